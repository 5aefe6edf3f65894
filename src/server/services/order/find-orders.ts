import { sql } from 'drizzle-orm';
import type { AuthUser } from '../../auth/access-tokens';
import type { Database } from '../../db/client';
import type { ListParams } from '../../query/list-params';
import { runList } from '../../query/run-list';
import { orderResource } from './order-resource';

/** GET /orders: the caller's parent orders with their children, newest first (CONTRACT §4 Order). */
export function findOrders(options: {
  database: Database;
  user: AuthUser;
  params: ListParams;
  language: string;
  url: URL;
}): Promise<string> {
  return runList({
    database: options.database,
    resource: orderResource,
    params: options.params,
    ctx: { language: options.language },
    url: options.url,
    where: [sql`o.customer_id = ${options.user.id}`, sql`o.parent_id is null`],
  });
}
