import { object } from 'yup';
import { editShopSchema, shopStatusSchema } from '@/shared/validation/back-office-shops';
import type { AuthUser } from '../auth/access-tokens';
import { resolveRoles } from '../auth/roles';
import type { Database } from '../db/client';
import { defineRoute } from '../http/route';
import { ref } from '../openapi/schemas/common';
import { getDashboard } from '../services/back-office/dashboard';
import { getShopForEdit, setShopActive, updateShop } from '../services/back-office/shop-edit';
import { idSchema } from '../services/shared/id-schema';

/** The back office's shop page and dashboard (issue 22 items 5 and 6). */
const TAG = 'Back office';

const shopParams = object({ id: idSchema('id').required('id is required') });

const rolesOf = (database: Database, user: AuthUser) =>
  resolveRoles(database.db, { id: user.id, email: user.email, emailVerified: user.emailVerified });

export const backOfficeShopsRoutes = [
  defineRoute({
    method: 'get',
    path: '/admin/dashboard',
    tag: TAG,
    summary: 'The back office’s home: orders, revenue, open refunds, unanswered questions, low stock',
    description:
      'The operator’s figures cover every shop; an owner’s or staff member’s the active shops they work for. ' +
      'Days and months are UTC ones (today from 00:00 UTC, this month from the 1st). Orders and revenue are the ' +
      'shops’ orders placed in the period that were not cancelled, failed or refunded; revenue is their amount ' +
      '(the shops’ lines) in integer minor units. Open refunds: pending or processing (the operator: whole ' +
      'checkouts). Low stock: published products with at most `threshold` units, the five lowest listed. ' +
      'Callers with no role in the back office: 404.',
    auth: 'required',
    errors: [401],
    response: { description: 'The figures', schema: ref('BackOfficeDashboard') },
    handler: async ({ deps, user }) =>
      getDashboard({ database: deps.database, roles: await rolesOf(deps.database, user!) }),
  }),
  defineRoute({
    method: 'get',
    path: '/admin/shops/{id}',
    tag: TAG,
    summary: 'One shop as its edit page shows it',
    description:
      'Read by the shop’s owners and staff (active shops) and the operator (any shop). Anyone else gets the same ' +
      '404 as for a shop that does not exist. can_edit and can_activate say what the caller may change.',
    params: shopParams,
    auth: 'required',
    errors: [401],
    response: { description: 'The shop', schema: ref('BackOfficeShopDetail') },
    handler: async ({ deps, user, params }) =>
      getShopForEdit({ database: deps.database, roles: await rolesOf(deps.database, user!), shopId: params.id }),
  }),
  defineRoute({
    method: 'put',
    path: '/admin/shops/{id}',
    tag: TAG,
    summary: 'Edit a shop’s name, description, logo, cover picture and address',
    description:
      'By the shop’s owners and the operator (staff, other shops’ people: 404, as for a missing shop). The ' +
      'slug stays. logo and cover_image are the shop’s current picture or one the caller uploaded through ' +
      'POST /attachments (only the id counts; anything else: 422 on that field); null removes it. A changed name ' +
      'or description drops its translations. The storefront shows the change within its cache time.',
    params: shopParams,
    body: editShopSchema,
    auth: 'required',
    errors: [401],
    rateLimit: { bucket: 'back-office', limit: 'backOfficePerAddress' },
    invalidatesCache: true,
    response: { description: 'The shop after the change', schema: ref('BackOfficeShopDetail') },
    handler: async ({ deps, user, params, body }) =>
      updateShop({
        database: deps.database,
        roles: await rolesOf(deps.database, user!),
        user: user!,
        shopId: params.id,
        input: body,
      }),
  }),
  defineRoute({
    method: 'put',
    path: '/admin/shops/{id}/status',
    tag: TAG,
    summary: 'Approve (is_active true) or deactivate (false) a shop',
    description:
      'The operator only (anyone else: 404, as for a missing shop). A deactivated shop’s products leave the ' +
      'storefront (lists, search, product and shop pages, shelves; the cart and checkout refuse them) within the ' +
      'cache time, its owners and staff lose the back office for it, and its orders stay readable by the ' +
      'shoppers who placed them. Approving brings it all back.',
    params: shopParams,
    body: shopStatusSchema,
    auth: 'required',
    errors: [401],
    rateLimit: { bucket: 'back-office', limit: 'backOfficePerAddress' },
    invalidatesCache: true,
    response: { description: 'The shop after the change', schema: ref('BackOfficeShopDetail') },
    handler: async ({ deps, user, params, body }) =>
      setShopActive({
        database: deps.database,
        roles: await rolesOf(deps.database, user!),
        shopId: params.id,
        isActive: body.is_active,
      }),
  }),
];
