import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { ListParams } from '../../query/list-params';
import { runList } from '../../query/run-list';
import { idCondition } from '../shared/fields';
import { reviewResource } from './review-resource';

/** Reviews of published products, newest first; `productId` is the shop's plain `product_id=` parameter. */
export function findReviews(options: {
  database: Database;
  params: ListParams;
  language: string;
  url: URL;
  productId?: number;
}): Promise<string> {
  return runList({
    database: options.database,
    resource: reviewResource,
    params: options.params,
    ctx: { language: options.language },
    url: options.url,
    where: [idCondition(sql`r.product_id`, options.productId)],
  });
}
