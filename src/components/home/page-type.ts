import type { Thing } from '@/components/seo/json-ld';
import type { Attachment, Banner, Type } from '@/framework/rest/types';

const picture = ({ id, original, thumbnail }: Attachment): Attachment => ({ id, original, thumbnail });

/**
 * The fields of a product type the pages draw from the types list (menus, filters, the home type's choice, card
 * styles: id, name, slug, settings), for page data: every page's props carry the types list (load-page.ts), so it
 * carries these, not every type's banners and pictures. A type's home gets its own from typeShowcase.
 */
export function pageType(type: Type): Type {
  const item: Type = { id: type.id, name: type.name, slug: type.slug };
  if (type.settings !== undefined) item.settings = type.settings;
  return item;
}

/** What a type's home draws above its products (type-home.tsx): its first banner and its promotional pictures. */
export interface TypeShowcase {
  banner: Banner | null;
  sliders: Attachment[];
}

/** The props of a type's home page (/ for the home type, /<type> for the others). */
export interface TypeHomePageProps {
  typeSlug: string;
  siteLd: Thing[];
  showcase: TypeShowcase;
}

export function typeShowcase(type: Type): TypeShowcase {
  const first = type.banners?.[0];
  let banner: Banner | null = null;
  if (first) {
    banner = { id: first.id, title: first.title };
    if (first.description !== undefined) banner.description = first.description;
    if (first.image !== undefined) banner.image = first.image ? picture(first.image) : first.image;
  }
  return { banner, sliders: (type.promotional_sliders ?? []).map(picture) };
}
