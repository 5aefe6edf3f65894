import { sql } from 'drizzle-orm';
import type { Resource } from '../../query/resource';
import { col, jsonObject } from '../../query/sql-json';
import { feedbackPairs, ofPublishedProduct, productLink } from '../shared/engagement-fields';
import { timestampPairs } from '../shared/fields';

/** The asker as the public sees them: id and name, never email. */
const asker = sql`(select ${jsonObject([
  ['id', sql`u.id`],
  ['name', sql`u.name`],
])} from users u where u.id = q.user_id)`;

/**
 * Product questions: CONTRACT §4 Question. Only answered questions about published products are public (and none
 * the operator hid);
 * the provider's `answer=null` (show unanswered ones too) is an admin view and is ignored here.
 */
export const questionResource: Resource = {
  name: 'question',
  from: sql`questions q`,
  alias: 'q',
  baseWhere: () =>
    sql`q.answer is not null and btrim(q.answer) <> '' and q.hidden_at is null and ${ofPublishedProduct('q')}`,
  searchable: {
    question: { kind: 'text', ops: ['like', '='], column: sql`q.question`, freeText: true },
    product_id: { kind: 'int', ops: ['=', 'in'], column: sql`q.product_id` },
    shop_id: { kind: 'int', ops: ['=', 'in'], column: sql`q.shop_id` },
  },
  sortable: {
    created_at: sql`q.created_at`,
    positive_feedbacks_count: sql`q.positive_feedbacks_count`,
    id: sql`q.id`,
  },
  defaultSort: { column: 'created_at', direction: 'desc' },
  fields: () => [
    ['id', col('q', 'id')],
    ['user_id', col('q', 'user_id')],
    ['shop_id', col('q', 'shop_id')],
    ['product_id', col('q', 'product_id')],
    ['question', col('q', 'question')],
    ['answer', col('q', 'answer')],
    ...feedbackPairs('q'),
    ...timestampPairs('q'),
  ],
  relations: {
    user: { key: 'user', value: () => asker },
    product: { key: 'product', value: ({ language }) => productLink('q', language) },
  },
  defaultLimit: 15,
  maxLimit: 100,
  envelope: 'laravel',
};
