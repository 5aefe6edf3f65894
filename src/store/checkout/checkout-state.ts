import type { Coupon, PaymentGateway, PostalAddress, VerifiedResponse } from '@/framework/rest/types';

/**
 * The checkout state of SPEC §3 (CONTRACT §1 lists the same fields), kept in localStorage 'pickbazar-checkout'.
 * Addresses are an address book entry (signed in) or an address typed at guest checkout (no id, never saved).
 */
export interface CheckoutAddress {
  id?: number;
  title?: string;
  type: 'billing' | 'shipping';
  address: PostalAddress;
}

/** A delivery schedule of settings.deliveryTime; the order carries its title. */
export interface DeliveryTime {
  title: string;
  description?: string;
}

export interface CheckoutState {
  billing_address: CheckoutAddress | null;
  shipping_address: CheckoutAddress | null;
  delivery_time: DeliveryTime | null;
  payment_gateway: PaymentGateway;
  payment_sub_gateway: string;
  customer_contact: string;
  customer_name: string;
  verified_response: VerifiedResponse | null;
  coupon: Coupon | null;
  note: string;
  payable_amount: number;
  use_wallet: boolean;
}

/** SPEC §3 and §9 defaults: cash on delivery, no sub-gateway, payable 0, wallet off. */
export const initialCheckoutState: CheckoutState = {
  billing_address: null,
  shipping_address: null,
  delivery_time: null,
  payment_gateway: 'CASH_ON_DELIVERY',
  payment_sub_gateway: '',
  customer_contact: '',
  customer_name: '',
  verified_response: null,
  coupon: null,
  note: '',
  payable_amount: 0,
  use_wallet: false,
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const objectOr = <T>(value: unknown, ok: (v: Record<string, unknown>) => boolean): T | null =>
  isRecord(value) && ok(value) ? (value as T) : null;

const isAddress = (v: Record<string, unknown>) =>
  (v.type === 'billing' || v.type === 'shipping') && isRecord(v.address);

const isVerified = (v: Record<string, unknown>) =>
  Number.isFinite(v.total_tax) && Number.isFinite(v.shipping_charge) && Array.isArray(v.unavailable_products);

/**
 * The state read back from storage, field by field: what is missing or malformed (an older version's entry, a
 * hand edit) takes its default, so a checkout never starts from a half-broken state.
 */
export function parseCheckoutState(value: unknown): CheckoutState {
  if (!isRecord(value)) return initialCheckoutState;
  const text = (v: unknown) => (typeof v === 'string' ? v : '');
  return {
    billing_address: objectOr(value.billing_address, isAddress),
    shipping_address: objectOr(value.shipping_address, isAddress),
    delivery_time: objectOr(value.delivery_time, (v) => typeof v.title === 'string' && v.title !== ''),
    payment_gateway:
      typeof value.payment_gateway === 'string' && value.payment_gateway
        ? (value.payment_gateway as PaymentGateway)
        : initialCheckoutState.payment_gateway,
    payment_sub_gateway: text(value.payment_sub_gateway),
    customer_contact: text(value.customer_contact),
    customer_name: text(value.customer_name),
    verified_response: objectOr(value.verified_response, isVerified),
    coupon: objectOr(value.coupon, (v) => v.id !== undefined && typeof v.type === 'string'),
    note: text(value.note),
    payable_amount: Number.isFinite(value.payable_amount) ? (value.payable_amount as number) : 0,
    use_wallet: value.use_wallet === true,
  };
}
