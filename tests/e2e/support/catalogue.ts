import type { APIRequestContext } from '@playwright/test';
import { expect } from '@playwright/test';
import type { ApiSchemas } from '@/framework/rest/types';

/**
 * Looks up what the tests visit through the server's own API, so they seed nothing and follow whatever the
 * catalogue holds: a variable product of the home type, a shop, a search term. The answers are typed as the
 * API's OpenAPI document describes them (the generated src/framework/rest/api-schema.d.ts).
 */
export type WireProduct = ApiSchemas['ProductDetail'];
export type ProductPage = ApiSchemas['ProductPage'];
export type WireShop = ApiSchemas['Shop'];

/** An API answer that must be OK, as JSON. */
export async function json<T>(request: APIRequestContext, url: string): Promise<T> {
  const res = await request.get(url);
  expect(res.ok(), `${url} answers ${res.status()}`).toBe(true);
  return (await res.json()) as T;
}

/** The first entry of a paginated list answer, which must not be empty. */
export async function first<T>(request: APIRequestContext, url: string): Promise<T> {
  const page = await json<{ data: T[] }>(request, url);
  expect(page.data.length, `${url} lists something`).toBeGreaterThan(0);
  return page.data[0]!;
}

/** The type shown on the home page (settings.isHome), or the first one. */
export async function homeType(request: APIRequestContext): Promise<ApiSchemas['Type']> {
  const types = await json<ApiSchemas['Type'][]>(request, '/api/types');
  return types.find((type) => type.settings.isHome) ?? types[0]!;
}

/** A variable product (with its full detail) of the given type, or of any type. */
export async function variableProduct(request: APIRequestContext, type?: string): Promise<WireProduct> {
  const search = ['product_type:variable', ...(type ? [`type.slug:${type}`] : [])].join(';');
  const page = await json<ProductPage>(
    request,
    `/api/products?search=${encodeURIComponent(search)}&searchJoin=and&limit=1`,
  );
  expect(page.data.length, `a variable product${type ? ` of ${type}` : ''}`).toBeGreaterThan(0);
  return json<WireProduct>(request, `/api/products/${page.data[0]!.slug}`);
}

/** A simple product that can be bought (in stock, sold here rather than on another site), with its detail. */
export async function simpleProduct(request: APIRequestContext): Promise<WireProduct> {
  const page = await json<ProductPage>(request, '/api/products?search=product_type:simple&searchJoin=and&limit=30');
  const product = page.data.find((p) => p.quantity > 1 && p.in_stock && !p.is_external);
  expect(product, 'a simple product in stock').toBeDefined();
  return json<WireProduct>(request, `/api/products/${product!.slug}`);
}

export function firstShop(request: APIRequestContext): Promise<WireShop> {
  return first<WireShop>(request, '/api/shops?limit=1');
}

/** A shop's position (its settings.location). */
export function shopPosition(shop: WireShop): { lat: number; lng: number } {
  const { lat, lng } = shop.settings.location;
  return { lat, lng };
}

/** An option the shop can sell (in stock, not disabled), preferring the one with the most stock. */
export function sellableOption(product: WireProduct) {
  const options = product.variation_options.filter((o) => !o.is_disable && o.quantity > 1);
  expect(options.length, `${product.slug} has a sellable option`).toBeGreaterThan(0);
  return options.sort((a, b) => b.quantity - a.quantity)[0]!;
}

/** A product's most specific category and its parent (the category menu lists parents first). */
export function categoryPath(product: WireProduct) {
  const parents = new Set(product.categories.map((c) => c.parent_id).filter(Boolean));
  const leaf = product.categories.find((c) => !parents.has(c.id)) ?? product.categories[0]!;
  const parent = product.categories.find((c) => c.id === leaf.parent_id);
  return { leaf, parent };
}

/** Money as the storefront shows it with the demo settings (USD, en-US, two decimals). */
export const usd = (amount: number | string) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 }).format(
    Number(amount),
  );
