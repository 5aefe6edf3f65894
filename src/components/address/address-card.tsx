import { Button } from '@/components/ui/button';
import type { Address } from '@/framework/rest/types';
import { useTranslation } from '@/lib/i18n/provider';
import { formatAddress } from './format-address';

/** One saved address with its edit and delete buttons. */
export function AddressCard({
  address,
  onEdit,
  onDelete,
}: {
  address: Address;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  const headingId = `address-${address.id}-title`;
  return (
    <li aria-labelledby={headingId} className="flex flex-col gap-3 rounded-lg border border-gray-200 bg-white p-4">
      <div className="flex flex-wrap items-center gap-2">
        <h3 id={headingId} className="font-semibold text-gray-900">
          {address.title}
        </h3>
        <span className="rounded-full bg-gray-100 px-2 py-0.5 text-xs font-semibold text-gray-700">
          {t(address.type === 'billing' ? 'text-billing' : 'text-shipping')}
        </span>
        {address.default ? (
          <span className="rounded-full bg-accent/10 px-2 py-0.5 text-xs font-semibold text-accent">
            {t('text-default')}
          </span>
        ) : null}
      </div>
      <p className="text-sm text-gray-700">{formatAddress(address.address)}</p>
      <div className="mt-auto flex gap-2">
        <Button
          variant="outline"
          size="sm"
          onClick={onEdit}
          aria-label={t('text-edit-address-named', { title: address.title })}
        >
          {t('text-edit')}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          onClick={onDelete}
          aria-label={t('text-delete-address-named', { title: address.title })}
        >
          {t('text-delete')}
        </Button>
      </div>
    </li>
  );
}
