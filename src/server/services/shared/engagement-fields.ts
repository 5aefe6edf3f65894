import { type SQL, sql } from 'drizzle-orm';
import { col, jsonObject, type Pair, tr } from '../../query/sql-json';

/**
 * Pieces shared by reviews and questions: the product they are about and the counters every
 * feedback-able row carries.
 */

/** `{id, name, slug, image}` of the row's product, name in the requested language. */
export function productLink(alias: string, language: string): SQL {
  const row = jsonObject([
    ['id', sql`lp.id`],
    ['name', tr('lp', 'name', language)],
    ['slug', sql`lp.slug`],
    ['image', sql`lp.image`],
  ]);
  return sql`(select ${row} from products lp where lp.id = ${col(alias, 'product_id')})`;
}

/** Rows are public only while their product is published. */
export function ofPublishedProduct(alias: string): SQL {
  return sql`exists (select 1 from products pp where pp.id = ${col(alias, 'product_id')} and pp.status = 'publish')`;
}

/**
 * Feedback counters plus `my_feedback`, the caller's own vote. These answers are shared by everyone (response
 * cache), so it is the anonymous null here; the routes' `personal` lookup (services/feedback/my-feedback.ts) fills
 * in a signed-in caller's own vote in a private copy.
 */
export function feedbackPairs(alias: string): Pair[] {
  return [
    ['positive_feedbacks_count', col(alias, 'positive_feedbacks_count')],
    ['negative_feedbacks_count', col(alias, 'negative_feedbacks_count')],
    ['abusive_reports_count', col(alias, 'abusive_reports_count')],
    ['my_feedback', sql`null::json`],
  ];
}
