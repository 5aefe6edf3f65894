import { sql } from 'drizzle-orm';
import type { Resource } from '../../query/resource';
import { col, tr } from '../../query/sql-json';
import { keptProductCount } from '../shared/relations';
import { languageField, languagePairs, timestampPairs } from '../shared/fields';

/** Published books (products) of active shops written by the author, from the kept counts. */
export const authorProductsCount = keptProductCount('author', sql`a.id`);

/** Book authors: CONTRACT §4 Author. Only approved authors are public. */
export const authorResource: Resource = {
  name: 'author',
  from: sql`authors a`,
  alias: 'a',
  baseWhere: () => sql`a.is_approved`,
  searchable: {
    name: { kind: 'text', ops: ['like', '='], column: sql`a.name`, freeText: true },
    slug: { kind: 'text', ops: ['=', 'in'], column: sql`a.slug` },
    is_approved: { kind: 'bool', ops: ['='], column: sql`a.is_approved` },
    language: languageField('a'),
  },
  sortable: {
    name: sql`a.name`,
    created_at: sql`a.created_at`,
    id: sql`a.id`,
    products_count: authorProductsCount,
  },
  defaultSort: { column: 'created_at', direction: 'desc' },
  fields: ({ language }) => [
    ['id', col('a', 'id')],
    ['name', tr('a', 'name', language)],
    ['slug', col('a', 'slug')],
    ...languagePairs('a', language),
    ['is_approved', col('a', 'is_approved')],
    ['bio', tr('a', 'bio', language)],
    ['quote', tr('a', 'quote', language)],
    ['born', col('a', 'born')],
    ['death', col('a', 'death')],
    ['languages', col('a', 'languages')],
    ['socials', col('a', 'socials')],
    ['image', col('a', 'image')],
    ['cover_image', col('a', 'cover_image')],
    ['products_count', authorProductsCount],
    ...timestampPairs('a'),
  ],
  relations: {},
  defaultLimit: 15,
  maxLimit: 100,
  envelope: 'laravel',
};

/** The same rows for `/top-authors`: a short plain array. */
export const topAuthorResource: Resource = { ...authorResource, defaultLimit: 10, maxLimit: 50 };
