import type { APIRequestContext } from '@playwright/test';
import { expect } from '@playwright/test';

/**
 * Looks up what the tests visit through the server's own API, so they seed nothing and follow whatever the
 * catalogue holds: a variable product of the home type, a shop, a search term.
 */
export interface WireProduct {
  id: number;
  name: string;
  slug: string;
  product_type: 'simple' | 'variable';
  price: number | null;
  sale_price: number | null;
  min_price: number | null;
  max_price: number | null;
  quantity: number;
  type: { slug: string };
  shop: { name: string; slug: string };
  categories: { id: number; name: string; slug: string; parent_id: number | null }[];
  variation_options: {
    id: number;
    title: string;
    price: string;
    sale_price: string | null;
    quantity: number;
    is_disable: boolean;
    options: { name: string; value: string }[];
  }[];
}

export interface WireShop {
  id: number;
  name: string;
  slug: string;
  lat?: number;
  lng?: number;
  settings?: { location?: { lat?: number; lng?: number } };
}

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
export async function homeType(request: APIRequestContext): Promise<{ slug: string; name: string }> {
  const types = await json<{ slug: string; name: string; settings?: { isHome?: boolean } }[]>(request, '/api/types');
  return types.find((type) => type.settings?.isHome) ?? types[0]!;
}

/** A variable product (with its full detail) of the given type, or of any type. */
export async function variableProduct(request: APIRequestContext, type?: string): Promise<WireProduct> {
  const search = ['product_type:variable', ...(type ? [`type.slug:${type}`] : [])].join(';');
  const page = await json<{ data: WireProduct[] }>(
    request,
    `/api/products?search=${encodeURIComponent(search)}&searchJoin=and&limit=1`,
  );
  expect(page.data.length, `a variable product${type ? ` of ${type}` : ''}`).toBeGreaterThan(0);
  return json<WireProduct>(request, `/api/products/${page.data[0]!.slug}`);
}

/** A simple product that can be bought (in stock, sold here rather than on another site), with its detail. */
export async function simpleProduct(request: APIRequestContext): Promise<WireProduct> {
  const page = await json<{ data: (WireProduct & { in_stock?: boolean; is_external?: boolean })[] }>(
    request,
    '/api/products?search=product_type:simple&searchJoin=and&limit=30',
  );
  const product = page.data.find((p) => p.quantity > 1 && p.in_stock !== false && !p.is_external);
  expect(product, 'a simple product in stock').toBeDefined();
  return json<WireProduct>(request, `/api/products/${product!.slug}`);
}

export function firstShop(request: APIRequestContext): Promise<WireShop> {
  return first<WireShop>(request, '/api/shops?limit=1');
}

/** A shop's position (top-level lat/lng or settings.location). */
export function shopPosition(shop: WireShop): { lat: number; lng: number } {
  const lat = shop.lat ?? shop.settings?.location?.lat;
  const lng = shop.lng ?? shop.settings?.location?.lng;
  expect(typeof lat === 'number' && typeof lng === 'number', `${shop.slug} has a position`).toBe(true);
  return { lat: lat!, lng: lng! };
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
