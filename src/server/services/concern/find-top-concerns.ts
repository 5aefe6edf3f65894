import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { ListParams } from '../../query/list-params';
import { runArray } from '../../query/run-list';
import { concernProductsCount, topConcernResource } from './concern-resource';

/** Concerns with the most published products first, as a plain array. */
export function findTopConcerns(options: {
  database: Database;
  params: ListParams;
  language: string;
}): Promise<string> {
  return runArray({
    database: options.database,
    resource: topConcernResource,
    params: options.params,
    ctx: { language: options.language },
    order: sql`${concernProductsCount} desc, c.name asc, c.id asc`,
  });
}
