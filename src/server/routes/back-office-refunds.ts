import { object } from 'yup';
import {
  approveRefundSchema,
  backOfficeRefundQuerySchema,
  rejectRefundSchema,
} from '@/shared/validation/back-office-refunds';
import type { AuthUser } from '../auth/access-tokens';
import { resolveRoles } from '../auth/roles';
import type { Database } from '../db/client';
import { defineRoute } from '../http/route';
import { ref } from '../openapi/schemas/common';
import { approveRefund, rejectRefund } from '../services/back-office/refunds-decide';
import { notifyRefundDecided } from '../services/back-office/refunds-notifications';
import { findBackOfficeRefunds, getBackOfficeRefund } from '../services/back-office/refunds-queue';
import { idSchema } from '../services/shared/id-schema';

const TAG = 'Back office';

const refundParams = object({ id: idSchema('id').required('id is required') });

const rolesOf = (database: Database, user: AuthUser) =>
  resolveRoles(database.db, { id: user.id, email: user.email, emailVerified: user.emailVerified });

const WHO =
  'The operator reads every refund and decides; owners and staff read their shop’s part of a refund (read only), ' +
  'authorised from the stored refund’s shop. Anyone else: the same 404 as for a refund that does not exist. ';

/** The back office's refund queue (issue 22): read, approve (pay back), reject. */
export const backOfficeRefundRoutes = [
  defineRoute({
    method: 'get',
    path: '/admin/refunds',
    tag: TAG,
    summary: 'The refund queue: open refunds first',
    description:
      'The operator sees every checkout’s refund, owners and staff their shops’ parts. Pending, then processing ' +
      'refunds first, oldest first; decided ones after, newest first. Filter by status; paged by page and limit ' +
      '(default 20, at most 100), has_more says whether another page follows. Callers with no role in the back ' +
      'office: 404.',
    query: backOfficeRefundQuerySchema,
    auth: 'required',
    errors: [401],
    response: { description: 'A page of refunds', schema: ref('BackOfficeRefundPage') },
    handler: async ({ deps, user, query }) =>
      findBackOfficeRefunds({
        database: deps.database,
        roles: await rolesOf(deps.database, user!),
        filter: { status: query.status, page: query.page ?? 1, limit: query.limit ?? 20 },
      }),
  }),
  defineRoute({
    method: 'get',
    path: '/admin/refunds/{id}',
    tag: TAG,
    summary: 'One refund: the order, reason, photos, policy, amounts and the decision',
    description: WHO,
    params: refundParams,
    auth: 'required',
    errors: [401],
    response: { description: 'The refund', schema: ref('BackOfficeRefund') },
    handler: async ({ deps, user, params }) =>
      getBackOfficeRefund({
        database: deps.database,
        roles: await rolesOf(deps.database, user!),
        refundId: params.id,
      }),
  }),
  defineRoute({
    method: 'post',
    path: '/admin/refunds/{id}/approve',
    tag: TAG,
    summary: 'Approve a refund: pay it back the way the order was paid, once',
    description:
      'The operator only, on a checkout’s refund. Stripe and PayPal orders are paid back through their refund ' +
      'APIs, sandbox orders through the sandbox’s refund, cash-on-delivery and wallet orders to the wallet; the ' +
      'amount is the stored payment’s, never the request’s. The refund becomes processing, the gateway is asked ' +
      'with the idempotency key refund-<id>, then it becomes approved with the gateway’s refund id and the ' +
      'order is refunded (units back in stock, wallet points back), in one transaction. A retry or a second ' +
      'operator pays nothing twice and answers the refund as it is. When the gateway cannot be reached: 503, ' +
      'the refund stays processing (never approved without the money moving); approve again to retry. A ' +
      'gateway refusal: 422. A rejected refund: 409. The note is shown to the shopper, who gets a mail in the ' +
      'order’s language.',
    params: refundParams,
    body: approveRefundSchema,
    auth: 'required',
    errors: [401, 409, 503],
    rateLimit: { bucket: 'back-office', limit: 'backOfficePerAddress' },
    response: { description: 'The refund after the approval', schema: ref('BackOfficeRefund') },
    handler: async ({ deps, user, params, body }) => {
      const roles = await rolesOf(deps.database, user!);
      const decision = await approveRefund({
        database: deps.database,
        payments: deps.payments,
        roles,
        refundId: params.id,
        note: body.note ? body.note : null,
      });
      notifyRefundDecided(decision, deps);
      return getBackOfficeRefund({ database: deps.database, roles, refundId: params.id });
    },
  }),
  defineRoute({
    method: 'post',
    path: '/admin/refunds/{id}/reject',
    tag: TAG,
    summary: 'Reject a refund, telling the shopper why',
    description:
      'The operator only, on a pending checkout’s refund; the note is required and shown to the shopper, who ' +
      'gets a mail in the order’s language. A refund being paid back (processing) cannot be rejected: 409. ' +
      'Rejecting again answers the refund as it is.',
    params: refundParams,
    body: rejectRefundSchema,
    auth: 'required',
    errors: [401, 409],
    rateLimit: { bucket: 'back-office', limit: 'backOfficePerAddress' },
    response: { description: 'The refund after the decision', schema: ref('BackOfficeRefund') },
    handler: async ({ deps, user, params, body }) => {
      const roles = await rolesOf(deps.database, user!);
      const decision = await rejectRefund({ database: deps.database, roles, refundId: params.id, note: body.note });
      notifyRefundDecided(decision, deps);
      return getBackOfficeRefund({ database: deps.database, roles, refundId: params.id });
    },
  }),
];
