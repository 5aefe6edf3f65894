import { atom, type WritableAtom } from 'jotai';
import { atomWithStorage, createJSONStorage, RESET } from 'jotai/utils';
import { CHECKOUT_STORAGE_KEY } from '@/config/constants';
import { type CheckoutState, initialCheckoutState, parseCheckoutState } from './checkout-state';

const json = createJSONStorage<unknown>(() => window.localStorage);

/**
 * localStorage through jotai's JSON storage, every read (on mount, and on the `storage` events other tabs and
 * checkout-storage.ts send) normalised by parseCheckoutState.
 */
const storage = {
  getItem: (key: string, initial: CheckoutState) => {
    try {
      return parseCheckoutState(json.getItem(key, initial));
    } catch {
      return initial; // storage blocked (private mode, policy): the checkout works for this page view
    }
  },
  setItem: (key: string, value: CheckoutState) => {
    try {
      json.setItem(key, value);
    } catch {
      // quota or blocked storage: the state lives in memory only
    }
  },
  removeItem: (key: string) => {
    try {
      json.removeItem(key);
    } catch {
      // as above
    }
  },
  subscribe: (key: string, callback: (value: CheckoutState) => void, initial: CheckoutState) =>
    json.subscribe?.(key, (value) => callback(parseCheckoutState(value)), initial),
};

/**
 * The whole checkout state (SPEC §3), persisted under 'pickbazar-checkout'. Read from storage when the checkout
 * code loads (getOnInit), so the first render already shows the shopper's choices; the views that show it render
 * only after hydration (the server knows nothing of localStorage).
 */
export const checkoutAtom = atomWithStorage<CheckoutState>(CHECKOUT_STORAGE_KEY, initialCheckoutState, storage, {
  getOnInit: true,
});

type Field<K extends keyof CheckoutState> = WritableAtom<CheckoutState[K], [CheckoutState[K]], void>;

/** One field of the state, read and written on its own (the others are kept). */
function field<K extends keyof CheckoutState>(key: K): Field<K> {
  return atom(
    (get) => get(checkoutAtom)[key],
    (get, set, value: CheckoutState[K]) => set(checkoutAtom, { ...get(checkoutAtom), [key]: value }),
  );
}

export const billingAddressAtom = field('billing_address');
export const shippingAddressAtom = field('shipping_address');
export const deliveryTimeAtom = field('delivery_time');
export const paymentGatewayAtom = field('payment_gateway');
export const paymentSubGatewayAtom = field('payment_sub_gateway');
export const customerContactAtom = field('customer_contact');
export const customerNameAtom = field('customer_name');
export const verifiedResponseAtom = field('verified_response');
export const couponAtom = field('coupon');
export const noteAtom = field('note');
export const payableAmountAtom = field('payable_amount');
export const useWalletAtom = field('use_wallet');

/** Back to the defaults, and out of storage (after an order is placed; logout does it through checkout-storage.ts). */
export const clearCheckoutAtom = atom(null, (_get, set) => set(checkoutAtom, RESET));
