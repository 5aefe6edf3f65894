import { PageHeading } from '@/components/brand/page-heading';
import { useStripePublishableKey } from '@/components/payment/stripe/stripe-key';
import { Alert } from '@/components/ui/alert';
import { useTranslation } from '@/lib/i18n/provider';
import { CardList } from './card-list';

/** /cards content (inside PrivateRoute): the saved cards, or why there are none to keep on this shop. */
export function CardsView() {
  const { t } = useTranslation();
  const stripeKey = useStripePublishableKey();
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6">
      <PageHeading title={t('text-my-cards')} intro={stripeKey ? t('text-card-intro') : undefined} />
      {stripeKey ? <CardList /> : <Alert variant="info">{t('text-card-not-available')}</Alert>}
    </div>
  );
}
