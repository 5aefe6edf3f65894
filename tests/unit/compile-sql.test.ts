import { sql } from 'drizzle-orm';
import { integer, PgDialect, pgEnum, pgTable, text } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { compileSql, markReused } from '@/server/db/compile-sql';

// compileSql (src/server/db/compile-sql.ts) stands in for drizzle's sqlToQuery on the services' statements: the
// text and parameters must be drizzle's, for what it compiles itself and for what it hands to drizzle.
const dialect = new PgDialect({ casing: 'snake_case' });
const products = pgTable('products', { id: integer('id'), shopId: integer('shop_id'), name: text('name') });
const mood = pgEnum('mood', ['happy', 'sad']);

describe('compileSql', () => {
  const language = 'ar';
  const nested = sql`coalesce(p.translations -> ${language}::text ->> 'name', p.name)`;
  const cases: [string, ReturnType<typeof sql>][] = [
    ['text only', sql`select 1`],
    ['values of every kind', sql`select ${1}, ${'a'}, ${true}, ${null}, ${12n}, ${new Date(0)}, ${{ k: [1, 'x'] }}`],
    ['nested statements', sql`select ${nested} as name from products p where p.id = ${7} and ${sql`p.shop_id = ${3}`}`],
    [
      'sql.raw and sql.join',
      sql`select ${sql.raw('p.id')} from p where ${sql.join([sql`a = ${1}`, sql`b = ${2}`], sql` or `)}`,
    ],
    ['sql.param', sql`select ${sql.param([1, 2, 3])}::int[], ${sql.param('x')}, ${sql.param(null)}`],
    ['a list value', sql`select 1 where p.id in ${[1, 2, 3]} and p.name in ${['a', sql`lower(${'B'})`]}`],
    ['an empty piece', sql`select 1 ${undefined} ${sql``} where ${sql.empty()} true`],
    // What drizzle compiles itself: names, tables, columns, enums, placeholders, inlined values.
    ['an identifier', sql`select ${sql.identifier('weird name')} from t where x = ${1}`],
    [
      'a table and columns',
      sql`select ${products.id}, ${products.name} from ${products} where ${products.shopId} = ${5}`,
    ],
    ['an enum', sql`select ${'happy'}::${mood}`],
    ['a placeholder', sql`select * from t where id = ${sql.placeholder('id')}`],
    ['inlined values', sql`select ${"it's"}, ${3}`.inlineParams()],
    ['an inlined piece', sql`select ${sql`${'x'}`.inlineParams()}, ${4}`],
    ['a column-typed param', sql`select ${sql.param(9, products.id)}`],
  ];
  it.each(cases)('%s: drizzle’s text and parameters', (_name, query) => {
    const { sql: text, params } = dialect.sqlToQuery(query);
    expect(compileSql(query)).toEqual({ sql: text, params });
  });

  it('copies a reused piece, its parameters numbered where it stands each time, and as drizzle writes it', () => {
    const inner = markReused(sql`lower(${'X'})`);
    const piece = markReused(sql`coalesce(p.translations -> ${'de'}::text ->> 'name', ${inner}, ${sql.raw('p.$1')})`);
    const first = sql`select ${piece} where a = ${1}`;
    const second = sql`select ${2}, ${3}, ${piece}, ${inner} where ${sql`b = ${piece}`}`;
    for (const query of [first, second, first, second]) {
      const { sql: text, params } = dialect.sqlToQuery(query);
      expect(compileSql(query)).toEqual({ sql: text, params });
    }
    expect(compileSql(second).sql).toBe(
      "select $1, $2, coalesce(p.translations -> $3::text ->> 'name', lower($4), p.$1), lower($5) " +
        "where b = coalesce(p.translations -> $6::text ->> 'name', lower($7), p.$1)",
    );
    // What only drizzle compiles, reused: handed to drizzle each time.
    const named = markReused(sql`${sql.identifier('weird name')} = ${5}`);
    const { sql: text, params } = dialect.sqlToQuery(sql`select ${named}`);
    expect(compileSql(sql`select ${named}`)).toEqual({ sql: text, params });
  });

  it('numbers the parameters in order through every level', () => {
    const query = sql`a ${1} ${sql`b ${2} ${sql`c ${3}`} ${4}`} ${[5, 6]} ${7}`;
    expect(compileSql(query)).toEqual({ sql: 'a $1 b $2 c $3 $4 ($5, $6) $7', params: [1, 2, 3, 4, 5, 6, 7] });
  });
});
