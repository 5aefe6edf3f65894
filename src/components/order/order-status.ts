import type { OrderStatus, PaymentGateway } from '@/shared/order-status';

/** Translation keys of the order statuses (CONTRACT §7). */
export const ORDER_STATUS_LABEL: Record<OrderStatus, string> = {
  'order-pending': 'text-order-pending',
  'order-processing': 'text-order-processing',
  'order-at-local-facility': 'text-order-at-local-facility',
  'order-out-for-delivery': 'text-order-out-for-delivery',
  'order-completed': 'text-order-completed',
  'order-cancelled': 'text-order-cancelled',
  'order-refunded': 'text-order-refunded',
  'order-failed': 'text-order-failed',
};

/**
 * Translation keys of the payment statuses. CONTRACT §7: the server spells cash on delivery
 * `payment-cash-on-delivery`, the provider's storefront `cash-on-delivery`; both read the same.
 */
export const PAYMENT_STATUS_LABEL: Record<string, string> = {
  'payment-pending': 'text-payment-pending',
  'payment-processing': 'text-payment-processing',
  'payment-success': 'text-payment-success',
  'payment-failed': 'text-payment-failed',
  'payment-reversal': 'text-payment-reversal',
  'payment-refunded': 'text-payment-refunded',
  'payment-cash-on-delivery': 'text-payment-cash-on-delivery',
  'cash-on-delivery': 'text-payment-cash-on-delivery',
  'payment-cash': 'text-payment-cash',
  'payment-wallet': 'text-payment-wallet',
  'payment-awaiting-for-approval': 'text-payment-awaiting-approval',
};

/** How a gateway is named to the shopper: ours are translated, the online ones are brand names. */
const GATEWAY_KEY: Partial<Record<PaymentGateway, string>> = {
  CASH_ON_DELIVERY: 'text-cash-on-delivery',
  CASH: 'text-cash',
  FULL_WALLET_PAYMENT: 'text-wallet',
  // Ours (CONTRACT §11): named everywhere as a test in which no money moves.
  SANDBOX: 'text-payment-sandbox',
};
const GATEWAY_BRAND: Partial<Record<PaymentGateway, string>> = {
  STRIPE: 'Stripe',
  PAYPAL: 'PayPal',
  RAZORPAY: 'Razorpay',
  MOLLIE: 'Mollie',
  SSLCOMMERZ: 'SSLCommerz',
  PAYSTACK: 'Paystack',
  XENDIT: 'Xendit',
  IYZICO: 'iyzico',
  BKASH: 'bKash',
  PAYMONGO: 'PayMongo',
  FLUTTERWAVE: 'Flutterwave',
};

export function gatewayName(gateway: string, t: (key: string) => string): string {
  const key = GATEWAY_KEY[gateway as PaymentGateway];
  return key ? t(key) : (GATEWAY_BRAND[gateway as PaymentGateway] ?? gateway);
}

const FLOW: readonly OrderStatus[] = [
  'order-pending',
  'order-processing',
  'order-at-local-facility',
  'order-out-for-delivery',
];
const ENDINGS: readonly OrderStatus[] = ['order-completed', 'order-cancelled', 'order-refunded', 'order-failed'];

export type StepState = 'done' | 'current' | 'upcoming';

export interface ProgressStep {
  status: OrderStatus;
  state: StepState;
}

/**
 * The progress bar of CONTRACT §7: pending → processing → at local facility → out for delivery → an ending, which
 * is "completed" until the order ends otherwise (cancelled, refunded or failed). Steps before the order's status
 * are done; an order that has ended has every step done up to its ending, the ending being the current one. A
 * status the storefront does not know counts as pending.
 */
export function progressSteps(status: string | undefined): ProgressStep[] {
  const known = ([...FLOW, ...ENDINGS] as string[]).includes(status ?? '') ? (status as OrderStatus) : 'order-pending';
  const ending = ENDINGS.includes(known) ? known : 'order-completed';
  const steps = [...FLOW, ending];
  const at = steps.indexOf(known);
  return steps.map((step, index) => ({
    status: step,
    state: index < at ? 'done' : index === at ? 'current' : 'upcoming',
  }));
}
