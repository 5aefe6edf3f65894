import { sql } from 'drizzle-orm';
import type { AuthUser } from '../../auth/access-tokens';
import type { Database } from '../../db/client';
import type { ListParams } from '../../query/list-params';
import { runList } from '../../query/run-list';
import { refundResource } from './refund-resource';

/** GET /refunds: the caller's refunds of parent orders, newest first. */
export function findRefunds(options: {
  database: Database;
  user: AuthUser;
  params: ListParams;
  language: string;
  url: URL;
}): Promise<string> {
  return runList({
    database: options.database,
    resource: refundResource,
    params: options.params,
    ctx: { language: options.language },
    url: options.url,
    where: [sql`rf.customer_id = ${options.user.id}`, sql`rf.parent_id is null`],
  });
}
