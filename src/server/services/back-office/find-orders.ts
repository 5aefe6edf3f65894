import { type SQL, sql } from 'drizzle-orm';
import { fromMinorUnits } from '@/shared/money';
import type { OrderStatus, PaymentGateway, PaymentStatus } from '@/shared/order-status';
import { assertMayAnywhere, may } from '../../auth/permissions';
import type { UserRoles } from '../../auth/roles';
import type { Database } from '../../db/client';

export interface BackOfficeOrderFilter {
  status?: OrderStatus;
  /** Placed on or after this day (YYYY-MM-DD, UTC). */
  from?: string;
  /** Placed on or before this day (YYYY-MM-DD, UTC). */
  to?: string;
  tracking_number?: string;
  shop_id?: number;
  page: number;
  limit: number;
}

/**
 * The shops' orders (child orders) the caller may see, newest first: the operator every shop's, owners and
 * staff their active shops'. A page costs the rows it shows (one more is read to know whether a next page
 * exists; no count of the whole set).
 */
export async function findBackOfficeOrders(options: {
  database: Database;
  roles: UserRoles;
  filter: BackOfficeOrderFilter;
}) {
  const { database, roles, filter } = options;
  assertMayAnywhere(roles, 'order.read');
  const where: SQL[] = [sql`o.shop_id is not null`];
  if (!may(roles, 'order.list-all')) {
    const shops = [...roles.ownerOf, ...roles.staffOf];
    where.push(
      sql`o.shop_id in (${sql.join(
        shops.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
  }
  if (filter.shop_id !== undefined) where.push(sql`o.shop_id = ${filter.shop_id}`);
  if (filter.status) where.push(sql`o.order_status = ${filter.status}`);
  if (filter.from) where.push(sql`o.created_at >= ${filter.from}::date`);
  if (filter.to) where.push(sql`o.created_at < ${filter.to}::date + 1`);
  if (filter.tracking_number) {
    // A child's tracking number, or its checkout's (the one the shopper quotes).
    where.push(sql`(o.tracking_number = ${filter.tracking_number} or p.tracking_number = ${filter.tracking_number})`);
  }
  const rows = await database.rows<{
    id: number;
    tracking_number: string;
    parent_tracking_number: string | null;
    shop_id: number;
    shop_name: string;
    customer_name: string | null;
    customer_contact: string;
    amount_cents: number;
    payment_gateway: PaymentGateway;
    payment_status: PaymentStatus;
    order_status: OrderStatus;
    created_at: Date | string;
  }>(sql`
    select o.id, o.tracking_number, p.tracking_number as parent_tracking_number, o.shop_id, s.name as shop_name,
      o.customer_name, o.customer_contact, o.amount_cents, o.payment_gateway, o.payment_status, o.order_status,
      o.created_at
    from orders o join shops s on s.id = o.shop_id left join orders p on p.id = o.parent_id
    where ${sql.join(where, sql` and `)}
    order by o.created_at desc, o.id desc
    limit ${filter.limit + 1} offset ${(filter.page - 1) * filter.limit}`);
  return {
    data: rows.slice(0, filter.limit).map((r) => ({
      id: r.id,
      tracking_number: r.tracking_number,
      parent_tracking_number: r.parent_tracking_number,
      shop: { id: r.shop_id, name: r.shop_name },
      customer_name: r.customer_name,
      customer_contact: r.customer_contact,
      amount: fromMinorUnits(r.amount_cents),
      payment_gateway: r.payment_gateway,
      payment_status: r.payment_status,
      order_status: r.order_status,
      created_at: new Date(r.created_at).toISOString(),
    })),
    current_page: filter.page,
    per_page: filter.limit,
    has_more: rows.length > filter.limit,
  };
}

export type BackOfficeOrderPage = Awaited<ReturnType<typeof findBackOfficeOrders>>;
