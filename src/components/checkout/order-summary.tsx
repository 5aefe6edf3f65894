import { useAtom } from 'jotai';
import { useEffect, useId, useState } from 'react';
import { type MoneyLine, MoneyLines } from '@/components/order/money-lines';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useTranslation } from '@/lib/i18n/provider';
import { useCart } from '@/store/cart/cart.context';
import { payableAmountAtom } from '@/store/checkout/checkout.atoms';
import type { CheckoutState } from '@/store/checkout/checkout-state';
import { type CheckoutTotals, checkoutTotals } from '@/store/checkout/checkout-totals';
import { type CheckoutKind, missingForOrder } from '@/store/checkout/order-input';
import { CartLines } from './cart-lines';
import { CouponForm } from './coupon-form';
import { FailureAlert } from './failure-alert';
import { PaymentChoice } from './payment-choice';
import { usePlaceOrder } from './use-place-order';
import { useVerifyCart } from './use-verify-cart';
import { WalletToggle } from './wallet-toggle';

function moneyLines(totals: CheckoutTotals, t: (key: string) => string): MoneyLine[] {
  return [
    { label: t('text-subtotal'), amount: totals.subtotal, testId: 'checkout-subtotal' },
    { label: t('text-tax'), amount: totals.tax, testId: 'checkout-tax' },
    { label: t('text-shipping-charge'), amount: totals.shipping, testId: 'checkout-shipping' },
    { label: t('text-discount'), amount: totals.discount, minus: true, testId: 'checkout-discount' },
    { label: t('text-total'), amount: totals.total, strong: true, testId: 'checkout-total' },
    ...(totals.wallet > 0
      ? [{ label: t('text-wallet-used'), amount: totals.wallet, minus: true, testId: 'checkout-wallet' }]
      : []),
    { label: t('text-payable'), amount: totals.payable, strong: true, testId: 'checkout-payable' },
  ];
}

/** What the availability check found: lines taken out, prices changed. */
function VerifyNotice({ removed, repriced }: { removed: string[]; repriced: string[] }) {
  const { t } = useTranslation();
  if (removed.length === 0 && repriced.length === 0) return null;
  return (
    <Alert variant="warning">
      {removed.length > 0 ? <p>{t('text-unavailable-removed', { items: removed.join(', ') })}</p> : null}
      {repriced.length > 0 ? <p>{t('text-prices-updated', { items: repriced.join(', ') })}</p> : null}
    </Alert>
  );
}

/**
 * The order column of a checkout: the lines, "check availability" (CONTRACT §6 step 1), then the checked money
 * lines with coupon, wallet (signed in) and payment choice, and "Place order" with what is still missing.
 */
export function OrderSummary({
  kind,
  state,
  wallet,
}: {
  kind: CheckoutKind;
  state: CheckoutState;
  /** The checked wallet, for signed-in shoppers. */
  wallet: boolean;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const { items, total } = useCart();
  const verify = useVerifyCart(state);
  const order = usePlaceOrder(kind);
  // Once "Place order" was pressed, what is missing shows and follows the shopper's changes.
  const [attempted, setAttempted] = useState(false);
  const missing = attempted ? missingForOrder(kind, state) : [];
  const [payable, setPayable] = useAtom(payableAmountAtom);
  const verified = state.verified_response;
  const totals = verified
    ? checkoutTotals({ subtotal: total, verified, coupon: state.coupon, useWallet: wallet && state.use_wallet })
    : null;

  // SPEC §3 keeps payable_amount with the state; it follows the checked totals.
  useEffect(() => {
    if (totals && totals.payable !== payable) setPayable(totals.payable);
  }, [totals, payable, setPayable]);

  const submit = () => {
    setAttempted(true);
    if (missingForOrder(kind, state).length === 0 && totals) void order.place(state, totals);
  };

  return (
    <aside
      aria-labelledby={headingId}
      className="flex flex-col gap-4 self-start rounded-lg border border-gray-200 bg-white p-5 sm:p-6"
    >
      <h2 id={headingId} className="text-lg font-semibold text-gray-900">
        {t('text-your-order')}
      </h2>
      <CartLines items={items} />
      {verify.outcome ? <VerifyNotice {...verify.outcome} /> : null}
      {verify.error ? <FailureAlert failure={verify.error} onClose={verify.clearError} /> : null}
      {totals ? (
        <>
          <MoneyLines lines={moneyLines(totals, t)} />
          <Button
            variant="ghost"
            size="sm"
            className="self-start"
            onClick={() => void verify.run()}
            loading={verify.isPending}
          >
            {t('text-check-again')}
          </Button>
          <CouponForm subtotal={total} />
          {wallet ? (
            <WalletToggle points={verified?.wallet_amount ?? 0} worth={verified?.wallet_currency ?? 0} />
          ) : null}
          {totals.fullWallet ? (
            <p className="text-sm font-semibold text-gray-900">{t('text-paid-by-wallet')}</p>
          ) : (
            <PaymentChoice selected={state.payment_gateway} />
          )}
        </>
      ) : (
        <>
          <MoneyLines lines={[{ label: t('text-subtotal'), amount: total, testId: 'checkout-subtotal' }]} />
          <p className="text-sm text-gray-700">{t('text-check-availability-helper')}</p>
          <Button variant="outline" onClick={() => void verify.run()} loading={verify.isPending}>
            {t('text-check-availability')}
          </Button>
        </>
      )}
      {missing.length > 0 ? (
        <Alert variant="error">
          <p>{t('text-order-needs')}</p>
          <ul className="list-disc ps-5">
            {missing.map((key) => (
              <li key={key}>{t(key)}</li>
            ))}
          </ul>
        </Alert>
      ) : null}
      {order.failure ? <FailureAlert failure={order.failure} onClose={order.dismiss} /> : null}
      <Button size="lg" onClick={submit} loading={order.isPending}>
        {t('text-place-order')}
      </Button>
    </aside>
  );
}
