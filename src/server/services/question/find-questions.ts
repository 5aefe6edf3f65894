import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { ListParams } from '../../query/list-params';
import { runList } from '../../query/run-list';
import { idCondition } from '../shared/fields';
import { questionResource } from './question-resource';

/** Answered questions, newest first; `productId`/`shopId` are the shop's plain query parameters. */
export function findQuestions(options: {
  database: Database;
  params: ListParams;
  language: string;
  url: URL;
  productId?: number;
  shopId?: number;
}): Promise<string> {
  return runList({
    database: options.database,
    resource: questionResource,
    params: options.params,
    ctx: { language: options.language },
    url: options.url,
    where: [idCondition(sql`q.product_id`, options.productId), idCondition(sql`q.shop_id`, options.shopId)],
  });
}
