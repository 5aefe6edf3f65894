import { toMinorUnits } from '@/shared/money';
import { type Charges, orderCharges, type OrderMoney, orderMoney } from '@/shared/order-money';
import type { CheckoutSettings } from '../checkout/checkout-settings';
import type { PricedLine } from '../checkout/price-lines';
import type { CouponRow } from '../coupon/coupon-rules';

/** An order's money as the server works it out, in cents, before the wallet (read later, under a row lock). */
export type OrderFigures = OrderMoney & Pick<Charges, 'freeShipping' | 'physical'>;

/**
 * CONTRACT §6 step 3 with our recomputation (§11), by the shared order-money rule: tax and shipping as verify works
 * them out, then the coupon (a percentage or fixed discount on the amount, or free shipping that sets the delivery
 * fee to 0). Discount is applied after tax: total = amount + tax + fee − discount.
 */
export function orderFigures(
  lines: readonly PricedLine[],
  settings: CheckoutSettings,
  coupon: CouponRow | null,
): OrderFigures {
  const charges = orderCharges(lines, settings);
  return { ...orderMoney({ ...charges, coupon }), freeShipping: charges.freeShipping, physical: charges.physical };
}

export interface ClientFigures {
  products: { unit_price: number; subtotal: number }[];
  amount: number;
  sales_tax?: number;
  delivery_fee?: number;
  discount?: number;
  paid_total: number;
  total: number;
}

/**
 * The client's figures that differ from the server's, as field errors (compared in cents). Figures the client
 * left out are not compared. With a free-shipping coupon the discount may also be the waived delivery charge:
 * the provider's storefront shows it that way (CONTRACT §6 step 2) and its total then still agrees.
 */
export function figureErrors(
  client: ClientFigures,
  lines: readonly PricedLine[],
  figures: OrderFigures,
): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const differs = (field: string, value: number | undefined, ...accepted: number[]) => {
    if (value !== undefined && !accepted.includes(toMinorUnits(value))) errors[field] = ['error-price-changed'];
  };
  lines.forEach((line, i) => {
    differs(`products[${i}].unit_price`, client.products[i]!.unit_price, line.unitCents);
    differs(`products[${i}].subtotal`, client.products[i]!.subtotal, line.subtotalCents);
  });
  differs('amount', client.amount, figures.amountCents);
  differs('sales_tax', client.sales_tax, figures.taxCents);
  differs('delivery_fee', client.delivery_fee, figures.deliveryFeeCents);
  differs('discount', client.discount, figures.discountCents, figures.discountCents + figures.waivedShippingCents);
  differs('total', client.total, figures.totalCents);
  differs('paid_total', client.paid_total, figures.totalCents);
  return errors;
}
