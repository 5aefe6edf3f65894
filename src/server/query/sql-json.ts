import { type SQL, sql } from 'drizzle-orm';

/**
 * Helpers for building wire shapes inside PostgreSQL: list queries return ready JSON text, so Node only
 * concatenates strings instead of parsing rows and serialising them again.
 */
export type Pair = readonly [key: string, value: SQL];

/**
 * A JSON object with the given keys, in order. row_to_json over a one-row subselect writes compact JSON
 * and, unlike json_build_object, has no 100-argument limit.
 */
export function jsonObject(pairs: readonly Pair[]): SQL {
  const columns = pairs.map(([key, value]) => {
    if (!/^[a-z_][a-z0-9_]*$/i.test(key)) throw new Error(`jsonObject: unsafe key ${key}`);
    return sql`${value} as ${sql.raw(`"${key}"`)}`;
  });
  return sql`(select row_to_json(_j) from (select ${sql.join(columns, sql`, `)}) _j)`;
}

/** Column reference on a table alias, e.g. col('p', 'name'). Aliases and names come from code, never input. */
export function col(alias: string, column: string): SQL {
  return sql.raw(`${alias}.${column}`);
}

/** A translated text field: the requested language's value when present, else the base (English) column. */
export function tr(alias: string, field: string, language: string, column = field): SQL {
  return sql`coalesce(${sql.raw(`${alias}.translations`)} -> ${language}::text ->> ${sql.raw(`'${field}'`)}, ${col(alias, column)})`;
}

/** The language a row is served in: the requested one if the row has a translation, else English. */
export function servedLanguage(alias: string, language: string): SQL {
  return sql`case when ${sql.raw(`${alias}.translations`)} ? ${language}::text then ${language}::text else 'en' end`;
}

/** ['en', …languages with a translation]. */
export function translatedLanguages(alias: string): SQL {
  return sql`(select json_agg(l) from (select 'en' as l union all select jsonb_object_keys(${sql.raw(`${alias}.translations`)})) langs)`;
}

/** Integer cents as a number with two decimals (null stays null). */
export function money(expression: SQL): SQL {
  return sql`round(${expression} / 100.0, 2)`;
}

/** ISO-8601 timestamp text like Laravel's (UTC, microseconds). */
export function timestamp(expression: SQL): SQL {
  return sql`to_char(${expression} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
}
