import type { Database } from '../../db/client';
import type { ListParams } from '../../query/list-params';
import { runList } from '../../query/run-list';
import { typeSlugCondition } from '../shared/relations';
import { tagResource } from './tag-resource';

/** One page of tags (Laravel paginator), optionally only those of one type (plain `type=<slug>`). */
export function findTags(options: {
  database: Database;
  params: ListParams;
  type?: string;
  language: string;
  url: URL;
}): Promise<string> {
  return runList({
    database: options.database,
    resource: tagResource,
    params: options.params,
    ctx: { language: options.language },
    url: options.url,
    where: [typeSlugCondition('g', options.type)],
  });
}
