import type { Database } from '../../db/client';
import type { ListParams } from '../../query/list-params';
import { runList } from '../../query/run-list';
import { manufacturerResource, typeSlugIn } from './manufacturer-resource';

/** Approved manufacturers, one Laravel paginator page; `type` narrows them to one product type's slug. */
export function findManufacturers(options: {
  database: Database;
  params: ListParams;
  language: string;
  url: URL;
  type?: string;
}): Promise<string> {
  return runList({
    database: options.database,
    resource: manufacturerResource,
    params: options.params,
    ctx: { language: options.language },
    url: options.url,
    where: [options.type ? typeSlugIn([options.type]) : undefined],
  });
}
