import type { Database } from '../../db/client';
import type { ListParams } from '../../query/list-params';
import { runArray } from '../../query/run-list';
import { typeResource } from './type-resource';

/** All types as a plain array (CONTRACT §2: /types is not paginated). */
export function findTypes(options: { database: Database; params: ListParams; language: string }): Promise<string> {
  return runArray({
    database: options.database,
    resource: typeResource,
    params: options.params,
    ctx: { language: options.language },
  });
}
