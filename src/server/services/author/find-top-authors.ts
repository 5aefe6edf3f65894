import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { ListParams } from '../../query/list-params';
import { runArray } from '../../query/run-list';
import { authorProductsCount, topAuthorResource } from './author-resource';

/** Approved authors with the most published products first, as a plain array (CONTRACT §2). */
export function findTopAuthors(options: { database: Database; params: ListParams; language: string }): Promise<string> {
  return runArray({
    database: options.database,
    resource: topAuthorResource,
    params: options.params,
    ctx: { language: options.language },
    order: sql`${authorProductsCount} desc, a.name asc, a.id asc`,
  });
}
