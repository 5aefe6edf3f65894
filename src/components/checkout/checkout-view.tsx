import { CartEmpty } from '@/components/cart/cart-empty';
import { LoadingState } from '@/components/ui/states';
import type { User } from '@/framework/rest/types';
import { useTranslation } from '@/lib/i18n/provider';
import { useCart } from '@/store/cart/cart.context';
import type { CheckoutKind } from '@/store/checkout/order-input';
import { AddressSection } from './address-section';
import { ContactSection } from './contact-section';
import { GuestAddressSection } from './guest-address-section';
import { GuestNameSection } from './guest-name-section';
import { NoteSection } from './note-section';
import { OrderSummary } from './order-summary';
import { ScheduleSection } from './schedule-section';
import { useCheckoutState } from './use-checkout-state';

const TITLE: Record<CheckoutKind, string> = {
  regular: 'text-checkout',
  guest: 'text-guest-checkout',
  digital: 'text-digital-checkout',
};

const noop = () => {};

/**
 * A checkout page's content (CONTRACT §6): the signed-in checkout (contact, saved billing and shipping addresses,
 * schedule, note), the guest checkout (name, contact, typed addresses, schedule, note; nothing saved to an
 * account) or the digital one (contact only); beside it the order with availability, coupon, wallet and payment.
 */
export function CheckoutView({ kind, me }: { kind: CheckoutKind; me?: User | null }) {
  const { t } = useTranslation();
  const { isEmpty, isRestored } = useCart();
  const state = useCheckoutState(kind, me);
  let step = 0;
  const next = () => ++step;
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold text-gray-900 sm:text-3xl">{t(TITLE[kind])}</h1>
      {!isRestored ? (
        <LoadingState />
      ) : isEmpty ? (
        <CartEmpty close={noop} />
      ) : (
        <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
          <div className="flex min-w-0 flex-col gap-5">
            {kind === 'guest' ? <GuestNameSection step={next()} /> : null}
            <ContactSection step={next()} contact={state.customer_contact} />
            {kind === 'regular' && me ? (
              <>
                <AddressSection step={next()} type="billing" me={me} selected={state.billing_address} />
                <AddressSection step={next()} type="shipping" me={me} selected={state.shipping_address} />
              </>
            ) : null}
            {kind === 'guest' ? (
              <>
                <GuestAddressSection step={next()} type="billing" selected={state.billing_address} />
                <GuestAddressSection step={next()} type="shipping" selected={state.shipping_address} />
              </>
            ) : null}
            {kind !== 'digital' ? (
              <>
                <ScheduleSection step={next()} selected={state.delivery_time} />
                <NoteSection step={next()} />
              </>
            ) : null}
          </div>
          <OrderSummary kind={kind} state={state} wallet={kind !== 'guest'} />
        </div>
      )}
    </div>
  );
}
