import type { JsonSchema } from '../../http/route';
import { typeSettings } from './catalogue';
import { arrayOf, bool, int, nullable, num, object, page, ref, str } from './common';

const money = nullable(num);
const productType = { type: 'string', enum: ['simple', 'variable'] };
const slim = (extra: Record<string, JsonSchema> = {}) => object({ id: int, name: str, slug: str, ...extra });

/** The product list item's properties; order lines reuse them. */
export const productListItem: Record<string, JsonSchema> = {
  id: int,
  name: str,
  slug: str,
  type: object({ id: int, name: str, slug: str, logo: { type: 'null' }, settings: typeSettings }),
  language: str,
  translated_languages: arrayOf(str),
  product_type: productType,
  shop: object({ id: int, name: str, slug: str, logo: nullable(ref('Attachment')) }),
  shop_id: int,
  type_id: int,
  sale_price: money,
  max_price: num,
  min_price: num,
  price: money,
  image: nullable(ref('Attachment')),
  status: str,
  quantity: int,
  in_stock: bool,
  unit: str,
  sku: nullable(str),
  sold_quantity: int,
  in_flash_sale: bool,
  is_digital: bool,
  is_external: bool,
  ratings: num,
  total_reviews: int,
  created_at: str,
  updated_at: str,
};

/** The helper page (CONTRACT §2) plus the keyset cursor and whether `total` is exact (products only). */
function productPage(): JsonSchema {
  const base = page(ref('Product'), 'helper') as { properties: Record<string, JsonSchema>; required: string[] };
  return {
    ...base,
    properties: {
      ...base.properties,
      next_cursor: {
        ...nullable(str),
        description: 'Pass as `cursor` to read the next page from where this one ends; null on the last page',
      },
      total_exact: {
        ...bool,
        description:
          'false when the list is longer than 1,000 products (a text search: than the best matches it ranks): `total` is then a lower bound',
      },
      did_you_mean: {
        ...str,
        description:
          'A text search that matched nothing: the query with its misspelt words corrected, present only when that query finds products',
      },
    },
    required: [...base.required, 'next_cursor', 'total_exact'],
  };
}

const relations = ['author', 'manufacturer', 'categories', 'tags', 'variations', 'variation_options'];

export const productSchemas: Record<string, JsonSchema> = {
  Product: {
    ...object(
      {
        ...productListItem,
        author: nullable(slim()),
        manufacturer: nullable(slim()),
        categories: arrayOf(slim({ parent_id: nullable(int) })),
        tags: arrayOf(slim()),
        variations: arrayOf(ref('Variation')),
        variation_options: arrayOf(ref('VariationOption')),
        orders_count: int,
        sold_in_range: int,
      },
      [...relations, 'orders_count', 'sold_in_range'],
    ),
    description: 'A product list item (CONTRACT §4). Relation keys appear when asked for with `with`.',
  },
  RankedProduct: object({ ...productListItem, orders_count: int }),
  ProductPage: productPage(),
  SearchSuggestions: object({
    data: {
      type: 'array',
      items: str,
      description: 'Completed queries, the shopper’s language first, then shorter words',
    },
  }),
  ProductFacet: {
    ...object({ slug: str, name: str, count: int, count_exact: bool }, ['count_exact']),
    description: 'A filter value and how many products it shows; count_exact false: at least `count` (shown "1000+").',
  },
  ProductCategoryFacet: {
    ...object({ slug: str, name: str, count: int, count_exact: bool, parent: nullable(str) }, [
      'count_exact',
      'parent',
    ]),
    description:
      "A category and how many products it shows; `parent` is its parent category's slug (null: a top-level " +
      'category), which the filter panel nests it under. A product counted in a category is counted in its parents.',
  },
  ProductPriceBand: {
    ...object({ min: num, max: num, count: int, count_exact: bool }, ['count_exact']),
    description: 'Products whose selling price lies in min..max (currency units, inclusive): search=min_price:min,max.',
  },
  ProductFacets: object({
    total: int,
    total_exact: bool,
    facets: object({
      categories: arrayOf(ref('ProductCategoryFacet')),
      tags: arrayOf(ref('ProductFacet')),
      manufacturers: arrayOf(ref('ProductFacet')),
      price: arrayOf(ref('ProductPriceBand')),
      attributes: arrayOf(object({ slug: str, name: str, values: arrayOf(ref('ProductFacet')) })),
    }),
  }),
  Variation: object({
    id: int,
    slug: str,
    attribute_id: int,
    value: str,
    language: str,
    translated_languages: arrayOf(str),
    meta: nullable(str),
    attribute: object({
      id: int,
      slug: str,
      name: str,
      values: arrayOf(object({ id: int, slug: str, attribute_id: int, value: str, meta: nullable(str) })),
    }),
  }),
  VariationOption: object({
    id: int,
    title: str,
    price: { type: 'string', pattern: '^\\d+\\.\\d{2}$' },
    sale_price: nullable({ type: 'string', pattern: '^\\d+\\.\\d{2}$' }),
    quantity: int,
    is_disable: bool,
    sku: nullable(str),
    options: arrayOf(object({ name: str, value: str })),
    product_id: int,
    image: nullable(ref('Attachment')),
    is_digital: bool,
    digital_file_tracker: { type: 'null' },
    sold_quantity: int,
    language: str,
    blocked_dates: arrayOf(str),
  }),
  ProductDetail: object({
    ...productListItem,
    description: nullable(str),
    gallery: arrayOf(ref('Attachment')),
    video: arrayOf(object({ url: str })),
    categories: arrayOf(slim({ parent_id: nullable(int) })),
    tags: arrayOf(slim()),
    author: nullable(slim()),
    manufacturer: nullable(slim()),
    author_id: nullable(int),
    manufacturer_id: nullable(int),
    metas: arrayOf(object({ key: str, value: str })),
    digital_file: nullable(object({ id: int, file_name: str, fileable_type: str, fileable_id: int })),
    is_taxable: bool,
    external_product_url: nullable(str),
    external_product_button_text: nullable(str),
    height: nullable(str),
    length: nullable(str),
    width: nullable(str),
    rating_count: arrayOf(object({ rating: int, total: int })),
    my_review: {
      ...nullable(arrayOf(ref('Review'))),
      description: 'The signed-in caller’s own reviews of this product; null for anonymous callers or none',
    },
    in_wishlist: bool,
    variations: arrayOf(ref('Variation')),
    variation_options: arrayOf(ref('VariationOption')),
    related_products: arrayOf(
      object({
        id: int,
        name: str,
        slug: str,
        language: str,
        translated_languages: arrayOf(str),
        product_type: productType,
        sale_price: money,
        max_price: num,
        min_price: num,
        price: money,
        image: nullable(ref('Attachment')),
        video: arrayOf(object({ url: str })),
        unit: str,
        quantity: int,
        shop_id: int,
      }),
    ),
  }),
};
