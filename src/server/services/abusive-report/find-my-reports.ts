import type { AuthUser } from '../../auth/access-tokens';
import type { Database } from '../../db/client';
import type { ListParams } from '../../query/list-params';
import { runList } from '../../query/run-list';
import { myReportResource } from './report-resource';

/** GET /my-reports: the caller's abuse reports, newest first, each with what was reported. */
export function findMyReports(options: {
  database: Database;
  user: AuthUser;
  params: ListParams;
  language: string;
  url: URL;
}): Promise<string> {
  return runList({
    database: options.database,
    resource: myReportResource(options.user.id),
    params: options.params,
    ctx: { language: options.language },
    url: options.url,
  });
}
