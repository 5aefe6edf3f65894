import { boolean, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { PaymentGateway } from '@/shared/order-status';
import { createdAt, updatedAt } from './common';
import { orders } from './order';
import { users } from './user';

/**
 * A payment started at a gateway for a parent order (CONTRACT §6 steps 3–4): at most one per order and gateway.
 * `payment_id` is the gateway's own id (Stripe PaymentIntent id, PayPal order id, sandbox payment id); the amount
 * is what the order asked the gateway to collect, in cents, copied from the stored order.
 */
export const paymentIntents = pgTable(
  'payment_intents',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    trackingNumber: text('tracking_number').notNull(),
    paymentGateway: text('payment_gateway').$type<PaymentGateway>().notNull(),
    paymentId: text('payment_id').notNull(),
    clientSecret: text('client_secret'),
    redirectUrl: text('redirect_url'),
    isRedirect: boolean('is_redirect').notNull().default(false),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('payment_intents_order_gateway_idx').on(t.orderId, t.paymentGateway),
    uniqueIndex('payment_intents_payment_idx').on(t.paymentGateway, t.paymentId),
  ],
);

/** A shopper's customer record at a gateway (CONTRACT §4 Card: `payment_gateways`), e.g. a Stripe Customer. */
export const paymentGateways = pgTable(
  'payment_gateways',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    gatewayName: text('gateway_name').$type<PaymentGateway>().notNull(),
    customerId: text('customer_id').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('payment_gateways_user_gateway_idx').on(t.userId, t.gatewayName)],
);

/**
 * A saved card (CONTRACT §4 Card). Only what the gateway reports about it is kept: never the number.
 * `method_key` is the gateway's payment-method id; one default per user and gateway.
 */
export const paymentMethods = pgTable(
  'payment_methods',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    paymentGatewayId: integer('payment_gateway_id')
      .notNull()
      .references(() => paymentGateways.id, { onDelete: 'cascade' }),
    methodKey: text('method_key').notNull().unique(),
    defaultCard: boolean('default_card').notNull().default(false),
    fingerprint: text('fingerprint'),
    ownerName: text('owner_name'),
    network: text('network'),
    type: text('type'),
    last4: text('last4'),
    expires: text('expires'),
    origin: text('origin'),
    verificationCheck: text('verification_check'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('payment_methods_user_idx').on(t.userId, t.paymentGatewayId)],
);

/**
 * Webhook events already handled, per gateway: a replayed event (same id) changes nothing the second time.
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    gateway: text('gateway').$type<PaymentGateway>().notNull(),
    eventId: text('event_id').notNull(),
    paymentId: text('payment_id'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.gateway, t.eventId] })],
);

export type SandboxPaymentStatus = 'pending' | 'approved' | 'declined';

/**
 * The built-in sandbox gateway's own book of payments (src/server/services/payment/sandbox.ts): a test gateway in which
 * no money moves. `payment_id` is what the shopper's redirect page is addressed by (random, unguessable);
 * `status` moves from pending to approved or declined exactly once.
 */
export const sandboxPayments = pgTable('sandbox_payments', {
  paymentId: text('payment_id').primaryKey(),
  amountCents: integer('amount_cents').notNull(),
  currency: text('currency').notNull(),
  trackingNumber: text('tracking_number').notNull(),
  status: text('status').$type<SandboxPaymentStatus>().notNull().default('pending'),
  returnUrl: text('return_url').notNull(),
  cancelUrl: text('cancel_url').notNull(),
  decidedAt: timestamp('decided_at', { withTimezone: true, mode: 'date' }),
  /** The sandbox's refund of this payment (the whole amount, once): its id, set once (issue 22). */
  refundId: text('refund_id'),
  refundedAt: timestamp('refunded_at', { withTimezone: true, mode: 'date' }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * Secrets a gateway generates for itself once and every instance of the shop then shares (the sandbox gateway's
 * webhook signing key when SANDBOX_GATEWAY_SECRET is not set).
 */
export const gatewaySecrets = pgTable('gateway_secrets', {
  gateway: text('gateway').$type<PaymentGateway>().primaryKey(),
  secret: text('secret').notNull(),
  createdAt: createdAt(),
});
