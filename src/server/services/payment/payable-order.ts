import { sql } from 'drizzle-orm';
import { serverEnv } from '@/config/env';
import { normaliseContact } from '@/shared/validation/checkout';
import type { OrderStatus, PaymentGateway, PaymentStatus } from '@/shared/order-status';
import type { AuthUser } from '../../auth/access-tokens';
import type { Db } from '../../db/client';
import { AppError, notFound } from '../../errors';
import type { RateLimiter } from '../../http/rate-limit';

/** A parent order as the payment services need it, money in cents. */
export interface PayableOrder {
  id: number;
  trackingNumber: string;
  customerId: number | null;
  customerName: string | null;
  customerEmail: string | null;
  paymentGateway: PaymentGateway;
  orderStatus: OrderStatus;
  paymentStatus: PaymentStatus;
  paidTotalCents: number;
  walletCents: number;
  language: string;
}

interface Row {
  id: number;
  tracking_number: string;
  customer_id: number | null;
  customer_name: string | null;
  customer_email: string | null;
  payment_gateway: PaymentGateway;
  order_status: OrderStatus;
  payment_status: PaymentStatus;
  paid_total_cents: number;
  wallet_cents: number;
  language: string;
}

async function read(db: Db, match: ReturnType<typeof sql>): Promise<PayableOrder | null> {
  const result = (await db.execute(sql`
    select o.id, o.tracking_number, o.customer_id, o.customer_name, o.customer_email, o.payment_gateway,
           o.order_status, o.payment_status, o.paid_total_cents, o.language,
           coalesce((select w.amount_cents from order_wallet_points w where w.order_id = o.id), 0)::int as wallet_cents
    from orders o where o.parent_id is null and ${match}`)) as unknown as { rows: Row[] };
  const r = result.rows[0];
  if (!r) return null;
  return {
    id: r.id,
    trackingNumber: r.tracking_number,
    customerId: r.customer_id,
    customerName: r.customer_name,
    customerEmail: r.customer_email,
    paymentGateway: r.payment_gateway,
    orderStatus: r.order_status,
    paymentStatus: r.payment_status,
    paidTotalCents: Number(r.paid_total_cents),
    walletCents: Number(r.wallet_cents),
    language: r.language,
  };
}

/** The parent order with this tracking number, whoever owns it (callers check access). */
export function loadPayableOrder(db: Db, trackingNumber: string): Promise<PayableOrder | null> {
  return read(db, sql`o.tracking_number = ${trackingNumber}`);
}

/**
 * The parent order a payment call is about, by tracking number, with the same rules as GET /orders/{id}: the
 * signed-in owner; a guest order only together with the contact number or email it was placed with, and only
 * while settings.guestCheckout is on. Every other case answers the same 404 (a guest without a token while guest
 * checkout is off: 401, as POST /orders answers).
 */
export async function findPayableOrder(options: {
  db: Db;
  limiter: RateLimiter;
  clientAddress: string;
  user: AuthUser | null;
  trackingNumber: string;
  contact?: string;
  guestCheckout: boolean;
}): Promise<PayableOrder> {
  const { db, user, trackingNumber, contact } = options;
  const byNumber = sql`o.tracking_number = ${trackingNumber}`;
  let order = user ? await read(db, sql`${byNumber} and o.customer_id = ${user.id}`) : null;
  if (!order && !options.guestCheckout && !user) {
    throw new AppError('NOT_AUTHORIZED', `${serverEnv().noticeDomain}ERROR.NOT_AUTHORIZED`);
  }
  if (!order && options.guestCheckout && contact) {
    await options.limiter.hit('guest-order-lookup', options.clientAddress, 'guestOrderLookupPerAddress');
    const phone = normaliseContact(contact);
    order = await read(
      db,
      sql`${byNumber} and o.customer_id is null
        and (o.customer_contact = ${phone} or lower(o.customer_email) = lower(${contact.trim()}))`,
    );
  }
  if (!order) throw notFound('Order', trackingNumber);
  return order;
}
