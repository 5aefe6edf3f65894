import { isDeepStrictEqual } from 'node:util';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compileSql } from '@/server/db/compile-sql';
import { createTestApp, type TestApp } from './helpers/test-app';

// Every statement the services run through database.rows is compiled by compileSql (src/server/db/compile-sql.ts)
// instead of drizzle's sqlToQuery: on the storefront's reads, in several languages, with filters, sorts and
// relations, each statement's text and parameters must be drizzle's.
const dialect = new PgDialect({ casing: 'snake_case' });
let t: TestApp;
let compared = 0;
const differing: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  for (const key of ['rows', 'genericRows'] as const) {
    const run = t.database[key];
    t.database[key] = <T>(query: SQL) => {
      const { sql: text, params } = dialect.sqlToQuery(query);
      const ours = compileSql(query);
      compared++;
      if (ours.sql !== text || !isDeepStrictEqual(ours.params, params)) differing.push(text.slice(0, 300));
      return run<T>(query);
    };
  }
}, 120_000);
afterAll(() => t?.close());

const paths = [
  '/settings?language=ar',
  '/types?language=he',
  '/types/bakery?language=de',
  '/categories?type=grocery&parent=null&limit=1000&language=en',
  '/categories?type=bakery&limit=1000&language=ar',
  '/categories/fruits-vegetables?language=fr',
  '/products?searchJoin=and&with=type;author&search=type.slug:grocery;status:publish&orderBy=created_at&sortedBy=DESC&limit=20&language=en&page=1',
  '/products?searchJoin=and&with=type;author&search=type.slug:grocery;categories.slug:fruits-vegetables;status:publish&orderBy=min_price&sortedBy=ASC&limit=20&language=es&page=2',
  '/products?search=name:apple;min_price:1,50&searchJoin=and&with=categories;tags;shop&limit=10&language=zh',
  '/products?search=tags.slug:organic;shop_id:1,2,3&searchFields=shop_id:in&searchJoin=or&orderBy=sold_quantity&sortedBy=desc',
  '/products?search=in_flash_sale:1;is_digital:0;product_type:simple&searchJoin=and&limit=5',
  '/products/high-rise-wide-leg-jeans?language=ar&with=categories;shop;type;variations;variations.attribute.values;variation_options;tags',
  '/products/cold-ledger?language=he&with=categories;shop;type;variations;variation_options;tags',
  '/products/packable-ripstop-travel-duffel?language=en&with=categories;shop;type;variations;variations.attribute.values;variation_options;tags',
  '/products?searchJoin=and&search=type.slug:grocery&text=apple&language=en&limit=20',
  '/products?text=aple&limit=20',
  '/flash-sale?search=type.slug:grocery&searchJoin=and&with=products&limit=1&language=en',
  '/popular-products?type_slug=grocery&limit=10&language=en',
  '/best-selling-products?type_slug=grocery&limit=10',
  '/shops?limit=20&language=ar&search=is_active:1',
  '/authors?limit=20&orderBy=name&sortedBy=asc',
  '/manufacturers?limit=20&language=de',
  '/top-authors?limit=5',
  '/top-manufacturers?limit=5',
  '/tags?type=grocery&language=ar&limit=100',
  '/reviews?product_id=1&with=user&limit=5&orderBy=created_at&sortedBy=desc&page=1',
  '/questions?product_id=1&limit=5&orderBy=created_at&sortedBy=desc&page=1',
  '/store-notices?limit=100&language=he',
  '/terms-and-conditions?language=ar',
  '/faqs?language=en',
  // A server render's narrowed reads (filter: a card's fields, the home's campaign with its products as cards).
  '/products?searchJoin=and&with=author&search=type.slug:grocery;status:publish&orderBy=created_at&sortedBy=DESC&limit=20&language=en&filter=id;name;slug;price;sale_price;min_price;max_price',
  '/flash-sale?search=type.slug:grocery&searchJoin=and&with=products&limit=1&language=ar&filter=id;title;products.id;products.name;products.sale_price',
];

describe('compileSql on the statements of the storefront’s reads', () => {
  it.each(paths)('%s', async (path) => {
    const before = compared;
    const res = await t.get(path);
    expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(200);
    // Settings are kept in memory (settings-cache.ts): every other read runs at least one statement.
    if (!path.startsWith('/settings')) expect(compared, `${res.status}`).toBeGreaterThan(before);
    expect(differing).toEqual([]);
  });

  // A resource's fields are built once per language and compiled once (markReused): the second time each
  // statement copies them, with its parameters numbered where they stand.
  it.each(paths)('%s, again', async (path) => {
    const res = await t.get(path);
    expect(res.status).toBe(200);
    expect(differing).toEqual([]);
  });
});
