import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { notFound } from '../../errors';
import type { ListParams } from '../../query/list-params';
import { runGet } from '../../query/run-list';
import { reviewResource } from './review-resource';

/** One review by id, if its product is published. */
export async function getReview(options: {
  database: Database;
  id: number;
  params: ListParams;
  language: string;
}): Promise<string> {
  const row = await runGet({
    database: options.database,
    resource: reviewResource,
    params: options.params,
    ctx: { language: options.language },
    match: sql`r.id = ${options.id}`,
  });
  if (!row) throw notFound('Review', options.id);
  return row;
}
