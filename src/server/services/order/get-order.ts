import { sql } from 'drizzle-orm';
import { normaliseContact } from '@/shared/validation/checkout';
import type { AuthUser } from '../../auth/access-tokens';
import type { Database } from '../../db/client';
import { notFound } from '../../errors';
import type { RateLimiter } from '../../http/rate-limit';
import type { ListParams } from '../../query/list-params';
import { runGet } from '../../query/run-list';
import { orderResource } from './order-resource';

/** Tracking numbers are YYYYMMDD + 6 digits; shorter keys are order ids. */
export const TRACKING_NUMBER = /^\d{14}$/;

/**
 * GET /orders/{id}: the owner's order by id or tracking number; a guest order by tracking number together with
 * the contact number or email it was placed with (CONTRACT §11). Every other case answers the same 404, so the
 * answer never tells whether an order exists. Guest look-ups are rate limited: each one is a guess.
 */
export async function getOrder(options: {
  database: Database;
  limiter: RateLimiter;
  clientAddress: string;
  user: AuthUser | null;
  key: string;
  contact?: string;
  params: ListParams;
  language: string;
}): Promise<string> {
  const { key, user, contact } = options;
  const byTracking = TRACKING_NUMBER.test(key);
  if (!byTracking && Number(key) > 2_147_483_647) throw notFound('Order', key);
  const match = byTracking ? sql`o.tracking_number = ${key}` : sql`o.id = ${Number(key)}`;
  const read = (who: ReturnType<typeof sql>) =>
    runGet({
      database: options.database,
      resource: orderResource,
      params: options.params,
      ctx: { language: options.language },
      match: sql`${match} and ${who}`,
    });
  let row = user ? await read(sql`o.customer_id = ${user.id}`) : null;
  if (!row && byTracking && contact) {
    await options.limiter.hit('guest-order-lookup', options.clientAddress, 'guestOrderLookupPerAddress');
    const phone = normaliseContact(contact);
    row = await read(
      sql`o.customer_id is null and (o.customer_contact = ${phone} or lower(o.customer_email) = lower(${contact.trim()}))`,
    );
  }
  if (!row) throw notFound('Order', key);
  return row;
}
