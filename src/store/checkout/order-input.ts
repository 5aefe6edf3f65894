import type { CreateOrderInput, PostalAddress, VerifyCheckoutInput } from '@/framework/rest/types';
import { type CartItem, itemTotal } from '../cart/cart.utils';
import type { CheckoutState } from './checkout-state';
import type { CheckoutTotals } from './checkout-totals';

export type OrderLine = CreateOrderInput['products'][number];
type OrderAddress = NonNullable<CreateOrderInput['billing_address']>;

/** The order's copy of an address: the five postal parts (a missing one goes as '' and the API names it). */
function postal(address: PostalAddress | null | undefined): OrderAddress | null {
  if (!address) return null;
  const { street_address = '', city = '', state = '', zip = '', country = '' } = address;
  return { street_address, city, state, zip, country };
}

/** The product a cart line is of: its productId, or the id of a simple product's line. */
export function productIdOf(item: CartItem): number {
  return item.productId ?? Number(String(item.id).split('.')[0]);
}

/** Cart lines as the checkout calls send them (CONTRACT §6): product, option, quantity, unit price, subtotal. */
export function orderLines(items: CartItem[]): OrderLine[] {
  return items.map((item) => ({
    product_id: productIdOf(item),
    variation_option_id: item.variationId ?? null,
    order_quantity: item.quantity,
    unit_price: item.price,
    subtotal: itemTotal(item),
  }));
}

export type CheckoutKind = 'regular' | 'guest' | 'digital';

/** POST /orders/checkout/verify: the cart, and the addresses when the order has them (digital orders have none). */
export function verifyInput(items: CartItem[], total: number, state: CheckoutState): VerifyCheckoutInput {
  return {
    amount: total,
    products: orderLines(items),
    billing_address: postal(state.billing_address?.address),
    shipping_address: postal(state.shipping_address?.address),
  };
}

/**
 * POST /orders (CONTRACT §6 step 3) from the cart, the checkout state and its totals. The figures are the ones the
 * shopper saw; the server prices the order again and refuses it (422) if they differ. A free-shipping coupon sends
 * no discount value and no delivery fee; a wallet that covers the whole total pays with FULL_WALLET_PAYMENT.
 */
export function orderInput({
  items,
  state,
  totals,
  kind,
  language,
}: {
  items: CartItem[];
  state: CheckoutState;
  totals: CheckoutTotals;
  kind: CheckoutKind;
  language: string;
}): CreateOrderInput {
  const physical = kind !== 'digital';
  return {
    products: orderLines(items),
    amount: totals.subtotal,
    sales_tax: totals.tax,
    delivery_fee: totals.deliveryFee,
    discount: totals.orderDiscount,
    paid_total: totals.total,
    total: totals.total,
    coupon_id: state.coupon ? Number(state.coupon.id) : null,
    customer_contact: state.customer_contact,
    customer_name: state.customer_name || null,
    note: state.note || null,
    delivery_time: physical ? (state.delivery_time?.title ?? null) : null,
    payment_gateway: totals.fullWallet ? 'FULL_WALLET_PAYMENT' : state.payment_gateway,
    payment_sub_gateway: state.payment_sub_gateway || null,
    use_wallet_points: kind !== 'guest' && state.use_wallet,
    isFullWalletPayment: kind !== 'guest' && totals.fullWallet,
    billing_address: physical ? postal(state.billing_address?.address) : null,
    shipping_address: physical ? postal(state.shipping_address?.address) : null,
    language,
  };
}

/** What an order still lacks (CONTRACT §6 required fields), as translation keys; empty when it can be placed. */
export function missingForOrder(kind: CheckoutKind, state: CheckoutState): string[] {
  const missing: string[] = [];
  if (kind === 'guest' && !state.customer_name.trim()) missing.push('text-missing-name');
  if (!state.customer_contact) missing.push('text-missing-contact');
  if (kind !== 'digital') {
    if (!state.billing_address) missing.push('text-missing-billing-address');
    if (!state.shipping_address) missing.push('text-missing-shipping-address');
    if (!state.delivery_time) missing.push('text-missing-delivery-time');
  }
  if (!state.verified_response) missing.push('text-missing-availability-check');
  return missing;
}
