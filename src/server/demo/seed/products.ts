import { toMinorUnits } from '@/shared/money';
import { sellingPriceFromMinor } from '@/shared/selling-price';
import {
  attributes,
  attributeValues,
  categories,
  digitalFiles,
  productAttributeValues,
  productCategories,
  products,
  productTags,
  variationOptions,
} from '../../db/schema';
import { type SeedContext, toTranslations } from './context';
import { seedAttributes } from '../data/attributes';
import { seedProducts } from '../data/catalogue';
import type { SeedProduct } from './types';
import { required } from './vendors';

const cents = toMinorUnits;

/** What a shopper pays for a seeded price pair, by the storefront's own rule: min_price/max_price span it. */
const selling = (v: { price: number; salePrice?: number }) =>
  sellingPriceFromMinor({
    priceMinor: cents(v.price),
    salePriceMinor: v.salePrice === undefined ? null : cents(v.salePrice),
  })!.unitMinor;

export interface DigitalFileToWrite {
  storagePath: string;
  product: SeedProduct;
}

/** Inserts attributes and products; returns the digital files the caller should write to disk. */
export async function seedProductsStep(ctx: SeedContext): Promise<DigitalFileToWrite[]> {
  const valueIds = new Map<string, { id: number; attribute: string; value: string }>();
  for (const attr of seedAttributes) {
    const [row] = await ctx.tx
      .insert(attributes)
      .values({ slug: attr.slug, name: attr.name, translations: toTranslations(attr.i18n) })
      .returning({ id: attributes.id });
    const inserted = await ctx.tx
      .insert(attributeValues)
      .values(
        attr.values.map((v) => ({
          attributeId: row!.id,
          slug: v.slug,
          value: v.value,
          meta: v.meta,
          translations: toTranslations(v.i18n),
        })),
      )
      .returning({ id: attributeValues.id, slug: attributeValues.slug, value: attributeValues.value });
    for (const v of inserted)
      valueIds.set(`${attr.slug}:${v.slug}`, { id: v.id, attribute: attr.name, value: v.value });
  }

  const parents = new Map<number, number | null>();
  for (const c of await ctx.tx.select({ id: categories.id, parentId: categories.parentId }).from(categories)) {
    parents.set(c.id, c.parentId);
  }

  const files: DigitalFileToWrite[] = [];
  for (const [index, p] of seedProducts.entries()) {
    const id = await insertProduct(ctx, p, index, valueIds, parents);
    if (p.digitalFile) {
      const storagePath = `digital/${p.slug}/${p.digitalFile.fileName}`;
      await ctx.tx.insert(digitalFiles).values({
        fileableType: 'product',
        fileableId: id,
        fileName: p.digitalFile.fileName,
        storagePath,
        mimeType: 'application/pdf',
      });
      files.push({ storagePath, product: p });
    }
  }
  return files;
}

async function insertProduct(
  ctx: SeedContext,
  p: SeedProduct,
  index: number,
  valueIds: Map<string, { id: number; attribute: string; value: string }>,
  parents: Map<number, number | null>,
): Promise<number> {
  const variable = Boolean(p.variations?.length);
  const sellingCents = variable ? p.variations!.map(selling) : [selling(p)];
  const names = [p.name, ...Object.values(p.i18n).map((t) => t?.name ?? '')].join(' ').toLowerCase();
  const [row] = await ctx.tx
    .insert(products)
    .values({
      slug: p.slug,
      name: p.name,
      description: p.description,
      searchText: names.trim(),
      typeId: required(ctx.ids.type, p.type, 'type'),
      shopId: required(ctx.ids.shop, p.shop, 'shop'),
      authorId: p.author ? required(ctx.ids.author, p.author, 'author') : null,
      manufacturerId: p.manufacturer ? required(ctx.ids.manufacturer, p.manufacturer, 'manufacturer') : null,
      productType: variable ? 'variable' : 'simple',
      status: p.status ?? 'publish',
      priceCents: variable ? null : cents(p.price),
      salePriceCents: variable || p.salePrice === undefined ? null : cents(p.salePrice),
      minPriceCents: Math.min(...sellingCents),
      maxPriceCents: Math.max(...sellingCents),
      quantity: variable ? p.variations!.reduce((sum, v) => sum + v.quantity, 0) : p.quantity,
      unit: p.unit,
      sku: `${p.type.slice(0, 3).toUpperCase()}-${String(index + 1).padStart(4, '0')}`,
      isFeatured: Boolean(p.featured),
      isDigital: Boolean(p.digitalFile),
      isTaxable: !p.digitalFile,
      image: ctx.picture(`product-${p.slug}.webp`, { shape: 'square', ...p.art }),
      gallery: [p.art, ...(p.gallery ?? [])].map((art, i) =>
        ctx.picture(`product-${p.slug}-${i + 1}.webp`, { shape: 'square', variant: i + 1, ...art }),
      ),
      translations: toTranslations(p.i18n),
      // Spread over the last months so "newest first" means something.
      createdAt: ctx.daysFromNow(-ctx.random.int(1, 240)),
    })
    .returning({ id: products.id });
  const id = row!.id;
  ctx.ids.product.set(p.slug, id);

  // A product belongs to its categories and their ancestors, so a parent category lists its children's products.
  const categoryIds = new Set<number>();
  for (const slug of p.categories) {
    let current: number | null | undefined = required(ctx.ids.category, slug, 'category');
    while (current) {
      categoryIds.add(current);
      current = parents.get(current) ?? null;
    }
  }
  if (categoryIds.size > 0) {
    await ctx.tx
      .insert(productCategories)
      .values([...categoryIds].map((categoryId) => ({ productId: id, categoryId })));
  }
  if (p.tags?.length) {
    await ctx.tx
      .insert(productTags)
      .values(p.tags.map((slug) => ({ productId: id, tagId: required(ctx.ids.tag, slug, 'tag') })));
  }

  if (variable) {
    const used = new Set<number>();
    const rows = p.variations!.map((v, i) => {
      const picked = Object.entries(v.options).map(([attr, value]) => {
        const found = valueIds.get(`${attr}:${value}`);
        if (!found) throw new Error(`seed: product ${p.slug} uses unknown attribute value ${attr}:${value}`);
        used.add(found.id);
        return found;
      });
      return {
        productId: id,
        title: picked.map((x) => x.value).join('/'),
        priceCents: cents(v.price),
        salePriceCents: v.salePrice === undefined ? null : cents(v.salePrice),
        quantity: v.quantity,
        sku: `${p.slug}-${i + 1}`,
        options: picked.map((x) => ({ name: x.attribute, value: x.value })),
        isDigital: Boolean(v.isDigital),
      };
    });
    await ctx.tx.insert(variationOptions).values(rows);
    await ctx.tx
      .insert(productAttributeValues)
      .values([...used].map((attributeValueId) => ({ productId: id, attributeValueId })));
  }
  return id;
}
