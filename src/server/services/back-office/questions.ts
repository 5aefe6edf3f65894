import { type SQL, sql } from 'drizzle-orm';
import type { QuestionStatus } from '@/shared/validation/back-office-community';
import { assertMay, assertMayAnywhere, may } from '../../auth/permissions';
import type { UserRoles } from '../../auth/roles';
import type { Database } from '../../db/client';
import { notFound } from '../../errors';

export interface BackOfficeQuestionFilter {
  status?: QuestionStatus;
  shop_id?: number;
  page: number;
  limit: number;
}

interface QuestionRow {
  id: number;
  question: string;
  answer: string | null;
  answered_at: Date | string | null;
  answered_by: string | null;
  asker_id: number;
  asker_name: string;
  product_id: number;
  product_name: string;
  product_slug: string;
  shop_id: number;
  shop_name: string;
  abusive_reports_count: number;
  created_at: Date | string;
  updated_at: Date | string;
}

const iso = (d: Date | string) => new Date(d).toISOString();

const SELECT = sql`
  select q.id, q.question, q.answer, q.answered_at, ab.name as answered_by, q.user_id as asker_id,
    u.name as asker_name, q.product_id, p.name as product_name, p.slug as product_slug, q.shop_id,
    s.name as shop_name, q.abusive_reports_count, q.created_at, q.updated_at
  from questions q join users u on u.id = q.user_id join products p on p.id = q.product_id
    join shops s on s.id = q.shop_id left join users ab on ab.id = q.answered_by`;

function toWire(r: QuestionRow) {
  return {
    id: r.id,
    question: r.question,
    answer: r.answer,
    answered_at: r.answered_at === null ? null : iso(r.answered_at),
    answered_by: r.answered_by,
    asker: { id: r.asker_id, name: r.asker_name },
    product: { id: r.product_id, name: r.product_name, slug: r.product_slug },
    shop: { id: r.shop_id, name: r.shop_name },
    abusive_reports_count: r.abusive_reports_count,
    created_at: iso(r.created_at),
    updated_at: iso(r.updated_at),
  };
}

/**
 * The questions inbox: questions about the products of the shops the caller works for (the operator: every
 * shop's), unanswered first, then newest first. Questions the operator hid are not in it. A page costs the rows it
 * shows (one more is read to know whether another page follows).
 */
export async function findBackOfficeQuestions(options: {
  database: Database;
  roles: UserRoles;
  filter: BackOfficeQuestionFilter;
}) {
  const { database, roles, filter } = options;
  assertMayAnywhere(roles, 'question.read');
  const where: SQL[] = [sql`q.hidden_at is null`];
  if (!may(roles, 'question.read')) {
    const shops = [...roles.ownerOf, ...roles.staffOf];
    where.push(
      sql`q.shop_id in (${sql.join(
        shops.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
  }
  if (filter.shop_id !== undefined) where.push(sql`q.shop_id = ${filter.shop_id}`);
  if (filter.status === 'unanswered') where.push(sql`q.answer is null`);
  if (filter.status === 'answered') where.push(sql`q.answer is not null`);
  const rows = await database.rows<QuestionRow>(sql`${SELECT}
    where ${sql.join(where, sql` and `)}
    order by (q.answer is null) desc, q.created_at desc, q.id desc
    limit ${filter.limit + 1} offset ${(filter.page - 1) * filter.limit}`);
  return {
    data: rows.slice(0, filter.limit).map(toWire),
    current_page: filter.page,
    per_page: filter.limit,
    has_more: rows.length > filter.limit,
  };
}

export type BackOfficeQuestion = ReturnType<typeof toWire>;

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * Answers a question, or changes its answer. The shop is the STORED question's (never one from the request), and
 * only the answer is written: a caller who may not answer for that shop gets the 404 of a missing question (so
 * another shop's question ids reveal nothing). `first` says the question had no answer before: the asker is told
 * then, not on every edit.
 */
export async function answerQuestion(options: {
  database: Database;
  roles: UserRoles;
  questionId: number;
  answer: string;
}): Promise<{ question: BackOfficeQuestion; first: boolean }> {
  const { database, roles, questionId, answer } = options;
  const missing = () => notFound('Question', questionId);
  const first = await database.db.transaction(async (tx) => {
    const [stored] = rowsOf<{ shop_id: number; answer: string | null }>(
      await tx.execute(
        sql`select shop_id, answer from questions where id = ${questionId} and hidden_at is null for update`,
      ),
    );
    if (!stored) throw missing();
    assertMay(roles, 'question.answer', stored.shop_id, missing);
    await tx.execute(sql`
      update questions set answer = ${answer}, answered_by = ${roles.userId},
        answered_at = coalesce(answered_at, now()), updated_at = now()
      where id = ${questionId}`);
    return stored.answer === null;
  });
  const [row] = await database.rows<QuestionRow>(sql`${SELECT} where q.id = ${questionId}`);
  if (!row) throw missing();
  return { question: toWire(row), first };
}
