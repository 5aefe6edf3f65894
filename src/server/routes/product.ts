import { number, object, string } from 'yup';
import { defineRoute, RawJson } from '../http/route';
import { ref } from '../openapi/schemas/common';
import { listQuerySchema, toListParams } from '../query/list-params';
import { findProducts } from '../services/product/find-products';
import { suggestSearches } from '../services/product/search/search-words';
import { getProduct } from '../services/product/get-product';
import { findMyProductReviews } from '../services/review/find-my-product-reviews';
import { withMyFeedback } from '../services/feedback/my-feedback';
import { isInWishlist } from '../services/wishlist/in-wishlist';
import {
  findBestSellingProducts,
  findFeaturedProducts,
  findPopularProducts,
} from '../services/product/find-ranked-products';

const rankedQuery = object({
  type_slug: string().trim().max(100).meta({ description: 'Only products of this type' }),
  shop_id: number().typeError('shop_id must be a whole number').integer('shop_id must be a whole number').min(1),
  limit: number()
    .typeError('limit must be a whole number')
    .integer('limit must be a whole number')
    .min(1, 'limit must be 1 or more')
    .max(50, 'limit can be at most 50')
    .default(10),
  range: number()
    .typeError('range must be a whole number of days')
    .integer('range must be a whole number of days')
    .min(1, 'range must be at least 1 day')
    .max(365, 'range can be at most 365 days')
    .default(30)
    .meta({ description: 'Count sales of the last N days' }),
});

/** GET /products takes the list grammar plus the keyset cursor its answers hand out. */
const productListQuery = listQuerySchema.concat(
  object({
    cursor: string().max(2000, 'cursor is longer than 2000 characters').meta({
      description:
        'Where the next page starts: next_cursor of the page before (also inside next_page_url). Faster than a deep page number; same rows.',
    }),
  }),
);

const suggestionsQuery = object({
  q: string()
    .trim()
    .required('q is required: the text typed so far')
    .min(1, 'q is required: the text typed so far')
    .max(100, 'q can be at most 100 characters')
    .meta({ description: 'The text typed so far; its last word is completed' }),
  limit: number()
    .typeError('limit must be a whole number')
    .integer('limit must be a whole number')
    .min(1, 'limit must be 1 or more')
    .max(20, 'limit can be at most 20')
    .default(8),
});

const SEARCH_HELP =
  'Only published products of active shops. Searchable: name (like; also bare text), slug, id, sku, status, shop_id, shop.slug/shops.slug, type.slug, type_id, categories.slug (in; a parent category includes its children), tags.slug (in), author.slug, manufacturer.slug (in), manufacturer.concern.slug/concern.slug, product_type, is_digital, in_flash_sale, min_price/max_price/price (between lo,hi in currency units, on the selling price), attribute (attribute:<attribute slug>:<value slugs>, e.g. attribute:color:red,navy; products offered in one of the values), language. Sortable: created_at (default desc), updated_at, name, price, min_price, max_price, sale_price, sold_quantity, ratings, total_reviews, quantity, id. Relations (with): type, shop, author, manufacturer, categories, tags, variations(.attribute(.values)), variation_options. limit default 30, at most 100. A searched name (name like, or bare text) is matched by words, stems in the shopper’s language (en, de, es, ar; plain words otherwise), a word’s beginning and up to one typo per word of 4-7 letters, two from 8; without orderBy the matches are ranked exact name > name prefix > stem > corrected, then best sellers first, paged by number, and `total` counts them up to one past the page or 51, whichever is more (`total_exact` false beyond; with orderBy, up to a few hundred); `did_you_mean` offers a corrected query when nothing matched. Other pages are read from indexes: `total` is exact up to 1,000 products and a lower bound beyond (`total_exact` false); `next_cursor`/`next_page_url` continue the list without re-reading the pages before it.';

export const productRoutes = [
  defineRoute({
    method: 'get',
    path: '/products',
    tag: 'Products',
    summary: 'Search and list products',
    description: SEARCH_HELP,
    query: productListQuery,
    response: { description: 'A page of products', schema: ref('ProductPage') },
    cacheSeconds: 30,
    handler: async ({ query, deps, language, url }) =>
      new RawJson(
        await findProducts({
          database: deps.database,
          params: toListParams(query),
          cursor: query.cursor,
          language,
          url,
        }),
      ),
  }),
  defineRoute({
    method: 'get',
    path: '/products/suggestions',
    tag: 'Products',
    summary: 'Search-as-you-type: the typed text with its last word completed',
    description:
      'Words come from the names of published products (every language; the requested language’s words first). Cheap: one prefix range of a small index. A product whose slug is "suggestions" is reached by its id.',
    query: suggestionsQuery,
    response: { description: 'Completed queries', schema: ref('SearchSuggestions') },
    cacheSeconds: 300,
    handler: async ({ query, deps, language }) => ({
      data: await suggestSearches({ database: deps.database, text: query.q, language, limit: query.limit }),
    }),
  }),
  defineRoute({
    method: 'get',
    path: '/products/{slug}',
    tag: 'Products',
    summary: 'One product with variations, related products and ratings',
    description:
      'By slug or numeric id. Everything is always included; `with` is accepted for compatibility and validated.',
    params: object({ slug: string().required().max(200).meta({ description: 'Slug or numeric id' }) }),
    query: listQuerySchema.pick(['with', 'filter']),
    response: { description: 'The product', schema: ref('ProductDetail') },
    cacheSeconds: 30,
    handler: async ({ params, query, deps, language }) =>
      new RawJson(
        await getProduct({ database: deps.database, key: params.slug, params: toListParams(query), language }),
      ),
    personal: async ({ answer, user, language, deps }) => {
      const product = answer as { id: number };
      const myReview = await findMyProductReviews({
        database: deps.database,
        userId: user.id,
        productId: product.id,
        language,
      });
      const [inWishlist, myReviews] = await Promise.all([
        isInWishlist({ database: deps.database, userId: user.id, productId: product.id }),
        myReview
          ? withMyFeedback(myReview, { database: deps.database, userId: user.id, modelType: 'Review' })
          : Promise.resolve(null),
      ]);
      return { ...product, my_review: myReviews, in_wishlist: inWishlist };
    },
  }),
  defineRoute({
    method: 'get',
    path: '/popular-products',
    tag: 'Products',
    summary: 'Most ordered products in the last `range` days (plain array)',
    query: rankedQuery,
    response: {
      description: 'Products with orders_count, most ordered first',
      schema: { type: 'array', items: ref('RankedProduct') },
    },
    cacheSeconds: 60,
    handler: async ({ query, deps, language }) =>
      new RawJson(
        await findPopularProducts({
          database: deps.database,
          language,
          limit: query.limit,
          range: query.range,
          typeSlug: query.type_slug,
          shopId: query.shop_id,
        }),
      ),
  }),
  defineRoute({
    method: 'get',
    path: '/best-selling-products',
    tag: 'Products',
    summary: 'Most units sold in the last `range` days (plain array)',
    query: rankedQuery,
    response: {
      description: 'Products with sold_in_range, best sellers first',
      schema: { type: 'array', items: ref('Product') },
    },
    cacheSeconds: 60,
    handler: async ({ query, deps, language }) =>
      new RawJson(
        await findBestSellingProducts({
          database: deps.database,
          language,
          limit: query.limit,
          range: query.range,
          typeSlug: query.type_slug,
          shopId: query.shop_id,
        }),
      ),
  }),
  defineRoute({
    method: 'get',
    path: '/product-featured',
    tag: 'Products',
    summary: 'Featured products, newest first (plain array)',
    query: rankedQuery.omit(['range']),
    response: { description: 'Featured products', schema: { type: 'array', items: ref('Product') } },
    cacheSeconds: 60,
    handler: async ({ query, deps, language }) =>
      new RawJson(
        await findFeaturedProducts({
          database: deps.database,
          language,
          limit: query.limit,
          typeSlug: query.type_slug,
          shopId: query.shop_id,
        }),
      ),
  }),
];
