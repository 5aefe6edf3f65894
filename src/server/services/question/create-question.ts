import { sql } from 'drizzle-orm';
import type { AuthUser } from '../../auth/access-tokens';
import type { Database } from '../../db/client';
import { AppError, notFound } from '../../errors';
import { RawJson } from '../../http/route';
import { runGet } from '../../query/run-list';
import { myQuestionResource } from './my-question-resource';

/** settings.maximumQuestionLimit when the shop sets none (CONTRACT §4 Settings). */
export const DEFAULT_QUESTION_LIMIT = 5;

type Rows<T> = { rows: T[] };

/**
 * POST /questions: a shopper asks about a published product of its shop. At most settings.maximumQuestionLimit
 * questions per shopper, product and shop; the shopper's row is locked while counting, so questions sent at once
 * cannot pass the limit together. The answer is the new question (unanswered, so not yet public).
 */
export async function createQuestion(options: {
  database: Database;
  user: AuthUser;
  input: { question: string; product_id: number; shop_id: number };
  language: string;
}): Promise<RawJson> {
  const { database, user, input } = options;
  const id = await database.db.transaction(async (tx) => {
    const products = (await tx.execute(sql`
      select p.shop_id from products p join shops s on s.id = p.shop_id and s.is_active
      where p.id = ${input.product_id} and p.status = 'publish'`)) as unknown as Rows<{ shop_id: number }>;
    const product = products.rows[0];
    if (!product) throw notFound('Product', input.product_id);
    if (product.shop_id !== input.shop_id) {
      const message = 'shop_id is not the shop that sells this product.';
      throw new AppError('VALIDATION_FAILED', message, { errors: { shop_id: ['error-wrong-shop'] } });
    }
    const settings = (await tx.execute(
      sql`select options ->> 'maximumQuestionLimit' as max from settings where language = 'en'`,
    )) as unknown as Rows<{ max: string | null }>;
    const configured = Number(settings.rows[0]?.max);
    const limit = Number.isInteger(configured) && configured >= 0 ? configured : DEFAULT_QUESTION_LIMIT;

    await tx.execute(sql`select id from users where id = ${user.id} for update`);
    const counted = (await tx.execute(sql`
      select count(*)::int as n from questions
      where user_id = ${user.id} and product_id = ${input.product_id} and shop_id = ${input.shop_id}`)) as unknown as Rows<{
      n: number;
    }>;
    if ((counted.rows[0]?.n ?? 0) >= limit) {
      throw new AppError(
        'MAXIMUM_QUESTION_LIMIT_EXCEEDED',
        `You have already asked ${limit} question${limit === 1 ? '' : 's'} about this product, the most allowed.`,
        { errors: { question: ['error-question-limit'] } },
      );
    }
    const inserted = (await tx.execute(sql`
      insert into questions (user_id, product_id, shop_id, question, language)
      values (${user.id}, ${input.product_id}, ${input.shop_id}, ${input.question}, ${options.language})
      returning id`)) as unknown as Rows<{ id: number }>;
    return inserted.rows[0]!.id;
  });
  const text = await runGet({
    database,
    resource: myQuestionResource(user.id),
    params: { search: [], searchFields: {}, searchJoin: 'and', page: 1, with: ['product'] },
    ctx: { language: options.language },
    match: sql`q.id = ${id}`,
  });
  return new RawJson(text!, 201);
}
