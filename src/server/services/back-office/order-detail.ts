import { sql } from 'drizzle-orm';
import { fromMinorUnits } from '@/shared/money';
import type { OrderStatus, PaymentGateway, PaymentStatus } from '@/shared/order-status';
import { nextOrderStatuses } from '@/shared/order-transitions';
import { assertMay } from '../../auth/permissions';
import type { UserRoles } from '../../auth/roles';
import type { Database } from '../../db/client';
import type { PostalAddress, StatusChangeSource } from '../../db/schema';
import { notFound } from '../../errors';

interface DetailRow {
  id: number;
  tracking_number: string;
  parent_id: number | null;
  shop_id: number | null;
  shop_name: string | null;
  customer_id: number | null;
  customer_name: string | null;
  customer_contact: string;
  customer_email: string | null;
  amount_cents: number;
  sales_tax_cents: number;
  delivery_fee_cents: number;
  discount_cents: number;
  paid_total_cents: number;
  total_cents: number;
  payment_gateway: PaymentGateway;
  order_status: OrderStatus;
  payment_status: PaymentStatus;
  shipping_address: PostalAddress | null;
  billing_address: PostalAddress | null;
  delivery_time: string | null;
  note: string | null;
  language: string;
  created_at: Date | string;
  updated_at: Date | string;
}

const iso = (d: Date | string) => new Date(d).toISOString();

/**
 * One order as the back office shows it: lines, addresses, payment, history and the steps the status rule allows
 * now. The shop is the stored order's; a caller without the right gets the 404 of a missing order.
 */
export async function getBackOfficeOrder(options: { database: Database; roles: UserRoles; orderId: number }) {
  const { database, roles, orderId } = options;
  const [order] = await database.rows<DetailRow>(sql`
    select o.id, o.tracking_number, o.parent_id, o.shop_id, s.name as shop_name, o.customer_id, o.customer_name,
      o.customer_contact, o.customer_email, o.amount_cents, o.sales_tax_cents, o.delivery_fee_cents,
      o.discount_cents, o.paid_total_cents, o.total_cents, o.payment_gateway, o.order_status, o.payment_status,
      coalesce(o.shipping_address, p.shipping_address) as shipping_address,
      coalesce(o.billing_address, p.billing_address) as billing_address,
      coalesce(o.delivery_time, p.delivery_time) as delivery_time, o.note, o.language, o.created_at, o.updated_at
    from orders o left join shops s on s.id = o.shop_id left join orders p on p.id = o.parent_id
    where o.id = ${orderId}`);
  if (!order) throw notFound('Order', orderId);
  assertMay(roles, 'order.read', order.shop_id, () => notFound('Order', orderId));
  const [lines, history, children] = await Promise.all([
    database.rows<{
      id: number;
      product_id: number;
      name: string;
      slug: string;
      order_quantity: number;
      unit_price_cents: number;
      subtotal_cents: number;
    }>(sql`
      select op.id, op.product_id, p.name, p.slug, op.order_quantity, op.unit_price_cents, op.subtotal_cents
      from order_products op join products p on p.id = op.product_id
      where op.order_id = ${orderId} order by op.id`),
    database.rows<{
      from_status: OrderStatus | null;
      to_status: OrderStatus;
      source: StatusChangeSource;
      by_name: string | null;
      created_at: Date | string;
    }>(sql`
      select h.from_status, h.to_status, h.source, u.name as by_name, h.created_at
      from order_status_history h left join users u on u.id = h.changed_by
      where h.order_id = ${orderId} order by h.id`),
    database.rows<{ id: number; tracking_number: string; shop_name: string; order_status: OrderStatus }>(sql`
      select o.id, o.tracking_number, s.name as shop_name, o.order_status
      from orders o join shops s on s.id = o.shop_id where o.parent_id = ${orderId} order by o.id`),
  ]);
  const movable = order.shop_id !== null || roles.superAdmin;
  return {
    id: order.id,
    tracking_number: order.tracking_number,
    parent_id: order.parent_id,
    shop: order.shop_id === null ? null : { id: order.shop_id, name: order.shop_name },
    customer_name: order.customer_name,
    customer_contact: order.customer_contact,
    customer_email: order.customer_email,
    is_guest: order.customer_id === null,
    amount: fromMinorUnits(order.amount_cents),
    sales_tax: fromMinorUnits(order.sales_tax_cents),
    delivery_fee: fromMinorUnits(order.delivery_fee_cents),
    discount: fromMinorUnits(order.discount_cents),
    paid_total: fromMinorUnits(order.paid_total_cents),
    total: fromMinorUnits(order.total_cents),
    payment_gateway: order.payment_gateway,
    payment_status: order.payment_status,
    order_status: order.order_status,
    shipping_address: order.shipping_address,
    billing_address: order.billing_address,
    delivery_time: order.delivery_time,
    note: order.note,
    language: order.language,
    created_at: iso(order.created_at),
    updated_at: iso(order.updated_at),
    products: lines.map((l) => ({
      id: l.id,
      product_id: l.product_id,
      name: l.name,
      slug: l.slug,
      order_quantity: l.order_quantity,
      unit_price: fromMinorUnits(l.unit_price_cents),
      subtotal: fromMinorUnits(l.subtotal_cents),
    })),
    children,
    history: history.map((h) => ({
      from: h.from_status,
      to: h.to_status,
      source: h.source,
      by: h.by_name,
      at: iso(h.created_at),
    })),
    // A parent order (a whole checkout) can only be cancelled here, as a whole.
    next_statuses: !movable
      ? []
      : order.shop_id === null
        ? nextOrderStatuses(order).filter((s) => s === 'order-cancelled')
        : nextOrderStatuses(order),
  };
}

export type BackOfficeOrder = Awaited<ReturnType<typeof getBackOfficeOrder>>;
