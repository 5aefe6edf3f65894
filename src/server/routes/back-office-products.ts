import { object } from 'yup';
import {
  backOfficeProductQuerySchema,
  productCreateSchema,
  productUpdateSchema,
} from '@/shared/validation/back-office-products';
import { resolveRoles } from '../auth/roles';
import type { AuthUser } from '../auth/access-tokens';
import type { Database } from '../db/client';
import { defineRoute } from '../http/route';
import { ref } from '../openapi/schemas/common';
import { findBackOfficeProducts, getBackOfficeProduct } from '../services/back-office/products';
import { createBackOfficeProduct, updateBackOfficeProduct } from '../services/back-office/products-save';
import { idSchema } from '../services/shared/id-schema';

const TAG = 'Back office';

const productParams = object({ id: idSchema('id').required('id is required') });

const rolesOf = (database: Database, user: AuthUser) =>
  resolveRoles(database.db, { id: user.id, email: user.email, emailVerified: user.emailVerified });

const STOREFRONT_NOTE =
  'The storefront shows the change at once from this instance (its API response cache is emptied); other ' +
  'instances within API_CACHE_SECONDS, rendered pages within PAGE_CACHE_SECONDS, and browsers or a CDN within the ' +
  'catalogue answers’ max-age (30 s). ';

const FIELDS_NOTE =
  'Price and sale price in currency units (two decimals at most); a sale price above the price: 422 on sale_price ' +
  '(0 or null: no sale). Quantity is the stock (a whole number, 0 or more). Status publish shows the product on the ' +
  'storefront, draft hides it. category_ids and tag_ids replace the product’s (a category brings its ancestors); ' +
  'image_id and gallery_ids are pictures uploaded by the caller (POST /attachments) or already on the product. ';

export const backOfficeProductRoutes = [
  defineRoute({
    method: 'get',
    path: '/admin/products',
    tag: TAG,
    summary: 'The shops’ products the caller may edit, newest or fewest in stock first',
    description:
      'Owners and staff see their active shops’ products in every status, the operator every shop’s. Filters: ' +
      'search (a name in any language contains it), status, shop_id; low_stock=true orders by stock, fewest ' +
      'first. Paged by keyset: pass the answer’s next_cursor as `after` (limit: default 20, at most 100); nothing ' +
      'is counted. Callers with no role in the back office: 404.',
    query: backOfficeProductQuerySchema,
    auth: 'required',
    errors: [401],
    response: { description: 'A page of products', schema: ref('BackOfficeProductPage') },
    handler: async ({ deps, user, query }) =>
      findBackOfficeProducts({
        database: deps.database,
        roles: await rolesOf(deps.database, user!),
        filter: { ...query, low_stock: query.low_stock ?? false, limit: query.limit ?? 20 },
      }),
  }),
  defineRoute({
    method: 'get',
    path: '/admin/products/{id}',
    tag: TAG,
    summary: 'One product as the back office edits it',
    description:
      'The shop is the stored product’s: its owners and staff and the operator may read it; anyone else gets the ' +
      'same 404 as for a product that does not exist.',
    params: productParams,
    auth: 'required',
    errors: [401],
    response: { description: 'The product', schema: ref('BackOfficeProduct') },
    handler: async ({ deps, user, params }) =>
      getBackOfficeProduct({
        database: deps.database,
        roles: await rolesOf(deps.database, user!),
        productId: params.id,
      }),
  }),
  defineRoute({
    method: 'put',
    path: '/admin/products/{id}',
    tag: TAG,
    summary: 'Change a product: texts, price, stock, status, categories, tags, pictures',
    description:
      FIELDS_NOTE +
      'A variable product’s price, sale price and stock belong to its variation options: send them null or leave ' +
      'them out (else 422); its other fields change here. The shop is the stored product’s (no right: 404, as for ' +
      'a missing product). ' +
      STOREFRONT_NOTE,
    params: productParams,
    body: productUpdateSchema,
    auth: 'required',
    errors: [401],
    rateLimit: { bucket: 'back-office', limit: 'backOfficePerAddress' },
    invalidatesCache: true,
    response: { description: 'The product after the change', schema: ref('BackOfficeProduct') },
    handler: async ({ deps, user, params, body }) =>
      updateBackOfficeProduct({
        database: deps.database,
        roles: await rolesOf(deps.database, user!),
        productId: params.id,
        input: body,
      }),
  }),
  defineRoute({
    method: 'post',
    path: '/admin/products',
    tag: TAG,
    summary: 'Add a simple product to a shop',
    description:
      FIELDS_NOTE +
      'shop_id: a shop the caller owns or works for (the operator: any); another shop’s id answers 404, as for a ' +
      'shop that does not exist. type_id: the product type (grocery, bakery …). The slug comes from the name; a ' +
      'slug already taken gets a number (`-2`, `-3` …). ' +
      STOREFRONT_NOTE,
    body: productCreateSchema,
    auth: 'required',
    errors: [401, 409],
    rateLimit: { bucket: 'back-office', limit: 'backOfficePerAddress' },
    invalidatesCache: true,
    response: { status: 201, description: 'The new product', schema: ref('BackOfficeProduct') },
    handler: async ({ deps, user, body }) => {
      const { shop_id: shopId, type_id: typeId, ...input } = body;
      return createBackOfficeProduct({
        database: deps.database,
        roles: await rolesOf(deps.database, user!),
        shopId,
        typeId,
        input,
      });
    },
  }),
];
