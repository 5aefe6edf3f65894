import { type SQL, sql } from 'drizzle-orm';
import { escapeLike } from '../../query/compile';
import type { SearchField } from '../../query/resource';
import { col, type Pair, servedLanguage, timestamp, translatedLanguages } from '../../query/sql-json';

/** `language` and `translated_languages` for a translatable row. */
export function languagePairs(alias: string, language: string): Pair[] {
  return [
    ['language', servedLanguage(alias, language)],
    ['translated_languages', translatedLanguages(alias)],
  ];
}

export function timestampPairs(alias: string): Pair[] {
  return [
    ['created_at', timestamp(col(alias, 'created_at'))],
    ['updated_at', timestamp(col(alias, 'updated_at'))],
  ];
}

/** The `language:<code>` search field: English matches every row, another code rows translated into it. */
export function languageField(alias: string): SearchField {
  return {
    kind: 'text',
    ops: ['='],
    where: (_op, values) => {
      const lang = String(values[0]);
      return lang === 'en' ? sql`true` : sql`${sql.raw(`${alias}.translations`)} ? ${lang}::text`;
    },
  };
}

/**
 * A translatable text column as a search field. `like` matches the English column or the same field in any
 * translation, so a shopper reading Arabic can search in Arabic; `=` compares the English column exactly.
 */
export function translatedTextField(alias: string, field: string, options: { freeText?: boolean } = {}): SearchField {
  const column = col(alias, field);
  const translations = col(alias, 'translations');
  return {
    kind: 'text',
    ops: ['like', '='],
    freeText: options.freeText,
    where: (op, values) => {
      if (op !== 'like') return sql`${column} = any(${sql.param(values.map(String))}::text[])`;
      const pattern = `%${escapeLike(String(values[0]))}%`;
      return sql`(${column} ilike ${pattern} or exists (
        select 1 from jsonb_each(${translations}) tr where tr.value ->> ${field}::text ilike ${pattern}))`;
    },
  };
}

/** An optional plain query parameter holding a row id (`?product_id=12`) as a condition. */
export function idCondition(column: SQL, id: number | undefined): SQL | undefined {
  return id === undefined ? undefined : sql`${column} = ${id}::bigint`;
}
