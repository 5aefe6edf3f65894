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

interface Out {
  text: string[];
  params: unknown[];
  /** Where in `text` each parameter's placeholder is (kept while a reused piece is compiled). */
  slots?: number[];
}

function parameter(out: Out, value: unknown): void {
  out.params.push(value);
  out.slots?.push(out.text.length);
  out.text.push(`$${out.params.length}`);
}

/** A reused piece compiled: its text around its parameters' places (one more than there are parameters). */
interface Compiled {
  texts: string[];
  params: unknown[];
}

/** SQL pieces built once and then part of many statements (compile.ts keeps a resource's fields per language). */
const reused = new WeakSet<SQL>();
const compiledPieces = new WeakMap<SQL, Compiled | null>();

/**
 * Says that `piece` is never changed again and will be part of many statements: `compileSql` then walks it once
 * and afterwards copies its text, numbering its parameters where it stands (a product list's row is a few thousand
 * chunks, walked on every call: 1.2 % of a page's CPU).
 */
export function markReused<T extends SQL>(piece: T): T {
  reused.add(piece);
  return piece;
}

function compilePiece(piece: SQL): Compiled | null {
  const out: Out = { text: [], params: [], slots: [] };
  if (inlinesParams(piece) || !append(piece.queryChunks, out)) return null;
  const texts: string[] = [];
  let from = 0;
  for (const slot of out.slots!) {
    texts.push(out.text.slice(from, slot).join(''));
    from = slot + 1;
  }
  texts.push(out.text.slice(from).join(''));
  return { texts, params: out.params };
}

function appendReused(piece: SQL, out: Out): boolean {
  let compiled = compiledPieces.get(piece);
  if (compiled === undefined) compiledPieces.set(piece, (compiled = compilePiece(piece)));
  if (!compiled) return false;
  const { texts, params } = compiled;
  for (let i = 0; i < params.length; i++) {
    out.text.push(texts[i]!);
    parameter(out, params[i]);
  }
  out.text.push(texts[params.length]!);
  return true;
}

/** Appends `chunks` to the text and parameters; false when a chunk is one only drizzle's compiler knows. */
function append(chunks: readonly unknown[], out: Out): boolean {
  for (const chunk of chunks) {
    if (chunk === undefined) continue;
    if (chunk === null || (typeof chunk !== 'object' && typeof chunk !== 'function' && typeof chunk !== 'symbol')) {
      parameter(out, chunk);
    } else if (chunk instanceof StringChunk) {
      out.text.push(chunk.value.join(''));
    } else if (chunk instanceof SQL) {
      if (reused.has(chunk)) {
        if (!appendReused(chunk, out)) return false;
      } else if (inlinesParams(chunk) || !append(chunk.queryChunks, out)) return false;
    } else if (chunk instanceof Param) {
      if (chunk.value instanceof Placeholder) return false;
      const value: unknown = chunk.value === null ? null : chunk.encoder.mapToDriverValue(chunk.value);
      if (value instanceof SQL) return false;
      parameter(out, value);
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
      parameter(out, chunk);
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
  const out: Out = { text: [], params: [] };
  if (inlinesParams(query) || !append(query.queryChunks, out)) {
    const { sql, params } = dialect.sqlToQuery(query);
    return { sql, params };
  }
  return { sql: out.text.join(''), params: out.params };
}
