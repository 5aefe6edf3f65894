import { sql } from 'drizzle-orm';
import type { Resource } from '../../query/resource';
import { col, jsonObject, timestamp, tr } from '../../query/sql-json';
import { timestampPairs } from '../shared/fields';

/** `{id, name, slug, image}` of a product, by an id expression. */
function productOf(productId: ReturnType<typeof sql>, language: string) {
  return sql`(select ${jsonObject([
    ['id', sql`lp.id`],
    ['name', tr('lp', 'name', language)],
    ['slug', sql`lp.slug`],
    ['image', sql`lp.image`],
  ])} from products lp where lp.id = ${productId})`;
}

/**
 * The reported item as its reporter saw it: the review's comment or the question's text, and its product. Null
 * when the item is gone.
 */
function reportedItem(language: string) {
  const review = sql`(select ${jsonObject([
    ['id', sql`rv.id`],
    ['text', sql`rv.comment`],
    ['product', productOf(sql`rv.product_id`, language)],
  ])} from reviews rv where rv.id = ar.model_id)`;
  const question = sql`(select ${jsonObject([
    ['id', sql`qs.id`],
    ['text', sql`qs.question`],
    ['product', productOf(sql`qs.product_id`, language)],
  ])} from questions qs where qs.id = ar.model_id)`;
  return sql`case ar.model_type when 'Review' then ${review} else ${question} end`;
}

/** One shopper's abuse reports (GET /my-reports), newest first. */
export function myReportResource(userId: number): Resource {
  return {
    name: 'report',
    from: sql`abusive_reports ar`,
    alias: 'ar',
    baseWhere: () => sql`ar.user_id = ${userId}`,
    searchable: {
      model_type: { kind: 'text', ops: ['=', 'in'], column: sql`ar.model_type` },
    },
    sortable: { created_at: sql`ar.created_at`, id: sql`ar.id` },
    defaultSort: { column: 'created_at', direction: 'desc' },
    fields: ({ language }) => [
      ['id', col('ar', 'id')],
      ['user_id', col('ar', 'user_id')],
      ['model_type', col('ar', 'model_type')],
      ['model_id', col('ar', 'model_id')],
      ['message', col('ar', 'message')],
      ['model', reportedItem(language)],
      // What the operator decided (back office): null while pending, dismissed or hidden.
      ['outcome', col('ar', 'outcome')],
      ['decided_at', timestamp(col('ar', 'decided_at'))],
      ...timestampPairs('ar'),
    ],
    relations: {
      // The reporter (the caller), as the public sees a person: id and name.
      user: {
        key: 'user',
        value: () =>
          sql`(select ${jsonObject([
            ['id', sql`u.id`],
            ['name', sql`u.name`],
          ])} from users u where u.id = ar.user_id)`,
      },
    },
    defaultLimit: 15,
    maxLimit: 50,
    envelope: 'laravel',
  };
}
