import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { ListParams } from '../../query/list-params';
import { runArray } from '../../query/run-list';
import { manufacturerProductsCount, topManufacturerResource, typeSlugIn } from './manufacturer-resource';

/** Approved manufacturers with the most published products first, as a plain array (CONTRACT §2). */
export function findTopManufacturers(options: {
  database: Database;
  params: ListParams;
  language: string;
  type?: string;
}): Promise<string> {
  return runArray({
    database: options.database,
    resource: topManufacturerResource,
    params: options.params,
    ctx: { language: options.language },
    where: [options.type ? typeSlugIn([options.type]) : undefined],
    order: sql`${manufacturerProductsCount} desc, mf.name asc, mf.id asc`,
  });
}
