import { useAtomValue } from 'jotai';
import type { Address, User } from '@/framework/rest/types';
import { useSettings } from '@/framework/rest/settings';
import { checkoutAtom } from '@/store/checkout/checkout.atoms';
import type { CheckoutAddress, CheckoutState, DeliveryTime } from '@/store/checkout/checkout-state';
import type { CheckoutKind } from '@/store/checkout/order-input';
import { offeredGateways } from './gateways';

const fromBook = (address: Address | undefined): CheckoutAddress | null =>
  address ? { id: address.id, title: address.title, type: address.type, address: address.address } : null;

/** The saved address chosen for this type: the chosen one as the book has it now (edited in place), else the default, else the first. */
function bookAddress(book: Address[], type: CheckoutAddress['type'], chosen: CheckoutAddress | null) {
  const ofType = book.filter((address) => address.type === type);
  const current = chosen?.id === undefined ? undefined : ofType.find((address) => address.id === chosen.id);
  return fromBook(current ?? ofType.find((address) => address.default) ?? ofType[0]);
}

/**
 * The checkout state as this checkout uses it, with what the shopper has not chosen yet filled in: the profile's
 * contact number, the default saved addresses, the first delivery schedule (chosen by title, so a schedule the
 * settings no longer offer is not kept), the first gateway offered when the chosen one is not. Digital orders have no addresses or schedule; guests' addresses are the
 * ones they typed. Nothing is written: the defaults stay defaults until the shopper picks something.
 */
export function useCheckoutState(kind: CheckoutKind, me?: User | null): CheckoutState {
  const state = useAtomValue(checkoutAtom);
  const { settings } = useSettings();
  const schedules: DeliveryTime[] = settings.deliveryTime ?? [];
  const book = me?.address ?? [];
  const gateways = offeredGateways(settings);
  const physical = kind !== 'digital';
  const pick = (type: CheckoutAddress['type'], chosen: CheckoutAddress | null) =>
    !physical ? null : kind === 'guest' ? chosen : bookAddress(book, type, chosen);
  return {
    ...state,
    customer_contact: state.customer_contact || (kind === 'guest' ? '' : (me?.profile?.contact ?? '')),
    billing_address: pick('billing', state.billing_address),
    shipping_address: pick('shipping', state.shipping_address),
    delivery_time: physical
      ? (schedules.find((schedule) => schedule.title === state.delivery_time?.title) ?? schedules[0] ?? null)
      : null,
    payment_gateway: gateways.includes(state.payment_gateway)
      ? state.payment_gateway
      : (gateways[0] ?? state.payment_gateway),
    use_wallet: kind !== 'guest' && state.use_wallet,
  };
}
