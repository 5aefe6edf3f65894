import { array, boolean, type InferType, number, object, string } from 'yup';
import { parseMinorUnits } from '../money';

/**
 * The back office's product inputs (issue 22 item 4), shared by the product form and the API. Messages are
 * translation keys of the back office's texts (public/locales/<lang>/admin.json, `admin:` namespace); the API
 * spells them out in English (src/shared/validation/messages.ts).
 */
export const PRODUCT_LIMITS = {
  maxName: 200,
  maxDescription: 10_000,
  /** The largest price the form takes: 10 million currency units, far below what integer cents can hold. */
  maxPrice: 10_000_000,
  maxQuantity: 1_000_000,
  maxCategories: 20,
  maxTags: 20,
  /** Pictures of the gallery besides the main one. */
  maxGallery: 10,
};

/** What the back office may set a product's status to: on the storefront (publish) or not (draft). */
export const EDITABLE_PRODUCT_STATUSES = ['publish', 'draft'] as const;
export type EditableProductStatus = (typeof EDITABLE_PRODUCT_STATUSES)[number];

/** Every status a stored product may have (the provider's list); the back office's filter takes any. */
export const PRODUCT_STATUSES = ['publish', 'draft', 'unpublish', 'under_review', 'approved', 'rejected'] as const;

const MAX_ID = 2_147_483_647;

const id = (message: string) =>
  number().strict().typeError(message).integer(message).min(1, message).max(MAX_ID, message);

const ids = (max: number, message: string, tooMany: string) =>
  array(id(message).required(message)).strict().typeError(message).max(max, tooMany).default([]);

/** An amount in currency units with at most two decimals (cents), from 0 to maxPrice. */
const amount = (invalid: string) =>
  number()
    .typeError(invalid)
    .min(0, 'admin:error-price-negative')
    .max(PRODUCT_LIMITS.maxPrice, 'admin:error-price-too-large')
    .test('cents', invalid, (value) => value === undefined || value === null || parseMinorUnits(value) !== null)
    .test(
      'two-decimals',
      'admin:error-price-decimals',
      (value) => value === undefined || value === null || Math.abs(value * 100 - Math.round(value * 100)) < 1e-6,
    );

/**
 * PUT /admin/products/{id}. Price, sale price and quantity belong to simple products: a variable product's come
 * from its variation options, which this form does not edit, so for one the server refuses them (422).
 */
export const productUpdateSchema = object({
  name: string()
    .typeError('admin:error-product-name-required')
    .trim()
    .required('admin:error-product-name-required')
    .max(PRODUCT_LIMITS.maxName, 'admin:error-product-name-too-long'),
  description: string()
    .typeError('admin:error-description-too-long')
    .trim()
    .max(PRODUCT_LIMITS.maxDescription, 'admin:error-description-too-long')
    .default(''),
  price: amount('admin:error-price-invalid').nullable(),
  sale_price: amount('admin:error-sale-price-invalid')
    .nullable()
    // A sale above the list price would never be charged (the selling-price rule ignores it): refuse it instead
    // of storing a figure that says something the shop will not do. Equal is allowed (no sale).
    .test('not-above-price', 'admin:error-sale-price-above-price', function check(value) {
      const price = this.parent.price as number | null | undefined;
      if (value === null || value === undefined || price === null || price === undefined) return true;
      const sale = parseMinorUnits(value);
      const list = parseMinorUnits(price);
      return sale === null || list === null || sale <= list;
    }),
  quantity: number()
    .typeError('admin:error-quantity-invalid')
    .integer('admin:error-quantity-invalid')
    .min(0, 'admin:error-quantity-negative')
    .max(PRODUCT_LIMITS.maxQuantity, 'admin:error-quantity-too-large')
    .nullable(),
  status: string<EditableProductStatus>()
    .oneOf([...EDITABLE_PRODUCT_STATUSES], 'admin:error-product-status')
    .required('admin:error-product-status'),
  category_ids: ids(PRODUCT_LIMITS.maxCategories, 'admin:error-category-invalid', 'admin:error-too-many-categories'),
  tag_ids: ids(PRODUCT_LIMITS.maxTags, 'admin:error-tag-invalid', 'admin:error-too-many-tags'),
  /** An uploaded picture (POST /attachments) of the caller, or the product's own; null: no picture. */
  image_id: id('admin:error-picture-invalid').nullable().default(null),
  gallery_ids: ids(PRODUCT_LIMITS.maxGallery, 'admin:error-picture-invalid', 'admin:error-too-many-pictures'),
});

/** The form of a simple product: its price and stock are required (the server says so too). */
export const simpleProductFormSchema = productUpdateSchema.shape({
  price: amount('admin:error-price-invalid').required('admin:error-price-required'),
  quantity: number()
    .typeError('admin:error-quantity-invalid')
    .integer('admin:error-quantity-invalid')
    .min(0, 'admin:error-quantity-negative')
    .max(PRODUCT_LIMITS.maxQuantity, 'admin:error-quantity-too-large')
    .required('admin:error-quantity-invalid'),
});

/** POST /admin/products: a simple product in one of the caller's shops, of one product type (grocery …). */
export const productCreateSchema = simpleProductFormSchema.shape({
  shop_id: id('admin:error-shop-invalid').required('admin:error-shop-invalid'),
  type_id: id('admin:error-type-invalid').required('admin:error-type-invalid'),
});

/** GET /admin/products */
export const backOfficeProductQuerySchema = object({
  search: string().trim().max(100, 'search is too long'),
  status: string<(typeof PRODUCT_STATUSES)[number]>().oneOf(
    [...PRODUCT_STATUSES],
    'status must be a product status such as publish or draft',
  ),
  shop_id: number().typeError('shop_id must be a shop id').integer('shop_id must be a shop id').min(1).max(MAX_ID),
  low_stock: boolean().typeError('low_stock must be true or false').default(false),
  after: string()
    .trim()
    .matches(/^\d{1,10}(\.\d{1,10})?$/, 'after must be the next_cursor of the previous page'),
  limit: number()
    .typeError('limit must be a number')
    .integer('limit must be a whole number')
    .min(1, 'limit must be 1 to 100')
    .max(100, 'limit must be 1 to 100')
    .default(20),
});

export type ProductUpdateInput = InferType<typeof productUpdateSchema>;
export type ProductCreateInput = InferType<typeof productCreateSchema>;
export type SimpleProductForm = InferType<typeof simpleProductFormSchema>;
