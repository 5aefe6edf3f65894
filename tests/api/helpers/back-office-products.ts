import { sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';

/**
 * Bodies for the back office's product endpoints, read from the stored rows (so a test changes one field and
 * keeps the rest as they are).
 */
export async function editableProduct(database: Database, id: number) {
  const [row] = await database.rows<{
    name: string;
    description: string | null;
    price_cents: number | null;
    sale_price_cents: number | null;
    quantity: number;
    product_type: string;
    status: string;
    image_id: number | null;
    gallery_ids: number[];
  }>(sql`select name, description, price_cents, sale_price_cents, quantity, product_type, status,
      (image->>'id')::int as image_id,
      coalesce((select array_agg((g->>'id')::int) from jsonb_array_elements(gallery) g), '{}') as gallery_ids
    from products where id = ${id}`);
  const categories = await database.rows<{ id: number }>(
    sql`select category_id as id from product_categories where product_id = ${id} order by category_id`,
  );
  const tags = await database.rows<{ id: number }>(
    sql`select tag_id as id from product_tags where product_id = ${id} order by tag_id`,
  );
  const simple = row!.product_type === 'simple';
  return {
    name: row!.name,
    description: row!.description ?? '',
    price: simple ? row!.price_cents! / 100 : null,
    sale_price: simple && row!.sale_price_cents !== null ? row!.sale_price_cents / 100 : null,
    quantity: simple ? row!.quantity : null,
    status: row!.status === 'publish' ? 'publish' : 'draft',
    category_ids: categories.map((c) => c.id),
    tag_ids: tags.map((t) => t.id),
    image_id: row!.image_id,
    gallery_ids: row!.gallery_ids,
  };
}

/** A valid POST /admin/products body for `shopId`: a draft of the first product type, no links or pictures. */
export async function newProductBody(database: Database, shopId: number) {
  const [type] = await database.rows<{ id: number }>(sql`select id from types order by id limit 1`);
  return {
    shop_id: shopId,
    type_id: type!.id,
    name: 'A new product',
    description: 'Made in the back office.',
    price: 12.5,
    sale_price: null,
    quantity: 7,
    status: 'draft',
    category_ids: [],
    tag_ids: [],
    image_id: null,
    gallery_ids: [],
  };
}
