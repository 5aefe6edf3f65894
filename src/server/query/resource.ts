import type { SQL } from 'drizzle-orm';
import type { SearchOperator } from '@/shared/search-grammar';
import type { Pair } from './sql-json';

/** What a request asks a resource for; every value is already validated. */
export interface QueryContext {
  language: string;
}

export type ValueKind = 'text' | 'int' | 'bool' | 'money' | 'number';
export type SearchValue = string | number | boolean;

/** One key accepted in `search` (CONTRACT §3 `fieldSearchable`). */
export interface SearchField {
  kind: ValueKind;
  /** Operators allowed; the first is the default when `searchFields` does not name one. */
  ops: readonly SearchOperator[];
  /** The compared expression, for plain comparisons. */
  column?: SQL;
  /** A custom condition (relation filters such as `categories.slug`), given the operator and parsed values. */
  where?: (op: SearchOperator, values: SearchValue[], ctx: QueryContext) => SQL;
  /** Included when `search` holds a bare value without a field name. */
  freeText?: boolean;
}

export interface Relation {
  /** Key the relation appears under in each row. */
  key: string;
  value: (ctx: QueryContext) => SQL;
  /**
   * The relation's rows with some of their fields, for a `filter` naming `<key>.<field>` (a flash sale's products
   * as the home page's cards draw them): the names it has, and its value with a set of them.
   */
  narrowed?: { names: () => readonly string[]; value: (ctx: QueryContext, wanted: ReadonlySet<string>) => SQL };
}

/**
 * A readable collection: where its rows come from, which filters, sorts and relations clients may ask for,
 * and how one row looks on the wire. The list engine turns a validated request into one SQL statement.
 */
export interface Resource {
  /** Singular name used in messages: "product", "shop". */
  name: string;
  /** FROM clause with the alias used by every expression, e.g. sql`products p`. */
  from: SQL;
  alias: string;
  /** Conditions always applied (e.g. only published products). */
  baseWhere?: (ctx: QueryContext) => SQL | undefined;
  searchable: Record<string, SearchField>;
  sortable: Record<string, SQL>;
  defaultSort: { column: string; direction: 'asc' | 'desc' };
  /** The row's wire shape as key/expression pairs. */
  fields: (ctx: QueryContext) => Pair[];
  /**
   * The row's pairs for a `filter` (its names already checked against `fields`), for a resource whose rows nest
   * rows of their own kind: a category's `children` take the same fields. Without it, `fields` kept by key.
   */
  filteredFields?: (ctx: QueryContext, wanted: ReadonlySet<string>) => Pair[];
  /** Relations accepted in `with`; dotted names may share one output key. */
  relations: Record<string, Relation>;
  /** Relations included when the request has no `with`. */
  defaultWith?: readonly string[];
  defaultLimit: number;
  maxLimit: number;
  envelope: 'laravel' | 'helper';
}
