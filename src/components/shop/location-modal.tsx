import { useRouter } from 'next/router';
import { useTranslation } from '@/lib/i18n/provider';
import { useModalAction } from '@/store/ui';
import { nearbyShopsHref } from './coordinates';
import { LocationForm } from './location-form';

/** LOCATION_BASED_SHOP: asks for the shopper's position, then shows the shops near it (/shops/search). */
export default function LocationModal() {
  const { t } = useTranslation();
  const router = useRouter();
  const { closeModal } = useModalAction();
  return (
    <div className="w-full p-6 sm:p-8">
      <h2 className="pe-10 text-xl font-bold text-gray-900">{t('text-find-nearby-shops')}</h2>
      <p className="mt-1 mb-6 text-sm text-gray-600">{t('text-nearby-shops-helper')}</p>
      <LocationForm
        onLocate={(coordinates) => {
          closeModal();
          void router.push(nearbyShopsHref(coordinates));
        }}
      />
    </div>
  );
}
