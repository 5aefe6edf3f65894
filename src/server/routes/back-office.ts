import { object } from 'yup';
import { addShopMemberSchema, backOfficeOrderQuerySchema, moveOrderSchema } from '@/shared/validation/back-office';
import { resolveRoles, roleNames, worksInBackOffice } from '../auth/roles';
import type { AuthUser } from '../auth/access-tokens';
import type { Database } from '../db/client';
import { defineRoute } from '../http/route';
import { ref } from '../openapi/schemas/common';
import { findBackOfficeOrders } from '../services/back-office/find-orders';
import { getBackOfficeOrder } from '../services/back-office/order-detail';
import { addShopMember, findBackOfficeShops, removeShopMember } from '../services/back-office/shops';
import { notifyOrderMoved } from '../services/order/order-moved-notifications';
import { moveOrderStatus } from '../services/order/move-order-status';
import { idSchema } from '../services/shared/id-schema';

const TAG = 'Back office';

const orderParams = object({ id: idSchema('id').required('id is required') });
const shopParams = object({ id: idSchema('id').required('id is required') });
const memberParams = object({
  id: idSchema('id').required('id is required'),
  userId: idSchema('userId').required('userId is required'),
});

const rolesOf = (database: Database, user: AuthUser) =>
  resolveRoles(database.db, { id: user.id, email: user.email, emailVerified: user.emailVerified });

const ROLES_NOTE =
  'Roles come from the database on every call: ADMIN_EMAILS with a verified email makes the operator; shop ' +
  'membership (owner, staff) of an active shop the rest. ';

export const backOfficeRoutes = [
  defineRoute({
    method: 'get',
    path: '/admin/me',
    tag: TAG,
    summary: 'Who the caller is in the back office: roles and shops',
    description: `${ROLES_NOTE}A signed-in caller with no role there gets roles ["customer"] and no shops.`,
    auth: 'required',
    errors: [401],
    response: { description: 'The caller’s roles and shops', schema: ref('BackOfficeMe') },
    handler: async ({ deps, user }) => {
      const roles = await rolesOf(deps.database, user!);
      const { data } = worksInBackOffice(roles)
        ? await findBackOfficeShops({ database: deps.database, roles })
        : { data: [] };
      const shops = data
        .filter((s) => roles.ownerOf.includes(s.id) || roles.staffOf.includes(s.id))
        .map((s) => ({ id: s.id, name: s.name, slug: s.slug, role: roles.ownerOf.includes(s.id) ? 'owner' : 'staff' }));
      return { id: user!.id, name: user!.name, email: user!.email, roles: roleNames(roles), shops };
    },
  }),
  defineRoute({
    method: 'get',
    path: '/admin/orders',
    tag: TAG,
    summary: 'The shops’ orders the caller may see, newest first',
    description:
      `${ROLES_NOTE}Owners and staff see their active shops’ orders (one per shop and checkout), the operator ` +
      'every shop’s. Filters: status, from/to (days, UTC, inclusive), tracking_number (the shop order’s or its ' +
      'checkout’s), shop_id. Paged by page and limit (default 20, at most 100); has_more says whether another ' +
      'page follows. Callers with no role in the back office: 404 (not 403, which clients take for an expired session).',
    query: backOfficeOrderQuerySchema,
    auth: 'required',
    errors: [401],
    response: { description: 'A page of orders', schema: ref('BackOfficeOrderPage') },
    handler: async ({ deps, user, query }) =>
      findBackOfficeOrders({
        database: deps.database,
        roles: await rolesOf(deps.database, user!),
        filter: { ...query, page: query.page ?? 1, limit: query.limit ?? 20 },
      }),
  }),
  defineRoute({
    method: 'get',
    path: '/admin/orders/{id}',
    tag: TAG,
    summary: 'One order: lines, addresses, payment, history and the allowed next steps',
    description:
      'The shop is the stored order’s: its owners and staff and the operator may read it (a checkout’s parent ' +
      'order: the operator). Anyone else gets the same 404 as for an order that does not exist.',
    params: orderParams,
    auth: 'required',
    errors: [401],
    response: { description: 'The order', schema: ref('BackOfficeOrder') },
    handler: async ({ deps, user, params }) =>
      getBackOfficeOrder({
        database: deps.database,
        roles: await rolesOf(deps.database, user!),
        orderId: params.id,
      }),
  }),
  defineRoute({
    method: 'put',
    path: '/admin/orders/{id}/status',
    tag: TAG,
    summary: 'Move an order by the status rule',
    description:
      'The rule (src/shared/order-transitions.ts): order-processing → order-at-local-facility → ' +
      'order-out-for-delivery → order-completed, and any open status → order-cancelled. order-failed and ' +
      'order-refunded never come from here; an online order not yet paid cannot move forward, nor one paid ' +
      'online be cancelled (a refund gives its money back). Forbidden moves: 422. The shop is the stored ' +
      'order’s (no right: 404, as for a missing order). Two people moving one order at once: one wins, the ' +
      'other gets 409; so does a `from` that is no longer the order’s status. Cancelling puts the units back ' +
      'and, once the whole checkout is cancelled, the wallet points, once. Cash on delivery becomes ' +
      'payment-success when delivered. The checkout’s parent order follows its shops’ orders; the operator may ' +
      'cancel a whole checkout through it. Every change is recorded (who, when, from → to). The shopper gets a ' +
      'mail (and a text when the contact is a phone and SMS is configured) in the order’s language when the ' +
      'order is out for delivery, delivered or cancelled.',
    params: orderParams,
    body: moveOrderSchema,
    auth: 'required',
    errors: [401, 409],
    rateLimit: { bucket: 'back-office', limit: 'backOfficePerAddress' },
    response: { description: 'The order after the move', schema: ref('BackOfficeOrder') },
    handler: async ({ deps, user, params, body }) => {
      const roles = await rolesOf(deps.database, user!);
      const move = await moveOrderStatus({
        database: deps.database,
        roles,
        orderId: params.id,
        to: body.status,
        expected: body.from,
      });
      notifyOrderMoved(move, deps);
      return getBackOfficeOrder({ database: deps.database, roles, orderId: params.id });
    },
  }),
  defineRoute({
    method: 'get',
    path: '/admin/shops',
    tag: TAG,
    summary: 'The shops the caller works for, with their members',
    description: `${ROLES_NOTE}The operator sees every shop, active or not. Callers with no role there: 404.`,
    auth: 'required',
    errors: [401],
    response: { description: 'Shops and members', schema: ref('BackOfficeShopList') },
    handler: async ({ deps, user }) =>
      findBackOfficeShops({ database: deps.database, roles: await rolesOf(deps.database, user!) }),
  }),
  defineRoute({
    method: 'post',
    path: '/admin/shops/{id}/members',
    tag: TAG,
    summary: 'Make an account owner or staff of a shop, by its email',
    description:
      'The operator makes owners and staff of any shop; an owner adds staff to their own shop. Someone already a ' +
      'member gets the new role (only the operator changes an owner’s). No account with that email: 422. A shop ' +
      'the caller may not manage: 404; an owner naming an owner: 422.',
    params: shopParams,
    body: addShopMemberSchema,
    auth: 'required',
    errors: [401],
    rateLimit: { bucket: 'back-office', limit: 'backOfficePerAddress' },
    response: { status: 200, description: 'The shop with its members', schema: ref('BackOfficeShop') },
    handler: async ({ deps, user, params, body }) =>
      addShopMember({
        database: deps.database,
        roles: await rolesOf(deps.database, user!),
        shopId: params.id,
        email: body.email,
        role: body.role,
      }),
  }),
  defineRoute({
    method: 'delete',
    path: '/admin/shops/{id}/members/{userId}',
    tag: TAG,
    summary: 'Take a member off a shop',
    description:
      'The operator removes anyone; an owner removes staff of their own shop (an owner: 422). A shop the caller ' +
      'may not manage, or someone who is not a member: 404.',
    params: memberParams,
    auth: 'required',
    errors: [401],
    rateLimit: { bucket: 'back-office', limit: 'backOfficePerAddress' },
    response: { description: 'The shop with its members', schema: ref('BackOfficeShop') },
    handler: async ({ deps, user, params }) =>
      removeShopMember({
        database: deps.database,
        roles: await rolesOf(deps.database, user!),
        shopId: params.id,
        userId: params.userId,
      }),
  }),
];
