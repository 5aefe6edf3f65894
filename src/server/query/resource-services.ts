import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { notFound } from '../errors';
import type { ListParams } from './list-params';
import type { Resource } from './resource';
import { runGet, runList } from './run-list';

export interface ListRequest {
  database: Database;
  params: ListParams;
  language: string;
  url: URL;
  /** Conditions from endpoint-specific plain parameters. */
  where?: (SQL | undefined)[];
}

export interface GetRequest {
  database: Database;
  /** Slug or numeric id from the path. */
  key: string;
  params: ListParams;
  language: string;
}

/** One page of a resource: the body of every plain `find<Nouns>` service. */
export function listResource(resource: Resource, request: ListRequest): Promise<string> {
  return runList({
    database: request.database,
    resource,
    params: request.params,
    ctx: { language: request.language },
    url: request.url,
    where: request.where,
  });
}

/** Matches a path key that is a numeric id or a slug. */
function idOrSlug(alias: string, key: string): SQL {
  return /^\d{1,9}$/.test(key)
    ? sql`${sql.raw(`${alias}.id`)} = ${Number(key)}`
    : sql`${sql.raw(`${alias}.slug`)} = ${key}`;
}

/** One row by slug or id, or a 404 naming what was asked for: the body of every `get<Noun>` service. */
export async function getResource(resource: Resource, label: string, request: GetRequest): Promise<string> {
  const row = await runGet({
    database: request.database,
    resource,
    params: request.params,
    ctx: { language: request.language },
    match: idOrSlug(resource.alias, request.key),
  });
  if (!row) throw notFound(label, request.key);
  return row;
}
