import { type ReactNode, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { ErrorState, LoadingState } from '@/components/ui/states';
import { useHasAuthToken } from '@/framework/rest/auth-token';
import { useOrder } from '@/framework/rest/order';
import type { Order } from '@/framework/rest/types';
import { useTranslation } from '@/lib/i18n/provider';
import { lastOrder } from '@/store/checkout/last-order';
import { OrderLookup } from './order-lookup';

/**
 * An order page's way to its order. Signed in: the shopper's order. A guest order (or one this account cannot
 * see) needs the contact it was placed with: this tab's last guest order knows it, anyone else is asked for it
 * (CONTRACT §11). The API answers 404 alike for "not yours" and "no such order". `children` gets the order and
 * the contact (null when signed in) that every further call about it must carry.
 */
export function OrderAccess({
  trackingNumber,
  children,
}: {
  trackingNumber: string;
  children: (order: Order, contact: string | null) => ReactNode;
}) {
  const { t } = useTranslation();
  const signedIn = useHasAuthToken();
  const [contact, setContact] = useState(() => {
    const last = lastOrder();
    return last?.tracking_number === trackingNumber ? (last.contact ?? null) : null;
  });
  const { order, isLoading, error } = useOrder({ trackingNumber, contact }, { enabled: signedIn || Boolean(contact) });
  if (order) return <>{children(order, contact)}</>;
  if (isLoading) return <LoadingState label={t('text-loading-order')} />;
  if (error && error.status !== 404) return <ErrorState message={error.message} />;
  return (
    <div className="flex flex-col gap-6">
      {error && signedIn ? <Alert variant="info">{t('text-order-not-in-account')}</Alert> : null}
      <OrderLookup trackingNumber={trackingNumber} onFound={setContact} />
    </div>
  );
}
