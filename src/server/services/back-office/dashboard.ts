import { type SQL, sql } from 'drizzle-orm';
import { assertMayAnywhere, may } from '../../auth/permissions';
import type { UserRoles } from '../../auth/roles';
import type { Database } from '../../db/client';

/**
 * The back office's home (issue 22 item 6): one figure per query, each answered from an index (the migration's
 * dashboard indexes; `npm run bench:dashboard` shows the plans at 100,000 orders).
 *
 * - Scope: the operator counts every shop; owners and staff the active shops they work for (auth/roles.ts).
 * - Days are UTC days, as everywhere in the back office (order dates, the order list's from/to filters): staff in
 *   several time zones read the same figures. "Today" starts at 00:00 UTC, "this month" on the 1st at 00:00 UTC.
 * - Orders and revenue are the shops' orders (one per shop and checkout, so a checkout across two shops counts
 *   once for each), placed in the period and not cancelled, failed or refunded. Revenue is their amount: the
 *   shop's lines, in integer minor units (a checkout's tax, delivery fee and discount belong to no shop).
 * - Open refunds: pending or processing (the operator: whole checkouts; a shop: its part of them).
 * - Unanswered questions: no answer, or a blank one, and not hidden. Low stock: published products with at most
 *   LOW_STOCK_QUANTITY units left (the five lowest are listed), counted up to LOW_STOCK_COUNTED (`count_exact`
 *   false beyond: the operator of a million products had 60,000 of them, 288 ms to count).
 */
export const LOW_STOCK_QUANTITY = 10;
const LOW_STOCK_LISTED = 5;
export const LOW_STOCK_COUNTED = 1000;

/** Statuses whose money is not the shop's: the order never happened, or was paid back. */
const NOT_SALES = sql`('order-cancelled', 'order-failed', 'order-refunded')`;
const OPEN_REFUNDS = sql`('pending', 'processing')`;

interface Scope {
  all: boolean;
  shops: number[];
}

const ids = (list: number[]) => sql`${sql.param(list)}::int[]`;

/** Start of the UTC day and of the UTC month `now` is in. */
export function dashboardPeriods(now = new Date()) {
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  return { day, month };
}

function ordersQuery(scope: Scope, dayStart: Date, monthStart: Date): SQL {
  const day = sql`${dayStart.toISOString()}::timestamptz`;
  const month = sql`${monthStart.toISOString()}::timestamptz`;
  const shops = scope.all ? sql`` : sql`and o.shop_id = any(${ids(scope.shops)})`;
  return sql`
    select count(*) filter (where o.created_at >= ${day})::int as today_orders,
      coalesce(sum(o.amount_cents) filter (where o.created_at >= ${day}), 0)::bigint as today_revenue,
      count(*)::int as month_orders,
      coalesce(sum(o.amount_cents), 0)::bigint as month_revenue
    from orders o
    where o.parent_id is not null ${shops} and o.created_at >= ${month}
      and o.order_status not in ${NOT_SALES}`;
}

function refundsQuery(scope: Scope): SQL {
  const whose = scope.all ? sql`r.parent_id is null` : sql`r.shop_id = any(${ids(scope.shops)})`;
  return sql`select count(*)::int as n from refunds r where ${whose} and r.status in ${OPEN_REFUNDS}`;
}

function questionsQuery(scope: Scope): SQL {
  const whose = scope.all ? sql`` : sql`and q.shop_id = any(${ids(scope.shops)})`;
  // Questions the operator hid are out of the inbox (services/back-office/questions.ts), so out of the count too.
  return sql`select count(*)::int as n from questions q
    where coalesce(btrim(q.answer), '') = '' and q.hidden_at is null ${whose}`;
}

function lowStockQuery(scope: Scope): SQL {
  const whose = scope.all ? sql`` : sql`and p.shop_id = any(${ids(scope.shops)})`;
  // One walk of the stock index, fewest first: the first LOW_STOCK_COUNTED + 1 rows are counted, the first five
  // listed (row numbers in that order), so the cost stops at the cap whatever the catalogue holds.
  return sql`
    select x.id, x.name, x.slug, x.quantity, x.shop_id, s.name as shop_name, x.total
    from (select p.id, p.name, p.slug, p.quantity, p.shop_id, count(*) over ()::int as total,
        row_number() over (order by p.quantity, p.id) as n
      from (select p.id, p.name, p.slug, p.quantity, p.shop_id from products p
        where p.status = 'publish' and p.quantity <= ${LOW_STOCK_QUANTITY} ${whose}
        order by p.quantity, p.id limit ${sql.raw(String(LOW_STOCK_COUNTED + 1))}) p) x
    join shops s on s.id = x.shop_id
    where x.n <= ${sql.raw(String(LOW_STOCK_LISTED))}
    order by x.n`;
}

/** The queries the dashboard runs for `scope`, by name (the bench script explains each one). */
export function dashboardQueries(scope: Scope, now = new Date()): Record<string, SQL> {
  const { day, month } = dashboardPeriods(now);
  return {
    orders: ordersQuery(scope, day, month),
    refunds: refundsQuery(scope),
    questions: questionsQuery(scope),
    lowStock: lowStockQuery(scope),
  };
}

interface LowStockRow {
  id: number;
  name: string;
  slug: string;
  quantity: number;
  shop_id: number;
  shop_name: string;
  total: number;
}

/** GET /admin/dashboard: the figures of the shops the caller works for (the operator: all of them). */
export async function getDashboard(options: { database: Database; roles: UserRoles; now?: Date }) {
  const { database, roles } = options;
  assertMayAnywhere(roles, 'dashboard.read');
  const all = may(roles, 'dashboard.read');
  const scope: Scope = { all, shops: all ? [] : [...new Set([...roles.ownerOf, ...roles.staffOf])] };
  const now = options.now ?? new Date();
  const queries = dashboardQueries(scope, now);
  const [orders] = await database.rows<Record<string, number | string>>(queries.orders!);
  const [refunds] = await database.rows<{ n: number }>(queries.refunds!);
  const [questions] = await database.rows<{ n: number }>(queries.questions!);
  const lowStock = await database.rows<LowStockRow>(queries.lowStock!);
  const { day, month } = dashboardPeriods(now);
  return {
    scope: all ? ('all' as const) : ('shops' as const),
    shop_ids: scope.shops,
    time_zone: 'UTC',
    today: {
      from: day.toISOString(),
      orders: Number(orders!.today_orders),
      revenue_cents: Number(orders!.today_revenue),
    },
    month: {
      from: month.toISOString(),
      orders: Number(orders!.month_orders),
      revenue_cents: Number(orders!.month_revenue),
    },
    open_refunds: refunds!.n,
    unanswered_questions: questions!.n,
    low_stock: {
      threshold: LOW_STOCK_QUANTITY,
      count: Math.min(lowStock[0]?.total ?? 0, LOW_STOCK_COUNTED),
      count_exact: (lowStock[0]?.total ?? 0) <= LOW_STOCK_COUNTED,
      products: lowStock.map((p) => ({
        id: p.id,
        name: p.name,
        slug: p.slug,
        quantity: p.quantity,
        shop: { id: p.shop_id, name: p.shop_name },
      })),
    },
  };
}
