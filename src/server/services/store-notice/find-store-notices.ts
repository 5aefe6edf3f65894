import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { ListParams } from '../../query/list-params';
import { runList } from '../../query/run-list';
import { noticesOfShops, storeNoticeResource } from './store-notice-resource';

/** Notices in effect now as a Laravel paginator; `shopId` (the plain `shop_id` parameter) narrows them to one shop. */
export function findStoreNotices(options: {
  database: Database;
  params: ListParams;
  language: string;
  url: URL;
  shopId?: number;
}): Promise<string> {
  return runList({
    database: options.database,
    resource: storeNoticeResource,
    params: options.params,
    ctx: { language: options.language },
    url: options.url,
    where: [options.shopId === undefined ? undefined : noticesOfShops(sql`s.id = ${options.shopId}`)],
  });
}
