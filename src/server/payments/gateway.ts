import type { PaymentGateway } from '@/shared/order-status';

/**
 * The seam for online payments (CONTRACT §6 steps 3–5), built by the payments feature. An order placed with an
 * online gateway is stored as order-pending + payment-pending and answered with `payment_intent: null`; an
 * adapter registered here will create the intent the storefront pays through, and confirm it later.
 */
export interface PaymentIntentInfo {
  client_secret?: string;
  payment_id: string;
  is_redirect: boolean;
  redirect_url?: string;
}

export interface OrderToPay {
  id: number;
  trackingNumber: string;
  /** What the gateway must collect: total minus wallet money, in cents. */
  payableCents: number;
  currency: string;
  language: string;
}

export interface PaymentGatewayAdapter {
  gateway: PaymentGateway;
  /** Starts a payment at the provider for an order that is waiting for it. */
  createIntent(order: OrderToPay): Promise<PaymentIntentInfo>;
  /** The provider's verdict on a payment, as an order and payment status. */
  confirm(order: OrderToPay, paymentId: string): Promise<'success' | 'processing' | 'failed' | 'awaiting-approval'>;
}

/** No online gateway is connected yet: every order of one waits for the payments feature. */
export const paymentAdapters: Partial<Record<PaymentGateway, PaymentGatewayAdapter>> = {};
