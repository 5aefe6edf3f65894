import type { PaymentGateway } from '@/shared/order-status';

/**
 * The one seam for online payments (CONTRACT §6 steps 3–5). Each gateway is one adapter file in this folder
 * (stripe.ts, paypal.ts, sandbox.ts); the order and payment services only ever talk to this interface, never
 * name a gateway. `registry.ts` builds the adapters this installation can really use from the environment.
 */

/** `payment_intent_info` on the wire. */
export interface PaymentIntentInfo {
  client_secret?: string;
  payment_id: string;
  is_redirect: boolean;
  redirect_url?: string;
}

/** What an adapter gets to start a payment: every figure comes from the stored order, never from a request. */
export interface OrderToPay {
  /** The parent order's id and tracking number. */
  id: number;
  trackingNumber: string;
  /** What the gateway must collect: paid_total minus wallet money, in cents (minor units). */
  payableCents: number;
  /** ISO 4217, upper case (settings.currency). */
  currency: string;
  language: string;
  customerEmail: string | null;
  customerName: string | null;
  /** The signed-in buyer; null for a guest order. */
  customerId: number | null;
  /** Where a redirect gateway sends the shopper back (CONTRACT §6 step 3: PayPal's return and cancel URLs). */
  returnUrl: string;
  cancelUrl: string;
  /** Card gateways: the buyer's customer record at the gateway, when they have one (saved cards). */
  gatewayCustomerId?: string | null;
  /** settings.StripeCardOnly: offer cards only (no wallets or bank methods) where the gateway has a choice. */
  cardOnly?: boolean;
}

/**
 * The gateway's verdict on a payment, mapped to statuses by the payment service (CONTRACT §6 step 5):
 * success → order-processing + payment-success; processing → order-processing + payment-processing;
 * failed → order-failed + payment-failed; awaiting-approval → order-pending + payment-awaiting-for-approval;
 * pending → nothing happened yet (no change).
 */
export type PaymentVerdict = 'success' | 'processing' | 'failed' | 'awaiting-approval' | 'pending';

/** A webhook call the adapter has verified (signature, freshness) and understood. */
export interface VerifiedWebhookEvent {
  /** The gateway's event id: an event already handled is ignored (replay). */
  eventId: string;
  /** The gateway's payment id the event is about (PaymentIntent id, PayPal order id …), or null if none. */
  paymentId: string | null;
  /** What the event says about that payment; null for events that do not change a payment. */
  verdict: PaymentVerdict | null;
}

export interface RawWebhookRequest {
  /** The body exactly as received: signatures are computed over these bytes. */
  rawBody: string;
  headers: Headers;
}

/** A card as the gateway describes it (CONTRACT §4 Card), never its number. */
export interface CardDetails {
  methodKey: string;
  fingerprint: string | null;
  ownerName: string | null;
  network: string | null;
  type: string | null;
  last4: string | null;
  /** `MM/YY`. */
  expires: string | null;
  origin: string | null;
  verificationCheck: string | null;
}

/** Saved payment methods, for gateways that keep them (Stripe). */
export interface SavedCardStore {
  /** Creates the gateway's customer record for a shopper; answers its id. */
  createCustomer(user: { id: number; email: string | null; name: string | null }): Promise<string>;
  /** Attaches a payment method (made in the browser) to the customer and describes it. */
  attachMethod(customerId: string, methodKey: string): Promise<CardDetails>;
  /** Detaches a payment method from its customer. */
  detachMethod(methodKey: string): Promise<void>;
  /** Starts saving a card without paying (Stripe SetupIntent); answers the browser's client secret. */
  createSetup(customerId: string): Promise<{ clientSecret: string }>;
  /** The payment method a payment was made with, if any (for "save this card" after paying). */
  methodOfPayment(paymentId: string): Promise<string | null>;
  /**
   * Before the browser confirms a card payment (POST /save-payment-method): pays the intent with that saved or new
   * method of this customer, and keeps the method for later payments when `save` is true.
   */
  usePaymentMethod(paymentId: string, customerId: string, methodKey: string, save: boolean): Promise<void>;
}

/**
 * Paying a captured payment back (issue 22): always the stored payment's own amount and currency, never a figure
 * from a request. `idempotencyKey` is the same on every try for one refund, so a retried or concurrent call makes
 * one refund at the gateway.
 */
export interface GatewayRefundRequest {
  /** The gateway's payment id as stored (payment_intents.payment_id). */
  paymentId: string;
  amountCents: number;
  currency: string;
  idempotencyKey: string;
}

/** The gateway accepted the refund: its id (a Stripe re_…, a PayPal capture refund id, a sandbox id). */
export interface GatewayRefund {
  refundId: string;
}

export interface PaymentGatewayAdapter {
  gateway: PaymentGateway;
  /** The title the settings offer it under (the sandbox says it is a test in which no money moves). */
  title: string;
  /** True when the shopper pays on the gateway's own page (redirect_url); false for in-page cards. */
  isRedirect: boolean;
  /** Starts a payment at the gateway for an order that is waiting for it. */
  createIntent(order: OrderToPay): Promise<PaymentIntentInfo>;
  /** Asks the gateway for the current state of a payment it started (the confirm call, CONTRACT §6 step 5). */
  lookUp(paymentId: string): Promise<PaymentVerdict>;
  /**
   * Checks a webhook call's signature and freshness and reads it. Answers null for a forged, stale or unreadable
   * call: the route then answers 400 and changes nothing.
   */
  verifyWebhook(request: RawWebhookRequest): Promise<VerifiedWebhookEvent | null>;
  /**
   * Pays a payment back through the gateway's refund API. Throws GatewayUnavailableError when the gateway cannot
   * be reached (nothing is known to have moved: the caller retries with the same key), AppError when the gateway
   * refuses it for good.
   */
  refund(request: GatewayRefundRequest): Promise<GatewayRefund>;
  /** Present for gateways that keep saved cards. */
  cards?: SavedCardStore;
  /**
   * Public values the storefront needs, merged into GET /settings options while the gateway is offered
   * (Stripe: `stripePublishableKey`, read at run time so one build serves any keys). Never a secret.
   */
  publicSettings?: Record<string, string>;
}

/** A gateway adapter could not reach or was refused by its provider: the order stays payable. */
export class GatewayUnavailableError extends Error {
  override name = 'GatewayUnavailableError';
}
