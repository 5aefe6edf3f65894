import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { jsonObject } from '@/server/query/sql-json';
import { flashSaleResource } from '@/server/services/flash-sale/flash-sale-resource';
import { productDetailFields } from '@/server/services/product/product-detail-fields';

/**
 * The row limits of the subqueries a product's page and a flash sale embed are written into the statement, not sent
 * as parameters: a prepared statement's generic plan cannot see a parameter's value and plans such a subquery as if
 * it returned a tenth of its rows. PostgreSQL took that plan for the product detail after five calls and sorted a
 * whole category to show ten related products (12 ms a call at a million products; 5.7 ms with the limit written).
 */
const dialect = new PgDialect({ casing: 'snake_case' });
const text = (query: SQL) => dialect.sqlToQuery(query).sql;

describe('limits written into statements', () => {
  it('the product detail (related products) has no limit as a parameter', () => {
    const statement = text(jsonObject(productDetailFields('en')));
    expect(statement).toMatch(/limit 10\b/i);
    expect(statement).not.toMatch(/limit \$\d+/i);
  });

  it('a flash sale’s embedded products have no limit as a parameter', () => {
    const statement = text(flashSaleResource.relations!.products!.value({ language: 'de' }));
    expect(statement).toMatch(/limit 12\b/i);
    expect(statement).not.toMatch(/limit \$\d+/i);
  });
});
