import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { parseMinorUnits } from '@/shared/money';
import { sellingPriceFromMinor } from '@/shared/selling-price';
import type { EditableProductStatus } from '@/shared/validation/back-office-products';
import { assertMay } from '../../auth/permissions';
import type { UserRoles } from '../../auth/roles';
import type { Database, Db } from '../../db/client';
import type { Attachment, ProductType } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import { getBackOfficeProduct } from './products';
import {
  categoriesWithAncestors,
  checkTags,
  fieldError,
  resolvePictures,
  rowsOf,
  searchTextOf,
  slugOf,
  writeLinks,
} from './products-input';

export interface ProductInput {
  name: string;
  description: string;
  price?: number | null;
  sale_price?: number | null;
  quantity?: number | null;
  status: EditableProductStatus;
  category_ids: number[];
  tag_ids: number[];
  image_id: number | null;
  gallery_ids: number[];
}

/**
 * A simple product's figures in cents, by the shared selling-price rule: min and max price are what a shopper
 * pays (the storefront's price filters and sorting read them). A sale price of 0 means no sale (stored as none);
 * one above the price is refused (the schema says so first; this holds for any caller).
 */
function simpleFigures(input: ProductInput) {
  if (input.price === null || input.price === undefined) throw fieldError('price', 'admin:error-price-required');
  if (input.quantity === null || input.quantity === undefined) {
    throw fieldError('quantity', 'admin:error-quantity-invalid');
  }
  const priceCents = parseMinorUnits(input.price);
  if (priceCents === null) throw fieldError('price', 'admin:error-price-invalid');
  const sale = input.sale_price === null || input.sale_price === undefined ? null : parseMinorUnits(input.sale_price);
  const salePriceCents = sale === null || sale === 0 ? null : sale;
  if (salePriceCents !== null && salePriceCents > priceCents) {
    throw fieldError('sale_price', 'admin:error-sale-price-above-price');
  }
  const selling = sellingPriceFromMinor({ priceMinor: priceCents, salePriceMinor: salePriceCents })!;
  return {
    priceCents,
    salePriceCents,
    minPriceCents: selling.unitMinor,
    maxPriceCents: selling.unitMinor,
    quantity: input.quantity,
  };
}

/** A variable product's price and stock live on its variation options, which this form does not edit. */
function refuseVariableFigures(input: ProductInput) {
  const errors: Record<string, string[]> = {};
  for (const field of ['price', 'sale_price', 'quantity'] as const) {
    if (input[field] !== null && input[field] !== undefined) errors[field] = ['admin:error-variable-figures'];
  }
  if (Object.keys(errors).length > 0) {
    throw new AppError(
      'VALIDATION_FAILED',
      'A variable product’s price, sale price and stock are set per variation option, not here.',
      { errors },
    );
  }
}

/**
 * Changes a product. Who may is decided by the STORED product's shop (no right: the same 404 as a missing
 * product); the row is locked for the transaction so two saves apply one after the other.
 */
export async function updateBackOfficeProduct(options: {
  database: Database;
  roles: UserRoles;
  productId: number;
  input: ProductInput;
}) {
  const { database, roles, productId, input } = options;
  await database.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const [stored] = rowsOf<{
      shop_id: number;
      product_type: ProductType;
      image: Attachment | null;
      gallery: Attachment[];
      translations: Record<string, { name?: string }>;
    }>(
      await tx.execute(sql`select shop_id, product_type, image, gallery, translations from products
        where id = ${productId} for update`),
    );
    const missing = () => notFound('Product', productId);
    if (!stored) throw missing();
    assertMay(roles, 'product.edit', stored.shop_id, missing);
    const categoryIds = await categoriesWithAncestors(tx, input.category_ids);
    const tagIds = await checkTags(tx, input.tag_ids);
    const pictures = await resolvePictures(tx, {
      userId: roles.userId,
      imageId: input.image_id,
      galleryIds: input.gallery_ids,
      current: stored,
    });
    let figures = sql``;
    if (stored.product_type === 'simple') {
      const f = simpleFigures(input);
      figures = sql`price_cents = ${f.priceCents}, sale_price_cents = ${f.salePriceCents},
        min_price_cents = ${f.minPriceCents}, max_price_cents = ${f.maxPriceCents}, quantity = ${f.quantity},`;
    } else refuseVariableFigures(input);
    await tx.execute(sql`update products set ${figures}
      name = ${input.name}, description = ${input.description || null}, status = ${input.status},
      search_text = ${searchTextOf(input.name, stored.translations ?? {})},
      image = ${pictures.image ? JSON.stringify(pictures.image) : null}::jsonb,
      gallery = ${JSON.stringify(pictures.gallery)}::jsonb, updated_at = now()
      where id = ${productId}`);
    await writeLinks(tx, productId, categoryIds, tagIds);
  });
  return getBackOfficeProduct({ database, roles, productId });
}

/**
 * Adds a simple product to a shop the caller may add to (a shop id without that right, or no shop: 404, as for a
 * missing shop). Its slug comes from the name; a slug already taken gets the next free number (`-2`, `-3` …), and
 * two creations racing for one slug both succeed, with different slugs (the unique index decides, then we retry).
 */
export async function createBackOfficeProduct(options: {
  database: Database;
  roles: UserRoles;
  shopId: number;
  typeId: number;
  input: ProductInput;
}) {
  const { database, roles, shopId, typeId, input } = options;
  const missing = () => notFound('Shop', shopId);
  const [shop] = await database.rows<{ id: number }>(sql`select id from shops where id = ${shopId}`);
  if (!shop) throw missing();
  assertMay(roles, 'product.create', shopId, missing);
  const f = simpleFigures(input);
  const base = slugOf(input.name);
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const productId = await database.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const [type] = rowsOf<{ id: number }>(await tx.execute(sql`select id from types where id = ${typeId}`));
      if (!type) throw fieldError('type_id', 'admin:error-type-invalid');
      const categoryIds = await categoriesWithAncestors(tx, input.category_ids);
      const tagIds = await checkTags(tx, input.tag_ids);
      const pictures = await resolvePictures(tx, {
        userId: roles.userId,
        imageId: input.image_id,
        galleryIds: input.gallery_ids,
        current: { image: null, gallery: [] },
      });
      const slug = await freeSlug(tx, base);
      const [row] = rowsOf<{ id: number }>(
        await tx.execute(sql`insert into products (slug, name, description, search_text, type_id, shop_id,
            product_type, status, price_cents, sale_price_cents, min_price_cents, max_price_cents, quantity, image,
            gallery)
          values (${slug}, ${input.name}, ${input.description || null}, ${searchTextOf(input.name, {})}, ${typeId},
            ${shopId}, 'simple', ${input.status}, ${f.priceCents}, ${f.salePriceCents}, ${f.minPriceCents},
            ${f.maxPriceCents}, ${f.quantity}, ${pictures.image ? JSON.stringify(pictures.image) : null}::jsonb,
            ${JSON.stringify(pictures.gallery)}::jsonb)
          on conflict (slug) do nothing
          returning id`),
      );
      if (!row) return null;
      await writeLinks(tx, row.id, categoryIds, tagIds);
      return row.id;
    });
    if (productId !== null) return getBackOfficeProduct({ database, roles, productId });
  }
  throw new AppError('CONFLICT', 'Another product took this name’s address at the same moment: try again.');
}

/**
 * `base`, else the first free of `base-2` … `base-50` (point lookups on the slug's unique index, never a scan of
 * the catalogue), else `base-` and a random suffix.
 */
async function freeSlug(tx: Db, base: string): Promise<string> {
  const candidates = [base, ...Array.from({ length: 49 }, (_, i) => `${base}-${i + 2}`)];
  const taken = new Set(
    rowsOf<{ slug: string }>(
      await tx.execute(
        sql`select slug from products where slug in (${sql.join(
          candidates.map((c) => sql`${c}`),
          sql`, `,
        )})`,
      ),
    ).map((r) => r.slug),
  );
  return candidates.find((c) => !taken.has(c)) ?? `${base}-${randomBytes(4).toString('hex')}`;
}
