import type { Attachment, Type } from '@/framework/rest/types';

const picture = ({ id, original, thumbnail }: Attachment): Attachment => ({ id, original, thumbnail });

/**
 * The fields of a product type the storefront draws (a type's home in type-home.tsx: name, settings, its first
 * banner and its promotional pictures; the type filters and menus: id, name, slug), for page data: every page's
 * props carry the types list (load-page.ts), so it carries these instead of the provider's whole types.
 */
export function pageType(type: Type): Type {
  const item: Type = { id: type.id, name: type.name, slug: type.slug };
  if (type.settings !== undefined) item.settings = type.settings;
  const banner = type.banners?.[0];
  if (banner) {
    const first: NonNullable<Type['banners']>[number] = { id: banner.id, title: banner.title };
    if (banner.description !== undefined) first.description = banner.description;
    if (banner.image !== undefined) first.image = banner.image ? picture(banner.image) : banner.image;
    item.banners = [first];
  } else if (type.banners) item.banners = [];
  if (type.promotional_sliders) item.promotional_sliders = type.promotional_sliders.map(picture);
  return item;
}
