import { type SQL, sql } from 'drizzle-orm';
import { fromMinorUnits } from '@/shared/money';
import { sellingPriceFromMinor } from '@/shared/selling-price';
import type { Attachment, ProductStatus, ProductType } from '../../db/schema';
import { assertMay, assertMayAnywhere, may } from '../../auth/permissions';
import type { UserRoles } from '../../auth/roles';
import type { Database } from '../../db/client';
import { notFound } from '../../errors';
import { escapeLike } from '../../query/compile';

export interface BackOfficeProductFilter {
  search?: string;
  status?: ProductStatus;
  shop_id?: number;
  /** Fewest units first (then id), instead of newest first. */
  low_stock: boolean;
  /** The previous page's next_cursor: `id` (newest first) or `quantity.id` (low stock first). */
  after?: string;
  limit: number;
}

interface ListRow {
  id: number;
  slug: string;
  name: string;
  status: ProductStatus;
  product_type: ProductType;
  price_cents: number | null;
  sale_price_cents: number | null;
  min_price_cents: number;
  max_price_cents: number;
  quantity: number;
  shop_id: number;
  shop_name: string;
  image: Attachment | null;
  updated_at: Date | string;
}

const money = (cents: number | null) => (cents === null ? null : fromMinorUnits(cents));

function listItem(r: ListRow) {
  return {
    id: r.id,
    slug: r.slug,
    name: r.name,
    status: r.status,
    product_type: r.product_type,
    price: money(r.price_cents),
    sale_price: money(r.sale_price_cents),
    min_price: fromMinorUnits(r.min_price_cents),
    max_price: fromMinorUnits(r.max_price_cents),
    quantity: r.quantity,
    shop: { id: r.shop_id, name: r.shop_name },
    image: r.image,
    updated_at: new Date(r.updated_at).toISOString(),
  };
}

/**
 * The shops a list reads: null for every shop (the operator without a shop filter), else the ids (the caller's
 * shops, narrowed by shop_id; a shop_id outside them leaves none).
 */
function listedShops(roles: UserRoles, shopId: number | undefined): number[] | null {
  const all = may(roles, 'product.list-all');
  if (shopId !== undefined)
    return all || roles.ownerOf.includes(shopId) || roles.staffOf.includes(shopId) ? [shopId] : [];
  return all ? null : [...new Set([...roles.ownerOf, ...roles.staffOf])];
}

/**
 * The products the caller may see in the back office (every status): owners and staff their active shops', the
 * operator every shop's. Newest first, or fewest units first. Paged by keyset (`after` = the last row's cursor), so
 * a page reads the rows it shows from an index however large the catalogue: per shop (products_shop_id_idx,
 * products_shop_quantity_idx; a caller of several shops reads each shop's first rows and merges them), or for the
 * operator over every shop (the primary key, products_status_id_cover_idx, products_quantity_idx). One row more is
 * read to know whether another page follows, and nothing is counted.
 */
export async function findBackOfficeProducts(options: {
  database: Database;
  roles: UserRoles;
  filter: BackOfficeProductFilter;
}) {
  const { database, roles, filter } = options;
  assertMayAnywhere(roles, 'product.read');
  const shops = listedShops(roles, filter.shop_id);
  const where: SQL[] = [];
  if (filter.status) where.push(sql`p.status = ${filter.status}`);
  if (filter.search) {
    // search_text holds the names in every language, lower-cased, behind a trigram index.
    where.push(sql`p.search_text like ${`%${escapeLike(filter.search.toLowerCase())}%`}`);
  }
  if (filter.after) {
    const [first, second] = filter.after.split('.').map(Number);
    if (filter.low_stock && second !== undefined) where.push(sql`(p.quantity, p.id) > (${first}, ${second})`);
    else if (!filter.low_stock && second === undefined) where.push(sql`p.id < ${first}`);
  }
  const order = (alias: string) =>
    filter.low_stock ? sql.raw(`${alias}.quantity asc, ${alias}.id asc`) : sql.raw(`${alias}.id desc`);
  const columns = sql`p.id, p.slug, p.name, p.status, p.product_type, p.price_cents, p.sale_price_cents,
    p.min_price_cents, p.max_price_cents, p.quantity, p.shop_id, p.image, p.updated_at`;
  const limit = filter.limit + 1;
  const conditions = (extra: SQL[]) => {
    const all = [...extra, ...where];
    return all.length ? sql`where ${sql.join(all, sql` and `)}` : sql``;
  };
  let rows: ListRow[] = [];
  if (shops === null) {
    rows = await database.rows<ListRow>(sql`
      select ${columns}, s.name as shop_name from products p join shops s on s.id = p.shop_id
      ${conditions([])} order by ${order('p')} limit ${limit}`);
  } else if (shops.length > 0) {
    // Each shop's first rows from its own index, then merged: an owner of several shops never walks the catalogue.
    rows = await database.rows<ListRow>(sql`
      select x.*, s.name as shop_name
      from (values ${sql.join(
        shops.map((id) => sql`(${id}::int)`),
        sql`, `,
      )}) as mine(shop_id)
      cross join lateral (
        select ${columns} from products p ${conditions([sql`p.shop_id = mine.shop_id`])}
        order by ${order('p')} limit ${limit}
      ) x
      join shops s on s.id = x.shop_id
      order by ${order('x')} limit ${limit}`);
  }
  const page = rows.slice(0, filter.limit);
  const last = page.at(-1);
  const hasMore = rows.length > filter.limit && last !== undefined;
  return {
    data: page.map(listItem),
    per_page: filter.limit,
    has_more: hasMore,
    next_cursor: hasMore ? (filter.low_stock ? `${last.quantity}.${last.id}` : String(last.id)) : null,
  };
}

interface DetailRow extends ListRow {
  description: string | null;
  type_id: number;
  type_name: string;
  gallery: Attachment[];
  variation_count: number;
}

/** One product as the back office edits it; the caller must have `action` on the stored product's shop, else 404. */
export async function getBackOfficeProduct(options: {
  database: Database;
  roles: UserRoles;
  productId: number;
  action?: 'product.read' | 'product.edit';
}) {
  const { database, roles, productId } = options;
  const [row] = await database.rows<DetailRow>(sql`
    select p.id, p.slug, p.name, p.description, p.status, p.product_type, p.price_cents, p.sale_price_cents,
      p.min_price_cents, p.max_price_cents, p.quantity, p.shop_id, s.name as shop_name, p.image, p.gallery,
      p.updated_at, p.type_id, t.name as type_name,
      (select count(*)::int from variation_options v where v.product_id = p.id) as variation_count
    from products p join shops s on s.id = p.shop_id join types t on t.id = p.type_id
    where p.id = ${productId}`);
  const missing = () => notFound('Product', productId);
  if (!row) throw missing();
  assertMay(roles, options.action ?? 'product.read', row.shop_id, missing);
  const [categories, tags] = await Promise.all([
    database.rows<{ id: number; name: string; parent_id: number | null }>(sql`
      select c.id, c.name, c.parent_id from product_categories pc join categories c on c.id = pc.category_id
      where pc.product_id = ${productId} order by c.name, c.id`),
    database.rows<{ id: number; name: string }>(sql`
      select t.id, t.name from product_tags pt join tags t on t.id = pt.tag_id
      where pt.product_id = ${productId} order by t.name, t.id`),
  ]);
  const selling = sellingPriceFromMinor({ priceMinor: row.price_cents, salePriceMinor: row.sale_price_cents });
  return {
    ...listItem(row),
    description: row.description ?? '',
    type: { id: row.type_id, name: row.type_name },
    gallery: row.gallery,
    categories: categories.map((c) => ({ id: c.id, name: c.name })),
    tags,
    /** What a shopper pays now (the shared selling-price rule); null for a variable product (per option). */
    selling_price: row.product_type === 'simple' && selling ? selling.price : null,
    variation_count: row.variation_count,
  };
}

export type BackOfficeProduct = Awaited<ReturnType<typeof getBackOfficeProduct>>;
