import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { resetServerEnv } from '@/config/env';
import { issueAccessToken } from '@/server/auth/access-tokens';
import type { Database } from '@/server/db/client';
import type { ShopMemberRole } from '@/server/db/schema';
import { createCustomer } from '@/server/services/user/create-customer';
import { makeShopper, type OrderApi, orderBody, type Shopper, verifyCart } from './orders';

/**
 * Back-office fixtures: members of shops made the way the back office makes them (a shop_members row), the
 * operator named by ADMIN_EMAILS, and shop orders placed through the real checkout.
 */

/** Names the operator's email in ADMIN_EMAILS (read again from the environment); call before making the app. */
export function useAdminEmails(...emails: string[]): () => void {
  const previous = process.env.ADMIN_EMAILS;
  process.env.ADMIN_EMAILS = emails.join(',');
  resetServerEnv();
  return () => {
    if (previous === undefined) delete process.env.ADMIN_EMAILS;
    else process.env.ADMIN_EMAILS = previous;
    resetServerEnv();
  };
}

/** An account with this email (verified unless said otherwise) and a sign-in token. */
export async function makeAccount(
  database: Database,
  email: string,
  { verified = true, name = 'Back Office Person' } = {},
): Promise<Shopper> {
  const user = await database.db.transaction((tx) =>
    createCustomer(tx, { name, email, passwordHash: null, emailVerified: verified }),
  );
  return { id: user.id, name, email: user.email, token: await issueAccessToken(database.db, user.id, 24) };
}

export async function makeMember(database: Database, shopId: number, role: ShopMemberRole): Promise<Shopper> {
  const person = await makeShopper(database, `${role} of ${shopId}`);
  await database.rows(sql`insert into shop_members (shop_id, user_id, role) values (${shopId}, ${person.id}, ${role})`);
  return person;
}

export const OPERATOR_EMAIL = 'operator@back-office.example';

/** Two active shops with products in stock: the one under test and another. */
export async function twoShops(database: Database) {
  const rows = await database.rows<{ shop_id: number; product_id: number }>(sql`
    select distinct on (p.shop_id) p.shop_id, p.id as product_id
    from products p join shops s on s.id = p.shop_id and s.is_active
    where p.status = 'publish' and p.product_type = 'simple' and not p.is_digital and p.quantity >= 50
    order by p.shop_id, p.id limit 2`);
  expect(rows).toHaveLength(2);
  return { own: rows[0]!, other: rows[1]! };
}

export interface PlacedShopOrder {
  parentId: number;
  childId: number;
  trackingNumber: string;
}

/** A checkout of `lines` by `shopper` (cash on delivery unless `extra` says otherwise); its first shop order. */
export async function placeShopOrder(
  api: OrderApi,
  shopper: Shopper,
  lines: { product_id: number; order_quantity: number }[],
  extra: Record<string, unknown> = {},
): Promise<PlacedShopOrder> {
  const verified = await verifyCart(api, lines, shopper.token);
  const res = await api.post('/orders', orderBody(verified, extra), { token: shopper.token });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const [child] = await api.database.rows<{ id: number }>(
    sql`select id from orders where parent_id = ${res.body.id} order by id limit 1`,
  );
  return { parentId: res.body.id, childId: child!.id, trackingNumber: res.body.tracking_number };
}

export async function orderState(database: Database, id: number) {
  const [row] = await database.rows<{ order_status: string; payment_status: string }>(
    sql`select order_status, payment_status from orders where id = ${id}`,
  );
  return row!;
}
