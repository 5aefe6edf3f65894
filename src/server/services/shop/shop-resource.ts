import { type SQL, sql } from 'drizzle-orm';
import type { Resource } from '../../query/resource';
import { col, jsonObject, type Pair, tr } from '../../query/sql-json';
import { languagePairs, timestampPairs, translatedTextField } from '../shared/fields';
import { keptProductCount } from '../shared/relations';

/**
 * Published products of the shop on alias `s`, from the kept counts: those count active shops' products, and only
 * active shops are ever answered (baseWhere).
 */
const productsCount = keptProductCount('shop', sql`s.id`);

/** Orders placed with the shop: raised by each checkout, started from the sales history by the seed. */
const ordersCount = sql`s.orders_count`;

/** Public owner card: never the email, password hash, role or sign-in details. */
const owner = sql`(select ${jsonObject([
  ['id', sql`u.id`],
  ['name', sql`u.name`],
  [
    'profile',
    sql`case when up.id is null then null else ${jsonObject([
      ['id', sql`up.id`],
      ['avatar', sql`up.avatar`],
      ['bio', sql`up.bio`],
    ])} end`,
  ],
])} from users u left join user_profiles up on up.customer_id = u.id where u.id = s.owner_id)`;

const ownerName = sql`(select u.name from users u where u.id = s.owner_id)`;

/**
 * Whether the shop on alias `s` has published products in the category whose id is `category`, from the counts
 * kept per category and shop (product_category_facet_counts, migration 0027_owner-counts): looking for one of the
 * shop's products in a category walked its links, and a shop's page, which does it for every category, took 4 s
 * at a million products. Only active shops are answered, and the kept counts are of active shops' products.
 */
function hasProductsIn(category: SQL): SQL {
  return sql`exists (select 1 from product_category_facet_counts f
    where f.category_id = ${category} and f.facet = 'shop' and f.value_id = s.id and f.products > 0)`;
}

/** Categories of the shop's published products (CONTRACT §4: the detail adds them). */
export function shopCategories(language: string): SQL {
  const row = jsonObject([
    ['id', sql`c.id`],
    ['name', tr('c', 'name', language)],
    ['slug', sql`c.slug`],
  ]);
  return sql`coalesce((select json_agg(${row} order by c.name, c.id) from categories c
    where ${hasProductsIn(sql`c.id`)}), '[]'::json)`;
}

/** The list shape of a shop (CONTRACT §4 Shop). */
export function shopPairs(language: string): Pair[] {
  return [
    ['id', col('s', 'id')],
    ['owner_id', col('s', 'owner_id')],
    ['name', tr('s', 'name', language)],
    ['slug', col('s', 'slug')],
    ['description', tr('s', 'description', language)],
    ['cover_image', col('s', 'cover_image')],
    ['logo', col('s', 'logo')],
    ['is_active', col('s', 'is_active')],
    ['address', col('s', 'address')],
    // settings.notifications holds the owner's private notification address; it is for the owner only.
    ['settings', sql`s.settings - 'notifications'`],
    ...languagePairs('s', language),
    ...timestampPairs('s'),
    ['products_count', productsCount],
    ['orders_count', ordersCount],
    ['owner', owner],
  ];
}

/** Vendors. Only active shops exist for the public API, whatever the request asks for. */
export const shopResource: Resource = {
  name: 'shop',
  from: sql`shops s`,
  alias: 's',
  baseWhere: () => sql`s.is_active`,
  searchable: {
    name: translatedTextField('s', 'name', { freeText: true }),
    is_active: { kind: 'bool', ops: ['='], column: sql`s.is_active` },
    slug: { kind: 'text', ops: ['=', 'in'], column: sql`s.slug` },
    'categories.slug': {
      kind: 'text',
      ops: ['in', '='],
      where: (_op, values) => sql`exists (select 1 from categories c
        where c.slug = any(${sql.param(values.map(String))}::text[]) and ${hasProductsIn(sql`c.id`)})`,
    },
    'users.name': { kind: 'text', ops: ['like', '='], column: ownerName },
    'owner.name': { kind: 'text', ops: ['like', '='], column: ownerName },
  },
  sortable: {
    created_at: sql`s.created_at`,
    updated_at: sql`s.updated_at`,
    name: sql`s.name`,
    id: sql`s.id`,
    products_count: productsCount,
    orders_count: ordersCount,
  },
  defaultSort: { column: 'created_at', direction: 'desc' },
  fields: ({ language }) => shopPairs(language),
  relations: {
    owner: { key: 'owner', value: () => owner },
    categories: { key: 'categories', value: ({ language }) => shopCategories(language) },
  },
  defaultLimit: 15,
  maxLimit: 100,
  envelope: 'laravel',
};

/** GET /shops/{slug}: the list shape plus the shop's categories. */
export const shopDetailResource: Resource = {
  ...shopResource,
  fields: ({ language }) => [...shopPairs(language), ['categories', shopCategories(language)]],
};
