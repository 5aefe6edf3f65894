import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { ListParams } from '../../query/list-params';
import { runList } from '../../query/run-list';
import { typeSlugCondition } from '../shared/relations';
import { categoryResource } from './category-resource';

export interface CategoryFilters {
  /** Type slug. */
  type?: string;
  /** A parent id, `null` for top-level categories only, undefined for no parent filter. */
  parent?: number | null;
  /** A category id to leave out. */
  self?: number;
}

function parentCondition(parent: number | null | undefined): SQL | undefined {
  if (parent === undefined) return undefined;
  return parent === null ? sql`c.parent_id is null` : sql`c.parent_id = ${parent}`;
}

/** One page of categories (CONTRACT §2 helper envelope), with the plain `type`, `parent`, `self` filters. */
export function findCategories(options: {
  database: Database;
  params: ListParams;
  filters: CategoryFilters;
  language: string;
  url: URL;
}): Promise<string> {
  const { filters } = options;
  return runList({
    database: options.database,
    resource: categoryResource,
    params: options.params,
    ctx: { language: options.language },
    url: options.url,
    where: [
      typeSlugCondition('c', filters.type),
      parentCondition(filters.parent),
      filters.self !== undefined ? sql`c.id <> ${filters.self}` : undefined,
    ],
  });
}
