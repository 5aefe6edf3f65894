import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { runArray } from '../../query/run-list';
import { reviewResource } from './review-resource';

/**
 * The caller's own reviews of one product (a product page's `my_review`), newest first; null when there are none,
 * as the provider answers. A per-shopper lookup merged into the shared product answer, never cached.
 */
export async function findMyProductReviews(options: {
  database: Database;
  userId: number;
  productId: number;
  language: string;
}): Promise<unknown[] | null> {
  const text = await runArray({
    database: options.database,
    resource: reviewResource,
    params: { search: [], searchFields: {}, searchJoin: 'and', page: 1, with: [], limit: 100 },
    ctx: { language: options.language },
    where: [sql`r.user_id = ${options.userId}`, sql`r.product_id = ${options.productId}`],
  });
  const reviews = JSON.parse(text) as unknown[];
  return reviews.length > 0 ? reviews : null;
}
