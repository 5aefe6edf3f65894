import type { Database } from '../../db/client';
import type { ListParams } from '../../query/list-params';
import { runList } from '../../query/run-list';
import { shopResource } from './shop-resource';

/** Active shops as a Laravel paginator (CONTRACT §2); inactive shops never appear, whatever the search says. */
export function findShops(options: {
  database: Database;
  params: ListParams;
  language: string;
  url: URL;
}): Promise<string> {
  return runList({
    database: options.database,
    resource: shopResource,
    params: options.params,
    ctx: { language: options.language },
    url: options.url,
  });
}
