/**
 * Order and payment vocabulary (CONTRACT §6, §7), shared by the storefront (progress bar, labels) and the API
 * (statuses at creation, gateway checks).
 */

/**
 * Gateways both sides know. Settings list them in lower case (`stripe`); they are compared upper-cased.
 * `SANDBOX` is ours (CONTRACT §11): the built-in test gateway of the demo shop, in which no money moves.
 */
export const PAYMENT_GATEWAYS = [
  'STRIPE',
  'CASH_ON_DELIVERY',
  'CASH',
  'FULL_WALLET_PAYMENT',
  'PAYPAL',
  'RAZORPAY',
  'MOLLIE',
  'SSLCOMMERZ',
  'PAYSTACK',
  'XENDIT',
  'IYZICO',
  'BKASH',
  'PAYMONGO',
  'FLUTTERWAVE',
  'SANDBOX',
] as const;
export type PaymentGateway = (typeof PAYMENT_GATEWAYS)[number];

/** Paid on delivery or from the wallet: no online payment step follows the order. */
export const OFFLINE_GATEWAYS: readonly PaymentGateway[] = ['CASH_ON_DELIVERY', 'CASH', 'FULL_WALLET_PAYMENT'];

/** In the order the storefront's progress bar shows them; the last step is one of the final four. */
export const ORDER_STATUSES = [
  'order-pending',
  'order-processing',
  'order-at-local-facility',
  'order-out-for-delivery',
  'order-completed',
  'order-cancelled',
  'order-refunded',
  'order-failed',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** No payment is processed any more once an order is in one of these. */
export const FINAL_ORDER_STATUSES: readonly OrderStatus[] = ['order-completed', 'order-cancelled', 'order-refunded'];

/**
 * The server's spellings. The provider's storefront spells cash on delivery `cash-on-delivery`; clients should
 * accept both (CONTRACT §7).
 */
export const PAYMENT_STATUSES = [
  'payment-pending',
  'payment-processing',
  'payment-success',
  'payment-failed',
  'payment-reversal',
  'payment-refunded',
  'payment-cash-on-delivery',
  'payment-cash',
  'payment-wallet',
  'payment-awaiting-for-approval',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
