import type { Type } from '@/framework/rest/types';

/**
 * The fields of a product type the storefront draws (a type's home in type-home.tsx: name, settings, its first
 * banner and its promotional pictures; the type filters and menus: id, name, slug), for page data: every page's
 * props carry the types list (load-page.ts), so it carries these instead of the provider's whole types.
 */
export function pageType(type: Type): Type {
  const item: Type = { id: type.id, name: type.name, slug: type.slug };
  if (type.settings !== undefined) item.settings = type.settings;
  const banner = type.banners?.[0];
  if (type.banners) item.banners = banner ? [banner] : [];
  if (type.promotional_sliders !== undefined) item.promotional_sliders = type.promotional_sliders;
  return item;
}
