import { type SQL, sql } from 'drizzle-orm';
import { fromMinorUnits } from '@/shared/money';
import type { OrderStatus, PaymentGateway, PaymentStatus } from '@/shared/order-status';
import type { RefundQueueStatus } from '@/shared/validation/back-office-refunds';
import { assertMay, assertMayAnywhere, may } from '../../auth/permissions';
import type { UserRoles } from '../../auth/roles';
import type { Database } from '../../db/client';
import type { Attachment, RefundPayoutMethod, RefundStatus } from '../../db/schema';
import { notFound } from '../../errors';

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

/**
 * The refund queue (issue 22): the operator sees every checkout's refund (parent refunds), owners and staff their
 * shops' parts (child refunds), read only. Open refunds (pending, then processing) first, oldest first, so the
 * queue is worked in order; decided ones after, newest first. A page reads its rows and one more (has_more).
 */
export async function findBackOfficeRefunds(options: {
  database: Database;
  roles: UserRoles;
  filter: { status?: RefundQueueStatus; page: number; limit: number };
}) {
  const { database, roles, filter } = options;
  assertMayAnywhere(roles, 'refund.read');
  const where: SQL[] = [];
  if (may(roles, 'refund.list-all')) where.push(sql`r.parent_id is null`);
  else {
    const shops = [...roles.ownerOf, ...roles.staffOf];
    where.push(
      sql`r.shop_id in (${sql.join(
        shops.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
  }
  if (filter.status) where.push(sql`r.status = ${filter.status}`);
  const rows = await database.rows<{
    id: number;
    status: RefundStatus;
    title: string;
    amount_cents: number;
    order_id: number;
    tracking_number: string;
    payment_gateway: PaymentGateway;
    shop_id: number | null;
    shop_name: string | null;
    customer_name: string | null;
    reason: string | null;
    created_at: Date | string;
  }>(sql`
    select r.id, r.status, r.title, r.amount_cents, r.order_id, o.tracking_number, o.payment_gateway, r.shop_id,
      s.name as shop_name, o.customer_name, rr.name as reason, r.created_at
    from refunds r join orders o on o.id = r.order_id left join shops s on s.id = r.shop_id
      left join refund_reasons rr on rr.id = r.refund_reason_id
    where ${sql.join(where, sql` and `)}
    order by case r.status when 'pending' then 0 when 'processing' then 1 else 2 end,
      case when r.status in ('pending', 'processing') then r.created_at end asc,
      r.created_at desc, r.id desc
    limit ${filter.limit + 1} offset ${(filter.page - 1) * filter.limit}`);
  return {
    data: rows.slice(0, filter.limit).map((r) => ({
      id: r.id,
      status: r.status,
      title: r.title,
      amount: fromMinorUnits(r.amount_cents),
      order_id: r.order_id,
      tracking_number: r.tracking_number,
      payment_gateway: r.payment_gateway,
      shop: r.shop_id === null ? null : { id: r.shop_id, name: r.shop_name ?? '' },
      customer_name: r.customer_name,
      reason: r.reason,
      created_at: iso(r.created_at)!,
    })),
    current_page: filter.page,
    per_page: filter.limit,
    has_more: rows.length > filter.limit,
  };
}

interface DetailRow {
  id: number;
  parent_id: number | null;
  shop_id: number | null;
  shop_name: string | null;
  status: RefundStatus;
  title: string;
  description: string;
  images: Attachment[];
  amount_cents: number;
  note: string | null;
  decided_by: string | null;
  decided_at: Date | string | null;
  payout_method: RefundPayoutMethod | null;
  payout_cents: number | null;
  gateway_refund_id: string | null;
  wallet_points_credited: number | null;
  payout_error: string | null;
  reason: string | null;
  policy_title: string | null;
  policy_description: string | null;
  order_id: number;
  tracking_number: string;
  order_status: OrderStatus;
  payment_status: PaymentStatus;
  payment_gateway: PaymentGateway;
  amount_order_cents: number;
  paid_total_cents: number;
  wallet_cents: number;
  customer_name: string | null;
  customer_email: string | null;
  customer_contact: string;
  language: string;
  created_at: Date | string;
}

/**
 * One refund with what the decision needs: the order (lines, how it was paid), the reason, the photos, the policy,
 * the amounts and, once decided, the note and how the money went back. Readable by the operator, and by the owners
 * and staff of the stored refund's shop (a shop's part of a checkout's refund); anyone else gets the 404 of a
 * refund that does not exist.
 */
export async function getBackOfficeRefund(options: { database: Database; roles: UserRoles; refundId: number }) {
  const { database, roles, refundId } = options;
  const [r] = await database.rows<DetailRow>(sql`
    select r.id, r.parent_id, r.shop_id, s.name as shop_name, r.status, r.title, r.description, r.images,
      r.amount_cents, r.note, u.name as decided_by, r.decided_at, r.payout_method, r.payout_cents,
      r.gateway_refund_id, r.wallet_points_credited, r.payout_error,
      rr.name as reason, rp.title as policy_title, rp.description as policy_description,
      o.id as order_id, o.tracking_number, o.order_status, o.payment_status, o.payment_gateway,
      o.amount_cents as amount_order_cents, o.paid_total_cents, o.customer_name, o.customer_email,
      o.customer_contact, o.language, r.created_at,
      coalesce((select w.amount_cents from order_wallet_points w where w.order_id = coalesce(o.parent_id, o.id)), 0)
        ::int as wallet_cents
    from refunds r join orders o on o.id = r.order_id left join shops s on s.id = r.shop_id
      left join users u on u.id = r.decided_by
      left join refund_reasons rr on rr.id = r.refund_reason_id
      left join refund_policies rp on rp.id = r.refund_policy_id
    where r.id = ${refundId}`);
  if (!r) throw notFound('Refund', refundId);
  assertMay(roles, 'refund.read', r.shop_id, () => notFound('Refund', refundId));
  const [lines, parts] = await Promise.all([
    database.rows<{ id: number; name: string; order_quantity: number; subtotal_cents: number }>(sql`
      select op.id, p.name, op.order_quantity, op.subtotal_cents
      from order_products op join products p on p.id = op.product_id
      where op.order_id = ${r.order_id} order by op.id`),
    database.rows<{ id: number; shop_name: string; status: RefundStatus; amount_cents: number; order_id: number }>(sql`
      select c.id, s.name as shop_name, c.status, c.amount_cents, c.order_id
      from refunds c join shops s on s.id = c.shop_id where c.parent_id = ${refundId} order by c.id`),
  ]);
  return {
    id: r.id,
    parent_id: r.parent_id,
    shop: r.shop_id === null ? null : { id: r.shop_id, name: r.shop_name ?? '' },
    status: r.status,
    title: r.title,
    description: r.description,
    images: r.images,
    amount: fromMinorUnits(r.amount_cents),
    reason: r.reason,
    policy: r.policy_title === null ? null : { title: r.policy_title, description: r.policy_description ?? '' },
    note: r.note,
    decided_by: r.decided_by,
    decided_at: iso(r.decided_at),
    payout: r.payout_method
      ? {
          method: r.payout_method,
          amount: fromMinorUnits(r.payout_cents ?? 0),
          gateway_refund_id: r.gateway_refund_id,
          wallet_points_credited: r.wallet_points_credited,
          error: r.payout_error,
        }
      : null,
    order: {
      id: r.order_id,
      tracking_number: r.tracking_number,
      order_status: r.order_status,
      payment_status: r.payment_status,
      payment_gateway: r.payment_gateway,
      amount: fromMinorUnits(r.amount_order_cents),
      paid_total: fromMinorUnits(r.paid_total_cents),
      wallet: fromMinorUnits(r.parent_id === null ? r.wallet_cents : 0),
      customer_name: r.customer_name,
      customer_email: r.customer_email,
      customer_contact: r.customer_contact,
      language: r.language,
      products: lines.map((l) => ({
        id: l.id,
        name: l.name,
        order_quantity: l.order_quantity,
        subtotal: fromMinorUnits(l.subtotal_cents),
      })),
    },
    parts: parts.map((p) => ({
      id: p.id,
      shop_name: p.shop_name,
      status: p.status,
      amount: fromMinorUnits(p.amount_cents),
      order_id: p.order_id,
    })),
    created_at: iso(r.created_at)!,
    can_decide:
      r.parent_id === null && may(roles, 'refund.decide', r.shop_id) && ['pending', 'processing'].includes(r.status),
  };
}

export type BackOfficeRefund = Awaited<ReturnType<typeof getBackOfficeRefund>>;
