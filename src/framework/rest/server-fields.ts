/**
 * What a server render asks the built-in API for (`filter` and `with`, CONTRACT §3) where the page draws a few
 * fields of big answers: the rest would be built in SQL, sent as JSON and parsed, only to be cut on the way to
 * the page (lib/ssr/page-data.ts). The browser, and another provider, get whole answers as the contract shows
 * them. Read these only under a written-out `typeof window === 'undefined'`: the bundler takes that for false in
 * the browser's bundles and drops the branch, and this module with it (a constant holding the same test does not).
 */

/**
 * The fields of a category the category menu draws (`menuCategory` keeps these in page data); the children get
 * the same. A type's menu is some 110 categories, each otherwise built with its parent, type and product count.
 */
export const MENU_CATEGORY_FIELDS = ['id', 'name', 'slug', 'image', 'children'];

/**
 * The fields of a list's product a card draws (`cardProduct` keeps these in page data), and its author (books), as
 * a relation: otherwise each product comes with its type and the type's settings, its shop and the shop's logo,
 * its translations.
 */
export const CARD_PRODUCT_FIELDS = [
  'id',
  'name',
  'slug',
  'product_type',
  'quantity',
  'image',
  'unit',
  'price',
  'sale_price',
  'min_price',
  'max_price',
  'shop_id',
  'language',
  'is_digital',
];
export const CARD_PRODUCT_RELATIONS = 'author';

/**
 * The fields of a running campaign a type's home page draws (`homeFlashSale` keeps these in page data), its products
 * as cards (`products.<field>`: the built-in API's narrowing of an embedded relation). Otherwise each product
 * comes with its type, shop, translations and counts.
 */
export const HOME_FLASH_SALE_FIELDS = [
  'id',
  'title',
  'slug',
  'type',
  'rate',
  'end_date',
  ...CARD_PRODUCT_FIELDS.map((field) => `products.${field}`),
];

/**
 * The fields of a product type pages draw from the types list (`pageType`: menus, filters, card styles; the home
 * type's choice) and a type's home its banner and pictures from (`typeShowcase`). Every page asks for the types.
 */
export const PAGE_TYPE_FIELDS = ['id', 'name', 'slug', 'settings', 'banners', 'promotional_sliders'];
