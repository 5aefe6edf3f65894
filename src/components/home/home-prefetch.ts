import type { QueryClient } from '@tanstack/react-query';
import { CATEGORY_LIMIT } from '@/config/constants';
import { categoriesOptions } from '@/framework/rest/category';
import { homeFlashSaleOptions } from '@/framework/rest/flash-sale';
import { productsOptions } from '@/framework/rest/product';
import { settingsOptions } from '@/framework/rest/settings';
import { homeType, typesOptions } from '@/framework/rest/type';
import type { Type } from '@/framework/rest/types';
import { NOT_FOUND } from '@/lib/ssr/load-page';
import { parseProductFilters } from '@/shared/product-filters';
import { categoryParent } from '@/components/category/category-menu';
import type { Thing } from '@/components/seo/json-ld';
import { siteLd } from '@/components/seo/site-ld';
import { type TypeShowcase, typeShowcase } from './page-type';

/**
 * Server-side data of a type's home: the type (home type when no slug), its category menu, the first page
 * of its products with the filters in the URL, its running flash sale (if any), and the shop's structured data (see site-ld.ts).
 */
export async function prefetchTypeHome(
  queryClient: QueryClient,
  locale: string,
  query: Record<string, string | string[] | undefined>,
  slug?: string,
): Promise<{ typeSlug: string; siteLd: Thing[]; showcase: TypeShowcase } | typeof NOT_FOUND> {
  const types: Type[] = await queryClient.fetchQuery(typesOptions(locale));
  const type = slug ? types.find((t) => t.slug === slug) : homeType(types);
  if (!type) return NOT_FOUND;
  const filters = { ...parseProductFilters(query), type: type.slug };
  await Promise.all([
    // Also prefetched for the layout (load-page.ts): this joins that request. Without settings (the provider
    // failed) the structured data falls back to the defaults, as the page itself does.
    queryClient.prefetchQuery(settingsOptions(locale)),
    queryClient.prefetchQuery(
      categoriesOptions({
        type: type.slug,
        parent: categoryParent(type.settings?.layoutType),
        limit: CATEGORY_LIMIT,
        language: locale,
      }),
    ),
    queryClient.prefetchInfiniteQuery(productsOptions(filters, { language: locale })),
    queryClient.prefetchQuery(homeFlashSaleOptions(type.slug, locale)),
  ]);
  const settings = queryClient.getQueryData(settingsOptions(locale).queryKey);
  // The type's banner and pictures travel with this page only (the types list in every page's data leaves them out).
  return { typeSlug: type.slug, siteLd: siteLd(settings?.options ?? {}, locale), showcase: typeShowcase(type) };
}
