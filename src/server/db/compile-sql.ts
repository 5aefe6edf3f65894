import { Param, Placeholder, SQL, StringChunk } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';

const dialect = new PgDialect({ casing: 'snake_case' });

/** A statement's text and its parameters, as drizzle's `sqlToQuery` gives them. */
export interface CompiledSql {
  sql: string;
  params: unknown[];
}

/** drizzle's flag (set by `sql.inlineParams()`) that writes a statement's values into its text: drizzle's compiler. */
const inlinesParams = (query: SQL) => (query as unknown as { shouldInlineParams: boolean }).shouldInlineParams;

/** Appends `chunks` to the text and parameters; false when a chunk is one only drizzle's compiler knows. */
function append(chunks: readonly unknown[], out: { text: string[]; params: unknown[] }): boolean {
  for (const chunk of chunks) {
    if (chunk === undefined) continue;
    if (chunk === null || (typeof chunk !== 'object' && typeof chunk !== 'function' && typeof chunk !== 'symbol')) {
      out.params.push(chunk);
      out.text.push(`$${out.params.length}`);
    } else if (chunk instanceof StringChunk) {
      out.text.push(chunk.value.join(''));
    } else if (chunk instanceof SQL) {
      if (inlinesParams(chunk) || !append(chunk.queryChunks, out)) return false;
    } else if (chunk instanceof Param) {
      if (chunk.value instanceof Placeholder) return false;
      const value: unknown = chunk.value === null ? null : chunk.encoder.mapToDriverValue(chunk.value);
      if (value instanceof SQL) return false;
      out.params.push(value);
      out.text.push(`$${out.params.length}`);
    } else if (Array.isArray(chunk)) {
      // A list value: `(a, b)`, each item a chunk of its own.
      out.text.push('(');
      for (let i = 0; i < chunk.length; i++) {
        if (i > 0) out.text.push(', ');
        if (!append([chunk[i]], out)) return false;
      }
      out.text.push(')');
    } else if (chunk instanceof Date || Object.getPrototypeOf(chunk) === Object.prototype) {
      // A plain value (drizzle passes these as parameters too) that is no SQL wrapper.
      if (typeof (chunk as { getSQL?: unknown }).getSQL === 'function') return false;
      out.params.push(chunk);
      out.text.push(`$${out.params.length}`);
    } else {
      // Names, tables, columns, views, subqueries, aliases, enums, SQL wrappers: drizzle's own compiler.
      return false;
    }
  }
  return true;
}

/**
 * drizzle's `PgDialect.sqlToQuery` for the statements the services write with the `sql` tag (text, nested `sql`,
 * values, `sql.param`, lists), in one pass over the tree. drizzle's compiler builds an object, a config copy and
 * a merged result for every chunk and tests each chunk against up to eight classes by walking prototypes: a third
 * of the CPU of a product page's API call went there (its statement has a few thousand chunks). Anything else it
 * hands to drizzle, whole. Compared with drizzle's compiler on hand-made statements of every kind
 * (`tests/unit/compile-sql.test.ts`) and on every statement of the storefront's reads (`tests/api/compile-sql.test.ts`).
 */
export function compileSql(query: SQL): CompiledSql {
  const out = { text: [] as string[], params: [] as unknown[] };
  if (inlinesParams(query) || !append(query.queryChunks, out)) {
    const { sql, params } = dialect.sqlToQuery(query);
    return { sql, params };
  }
  return { sql: out.text.join(''), params: out.params };
}
