import { sql } from 'drizzle-orm';
import type { AuthUser } from '../../auth/access-tokens';
import type { Database } from '../../db/client';
import type { ListParams } from '../../query/list-params';
import { runList } from '../../query/run-list';
import { downloadResource } from './download-resource';

/** GET /downloads: the caller's ordered files, newest first. */
export function findDownloads(options: {
  database: Database;
  user: AuthUser;
  params: ListParams;
  language: string;
  url: URL;
}): Promise<string> {
  return runList({
    database: options.database,
    resource: downloadResource,
    params: options.params,
    ctx: { language: options.language },
    url: options.url,
    where: [sql`ofl.customer_id = ${options.user.id}`],
  });
}
