import type { DehydratedState, InfiniteData } from '@tanstack/react-query';
import { menuCategory } from '@/components/category/menu-category';
import { homeFlashSale } from '@/components/flash-sale/home-flash-sale';
import { cardProduct } from '@/components/product/card-product';
import { pageType } from '@/components/home/page-type';
import type { Attachment, Category, FlashSale, Paginated, Product, Type } from '@/framework/rest/types';

/**
 * Page data (issue 24): what a page's props carry of each query is what its components draw, not the provider's
 * whole answer. One pure function per kind of query, chosen by the first part of the query key; they run on the
 * dehydrated state, so the server's own cache and the provider contract are untouched (another provider may send
 * more fields, this sends the same few). The client's cache starts from these: each function keeps every field any
 * component reading that query uses, on any page (tests/unit/page-data.test.tsx).
 */
type Trim = (data: never) => unknown;

/** A picture without its file name (downloads show file names; they are not in page data). */
const picture = ({ id, original, thumbnail }: Attachment): Attachment => ({ id, original, thumbnail });

/**
 * A list page without the addresses of its neighbours (`path`, `first_page_url`, `next_page_url`, …): the shop
 * pages by number or cursor (SPEC §4) and reads none of them, and a server render's addresses name the fields it
 * asked the built-in API for.
 */
function pageOf<T, U>(page: Paginated<T>, cut: (item: T) => U): Paginated<U> {
  const kept: Record<string, unknown> = { ...page, data: page.data.map(cut) };
  for (const key of ['path', 'first_page_url', 'last_page_url', 'next_page_url', 'prev_page_url', 'links'])
    delete kept[key];
  return kept as unknown as Paginated<U>;
}

const productPages = (data: InfiniteData<Paginated<Product>>) => ({
  ...data,
  pages: data.pages.map((page) => pageOf(page, cardProduct)),
});
const productShelf = (products: Product[]) => (Array.isArray(products) ? products.map(cardProduct) : products);

const TRIMS: Record<string, Trim> = {
  products: productPages,
  'popular-products': productShelf,
  'best-selling-products': productShelf,
  'featured-products': productShelf,
  // The detail page (and its quick view) draws the product itself in full, but not its pictures' file names or the
  // list of its translations; its related products are cards (the first ten, the ones shown).
  product: (product: Product) => {
    const { translated_languages: _languages, related_products: related, ...detail } = product;
    return {
      ...detail,
      ...(detail.image ? { image: picture(detail.image) } : {}),
      ...(detail.gallery ? { gallery: detail.gallery.map(picture) } : {}),
      ...(detail.shop?.logo ? { shop: { ...detail.shop, logo: picture(detail.shop.logo) } } : {}),
      ...(related ? { related_products: related.slice(0, 10).map(cardProduct) } : {}),
    };
  },
  categories: (page: Paginated<Category>) => pageOf(page, menuCategory),
  types: (types: Type[]) => (Array.isArray(types) ? types.map(pageType) : types),
  'flash-sale-home': (sale: FlashSale | null) => (sale ? homeFlashSale(sale) : sale),
};

/** The page's dehydrated queries with each query's data cut to what the page's components draw. */
export function trimPageData(state: DehydratedState): DehydratedState {
  return {
    ...state,
    queries: state.queries.map((query) => {
      const trim = TRIMS[String(query.queryKey[0])];
      const data = query.state.data;
      if (!trim || data === undefined || data === null) return query;
      return { ...query, state: { ...query.state, data: trim(data as never) } };
    }),
  };
}
