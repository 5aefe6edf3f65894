import { type SQL, sql } from 'drizzle-orm';
import type { ReportStatus } from '@/shared/validation/back-office-community';
import { assertMay } from '../../auth/permissions';
import type { UserRoles } from '../../auth/roles';
import type { Database } from '../../db/client';
import type { FeedbackModelType, ReportOutcome } from '../../db/schema';
import { notFound } from '../../errors';

export interface BackOfficeReportFilter {
  status?: ReportStatus;
  page: number;
  limit: number;
}

interface ReportRow {
  id: number;
  model_type: FeedbackModelType;
  model_id: number;
  message: string;
  outcome: ReportOutcome | null;
  decided_at: Date | string | null;
  decided_by: string | null;
  reporter_id: number;
  reporter_name: string;
  created_at: Date | string;
  item: {
    text: string;
    rating: number | null;
    author: string;
    hidden: boolean;
    abusive_reports_count: number;
    product: { id: number; name: string; slug: string };
    shop: { id: number; name: string };
  } | null;
}

const iso = (d: Date | string) => new Date(d).toISOString();

/** The reported review or question as the operator judges it: text, author, product and shop; null once gone. */
const item = (table: 'reviews' | 'questions', text: string, rating: string) => sql`(
  select json_build_object('text', t.${sql.raw(text)}, 'rating', ${sql.raw(rating)}, 'author', u.name,
    'hidden', t.hidden_at is not null, 'abusive_reports_count', t.abusive_reports_count,
    'product', json_build_object('id', p.id, 'name', p.name, 'slug', p.slug),
    'shop', json_build_object('id', s.id, 'name', s.name))
  from ${sql.raw(table)} t join users u on u.id = t.user_id join products p on p.id = t.product_id
    join shops s on s.id = t.shop_id
  where t.id = ar.model_id)`;

const SELECT = sql`
  select ar.id, ar.model_type, ar.model_id, ar.message, ar.outcome, ar.decided_at, d.name as decided_by,
    ar.user_id as reporter_id, r.name as reporter_name, ar.created_at,
    case ar.model_type when 'Review' then ${item('reviews', 'comment', 't.rating')}
      else ${item('questions', 'question', 'null::int')} end as item
  from abusive_reports ar join users r on r.id = ar.user_id left join users d on d.id = ar.decided_by`;

function toWire(r: ReportRow) {
  return {
    id: r.id,
    model_type: r.model_type,
    model_id: r.model_id,
    message: r.message,
    outcome: r.outcome,
    decided_at: r.decided_at === null ? null : iso(r.decided_at),
    decided_by: r.decided_by,
    reporter: { id: r.reporter_id, name: r.reporter_name },
    item: r.item,
    created_at: iso(r.created_at),
  };
}

export type BackOfficeReport = ReturnType<typeof toWire>;

const missingReport = (id: number | string) => () => notFound('Report', id);

/**
 * The operator's list of abuse reports: pending first, then newest first; each with what was reported. Anyone
 * else gets a 404 (the same as for a page that is not there). A page costs the rows it shows.
 */
export async function findBackOfficeReports(options: {
  database: Database;
  roles: UserRoles;
  filter: BackOfficeReportFilter;
}) {
  const { database, roles, filter } = options;
  assertMay(roles, 'report.decide', null, missingReport('list'));
  const where: SQL[] = [sql`true`];
  if (filter.status === 'pending') where.push(sql`ar.outcome is null`);
  if (filter.status === 'decided') where.push(sql`ar.outcome is not null`);
  const rows = await database.rows<ReportRow>(sql`${SELECT}
    where ${sql.join(where, sql` and `)}
    order by (ar.outcome is not null), ar.created_at desc, ar.id desc
    limit ${filter.limit + 1} offset ${(filter.page - 1) * filter.limit}`);
  return {
    data: rows.slice(0, filter.limit).map(toWire),
    current_page: filter.page,
    per_page: filter.limit,
    has_more: rows.length > filter.limit,
  };
}

/** One report as the operator's list shows it. */
export async function getBackOfficeReport(options: { database: Database; roles: UserRoles; reportId: number }) {
  const { database, roles, reportId } = options;
  assertMay(roles, 'report.decide', null, missingReport(reportId));
  const [row] = await database.rows<ReportRow>(sql`${SELECT} where ar.id = ${reportId}`);
  if (!row) throw missingReport(reportId)();
  return toWire(row);
}
