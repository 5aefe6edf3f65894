import { SQL, sql } from 'drizzle-orm';
import { markReused } from '../db/compile-sql';
import { type SearchOperator, splitList } from '@/shared/search-grammar';
import { AppError } from '../errors';
import type { ListParams } from './list-params';
import type { QueryContext, Relation, Resource, SearchField, SearchValue, ValueKind } from './resource';
import { type Pair } from './sql-json';

const bad = (param: string, message: string) =>
  new AppError('INVALID_QUERY', message, { errors: { [param]: [message] } });

function parseValue(kind: ValueKind, raw: string, field: string): SearchValue {
  switch (kind) {
    case 'int':
      if (!/^-?\d{1,15}$/.test(raw)) throw bad('search', `search: ${field} must be a whole number (got "${raw}").`);
      return Number(raw);
    case 'number':
    case 'money': {
      const n = Number(raw);
      if (raw === '' || !Number.isFinite(n)) throw bad('search', `search: ${field} must be a number (got "${raw}").`);
      // Prices travel in currency units and are stored in cents.
      return kind === 'money' ? Math.round(n * 100) : n;
    }
    case 'bool':
      if (/^(1|true)$/i.test(raw)) return true;
      if (/^(0|false)$/i.test(raw)) return false;
      throw bad('search', `search: ${field} must be true/false or 1/0 (got "${raw}").`);
    default:
      return raw;
  }
}

/** Escapes LIKE wildcards so user text matches literally. */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * A parameter with an explicit type. Whole numbers are compared as bigint, so a value beyond the column's
 * range (an int or smallint) simply matches nothing instead of failing the statement.
 */
function typed(value: SearchValue, kind: ValueKind): SQL {
  switch (kind) {
    case 'int':
    case 'money':
      return sql`${value}::bigint`;
    case 'number':
      return sql`${value}::numeric`;
    case 'bool':
      return sql`${value}::boolean`;
    default:
      return sql`${value}::text`;
  }
}

function arrayParam(values: SearchValue[], kind: ValueKind): SQL {
  const type =
    kind === 'text'
      ? 'text[]'
      : kind === 'bool'
        ? 'boolean[]'
        : kind === 'int' || kind === 'money'
          ? 'bigint[]'
          : 'numeric[]';
  return sql`${sql.param(values)}::${sql.raw(type)}`;
}

function condition(name: string, field: SearchField, op: SearchOperator, raw: string, ctx: QueryContext): SQL {
  let values: SearchValue[];
  if (op === 'in') {
    const parts = splitList(raw);
    if (parts.length === 0) throw bad('search', `search: ${name} needs at least one value.`);
    values = parts.map((p) => parseValue(field.kind, p, name));
  } else if (op === 'between') {
    const parts = raw.split(',').map((p) => p.trim());
    if (parts.length !== 2 || parts.some((p) => p === '')) {
      throw bad('search', `search: ${name} needs a range written as low,high (got "${raw}").`);
    }
    values = parts.map((p) => parseValue(field.kind, p, name));
    if ((values[0] as number) > (values[1] as number)) {
      throw bad('search', `search: ${name} range starts above its end (${parts[0]} > ${parts[1]}).`);
    }
  } else {
    values = [parseValue(field.kind, raw, name)];
  }
  if (field.where) return field.where(op, values, ctx);
  const column = field.column;
  if (!column) throw new Error(`search field ${name} has neither column nor where`);
  switch (op) {
    case 'like':
      return sql`${column}::text ilike ${`%${escapeLike(String(values[0]))}%`}`;
    case 'in':
      return sql`${column} = any(${arrayParam(values, field.kind)})`;
    case 'between':
      return sql`${column} between ${typed(values[0]!, field.kind)} and ${typed(values[1]!, field.kind)}`;
    default:
      return sql`${column} = ${typed(values[0]!, field.kind)}`;
  }
}

/** Turns `search`, `searchFields` and `searchJoin` into one SQL condition (undefined when there is nothing to filter). */
export function compileSearch(resource: Resource, params: ListParams, ctx: QueryContext): SQL | undefined {
  const known = Object.keys(resource.searchable);
  for (const name of Object.keys(params.searchFields)) {
    if (!resource.searchable[name]) {
      throw bad(
        'searchFields',
        `searchFields names "${name}", which is not searchable on ${resource.name}s. Searchable: ${known.join(', ')}.`,
      );
    }
  }
  const parts: SQL[] = [];
  for (const term of params.search) {
    if (term.field === null) {
      const textFields = Object.entries(resource.searchable).filter(([, f]) => f.freeText);
      if (textFields.length === 0) {
        throw bad('search', `search: ${resource.name}s need field:value terms (searchable: ${known.join(', ')}).`);
      }
      const ors = textFields.map(([name, f]) => condition(name, f, f.ops[0]!, term.value, ctx));
      parts.push(sql`(${sql.join(ors, sql` or `)})`);
      continue;
    }
    const field = resource.searchable[term.field];
    if (!field) {
      throw bad(
        'search',
        `Unknown search field "${term.field}" for ${resource.name}s. Searchable: ${known.join(', ')}.`,
      );
    }
    const op = params.searchFields[term.field] ?? field.ops[0]!;
    if (!field.ops.includes(op)) {
      throw bad('search', `search: ${term.field} cannot be matched with "${op}"; use ${field.ops.join(' or ')}.`);
    }
    parts.push(condition(term.field, field, op, term.value, ctx));
  }
  if (parts.length === 0) return undefined;
  return sql`(${sql.join(parts, params.searchJoin === 'and' ? sql` and ` : sql` or `)})`;
}

/** ORDER BY for `orderBy`/`sortedBy`, with the primary key as tie-breaker so pages never overlap. */
export function compileSort(resource: Resource, params: ListParams): SQL {
  const column = params.orderBy ?? resource.defaultSort.column;
  const expression = resource.sortable[column];
  if (!expression) {
    throw bad(
      'orderBy',
      `Cannot sort ${resource.name}s by "${column}". Sortable columns: ${Object.keys(resource.sortable).join(', ')}.`,
    );
  }
  const direction = params.sortedBy ?? (params.orderBy ? 'asc' : resource.defaultSort.direction);
  const dir = sql.raw(direction === 'desc' ? 'desc nulls last' : 'asc nulls last');
  return sql`${expression} ${dir}, ${sql.raw(`${resource.alias}.id`)} ${sql.raw(direction)}`;
}

/** The row's pairs, narrowed by `filter` and extended by `with`. */
/** Languages whose fields are kept per resource or relation: the shop's six, with room for what clients send. */
const FIELDS_KEPT_PER_LANGUAGE = 16;
const keptFields = new WeakMap<Resource | Relation, Map<string, unknown>>();

/**
 * `build(ctx)` once per language for `owner`: a resource's fields and a relation's value depend on the language
 * alone (QueryContext), and building them every time was a fifth of a product page's API call (a few thousand SQL
 * pieces with its relations; drizzle checks each piece's class as it is made; 1.88 → 1.35 ms kept). The SQL pieces
 * are never changed once built (nothing appends to them), so one set serves every request; a per-request resource
 * keeps its own.
 */
function perLanguage<T>(owner: Resource | Relation, ctx: QueryContext, build: (ctx: QueryContext) => T): T {
  let kept = keptFields.get(owner);
  if (!kept) keptFields.set(owner, (kept = new Map()));
  if (kept.has(ctx.language)) return kept.get(ctx.language) as T;
  if (kept.size >= FIELDS_KEPT_PER_LANGUAGE) kept.clear();
  const built = reusedPieces(build(ctx));
  kept.set(ctx.language, built);
  return built;
}

/** Kept fields (pairs) or a relation's value, marked for `compileSql` as part of many statements. */
function reusedPieces<T>(built: T): T {
  if (built instanceof SQL) markReused(built);
  else if (Array.isArray(built))
    for (const pair of built as unknown[]) if (Array.isArray(pair) && pair[1] instanceof SQL) markReused(pair[1]);
  return built;
}

/** What is kept per resource or relation for a language and a set of names; past that many, all are built again. */
const FILTERS_KEPT = 32;
const keptFilters = new WeakMap<Resource | Relation, Map<string, unknown>>();

/** `build()` for `owner`, a language and a set of names, built once and kept like `perLanguage`'s fields. */
function perFilter<T>(owner: Resource | Relation, ctx: QueryContext, wanted: ReadonlySet<string>, build: () => T): T {
  let kept = keptFilters.get(owner);
  if (!kept) keptFilters.set(owner, (kept = new Map()));
  const key = `${ctx.language};${[...wanted].sort().join(';')}`;
  if (kept.has(key)) return kept.get(key) as T;
  if (kept.size >= FILTERS_KEPT) kept.clear();
  const built = reusedPieces(build());
  kept.set(key, built);
  return built;
}

/**
 * `filter`'s names split by what they narrow: the row's own fields, and `<relation key>.<field>` for a relation
 * that can be narrowed (each checked against the fields it has).
 */
function splitFilter(resource: Resource, names: readonly string[], available: ReadonlySet<string>) {
  const own: string[] = [];
  const ofRelation = new Map<string, Set<string>>();
  for (const name of names) {
    if (available.has(name)) {
      own.push(name);
      continue;
    }
    const dot = name.indexOf('.');
    const key = dot > 0 ? name.slice(0, dot) : '';
    const narrowed = Object.values(resource.relations).find((r) => r.key === key && r.narrowed)?.narrowed;
    if (!narrowed) {
      throw bad(
        'filter',
        `filter names "${name}", which ${resource.name}s do not have. Fields: ${[...available].join(', ')}.`,
      );
    }
    const field = name.slice(dot + 1);
    const fields = narrowed.names();
    if (!fields.includes(field)) {
      throw bad('filter', `filter names "${name}", which ${key} do not have. Fields: ${fields.join(', ')}.`);
    }
    let wanted = ofRelation.get(key);
    if (!wanted) ofRelation.set(key, (wanted = new Set()));
    wanted.add(field);
  }
  return { own, ofRelation };
}

export function compileProjection(resource: Resource, params: ListParams, ctx: QueryContext): Pair[] {
  let pairs = perLanguage(resource, ctx, resource.fields);
  let ofRelation = new Map<string, Set<string>>();
  if (params.filter) {
    const available = new Set(pairs.map(([k]) => k));
    const split = splitFilter(resource, params.filter, available);
    ofRelation = split.ofRelation;
    // Only relations' fields named: the row keeps all of its own.
    if (split.own.length > 0) {
      const wanted = new Set(split.own);
      pairs = resource.filteredFields
        ? perFilter(resource, ctx, wanted, () => resource.filteredFields!(ctx, wanted))
        : pairs.filter(([k]) => wanted.has(k));
    }
  }
  const names = params.with ?? resource.defaultWith ?? [];
  const byKey = new Map<string, Pair>();
  const chosen = new Map<string, string>();
  for (const name of names) {
    const relation = resource.relations[name];
    if (!relation) {
      const allowed = Object.keys(resource.relations);
      throw bad(
        'with',
        allowed.length
          ? `Unknown relation "${name}" for ${resource.name}s. Available: ${allowed.join(', ')}.`
          : `${resource.name}s have no relations to include (got "${name}").`,
      );
    }
    // Dotted names (variations.attribute.values) deepen the same key; the deepest one asked for wins.
    const previous = chosen.get(relation.key);
    if (previous && previous.split('.').length >= name.split('.').length) continue;
    chosen.set(relation.key, name);
    // Narrowed when the relation asked for by name can be (another name under the same key may not).
    const narrowTo = ofRelation.get(relation.key);
    const narrowed = narrowTo && relation.narrowed;
    byKey.set(relation.key, [
      relation.key,
      narrowed
        ? perFilter(relation, ctx, narrowTo, () => narrowed.value(ctx, narrowTo))
        : perLanguage(relation, ctx, relation.value),
    ]);
  }
  const relationKeys = new Set(byKey.keys());
  return [...pairs.filter(([k]) => !relationKeys.has(k)), ...byKey.values()];
}
