import { sql } from 'drizzle-orm';
import type { Resource } from '../../query/resource';
import { col, jsonObject } from '../../query/sql-json';
import { feedbackPairs, ofPublishedProduct, productLink } from '../shared/engagement-fields';
import { timestampPairs } from '../shared/fields';

/**
 * The reviewer as the public sees them: name and avatar only. Built from an explicit column list so
 * email, role or password hash can never leak through a `select *`.
 */
const reviewer = sql`(select ${jsonObject([
  ['id', sql`u.id`],
  ['name', sql`u.name`],
  ['profile', jsonObject([['avatar', sql`(select up.avatar from user_profiles up where up.customer_id = u.id)`]])],
])} from users u where u.id = r.user_id)`;

/** Product reviews: CONTRACT §4 Review. Only reviews of published products are public, and none the operator hid. */
export const reviewResource: Resource = {
  name: 'review',
  from: sql`reviews r`,
  alias: 'r',
  baseWhere: () => sql`${ofPublishedProduct('r')} and r.hidden_at is null`,
  searchable: {
    rating: { kind: 'int', ops: ['=', 'in'], column: sql`r.rating` },
    product_id: { kind: 'int', ops: ['=', 'in'], column: sql`r.product_id` },
    shop_id: { kind: 'int', ops: ['=', 'in'], column: sql`r.shop_id` },
  },
  sortable: {
    created_at: sql`r.created_at`,
    rating: sql`r.rating`,
    positive_feedbacks_count: sql`r.positive_feedbacks_count`,
    id: sql`r.id`,
  },
  defaultSort: { column: 'created_at', direction: 'desc' },
  fields: () => [
    ['id', col('r', 'id')],
    ['user_id', col('r', 'user_id')],
    ['shop_id', col('r', 'shop_id')],
    ['product_id', col('r', 'product_id')],
    ['order_id', col('r', 'order_id')],
    ['variation_option_id', col('r', 'variation_option_id')],
    ['comment', col('r', 'comment')],
    ['rating', col('r', 'rating')],
    ['photos', col('r', 'photos')],
    ...feedbackPairs('r'),
    ...timestampPairs('r'),
  ],
  relations: {
    user: { key: 'user', value: () => reviewer },
    product: { key: 'product', value: ({ language }) => productLink('r', language) },
  },
  defaultLimit: 15,
  maxLimit: 100,
  envelope: 'laravel',
};
