import { createRefundSchema } from '@/shared/validation/refund';
import { defineRoute, RawJson } from '../http/route';
import { ref } from '../openapi/schemas/common';
import { listQuerySchema, toListParams } from '../query/list-params';
import { createRefund } from '../services/refund/create-refund';
import { findRefundPolicies } from '../services/refund/find-refund-policies';
import { findRefundReasons } from '../services/refund/find-refund-reasons';
import { findRefunds } from '../services/refund/find-refunds';

const TAG = 'Refunds';

export const refundRoutes = [
  defineRoute({
    method: 'get',
    path: '/refund-reasons',
    tag: TAG,
    summary: 'Reasons a shopper can give for a refund (Laravel paginator)',
    description:
      'Searchable: name (like, any language; also a bare value), slug, language. Sorted in the form’s order.',
    query: listQuerySchema,
    response: { description: 'A page of refund reasons', schema: ref('RefundReasonPage') },
    cacheSeconds: 60,
    handler: async ({ query, deps, language, url }) =>
      new RawJson(await findRefundReasons({ database: deps.database, params: toListParams(query), language, url })),
  }),
  defineRoute({
    method: 'get',
    path: '/refund-policies',
    tag: TAG,
    summary: 'Approved refund policies (Laravel paginator)',
    description:
      'Searchable: title, target (customer or vendor), status, shop_id, slug, language. with=shop adds the ' +
      'vendor’s shop (null for the marketplace’s own); with=refunds is accepted and always empty (refunds are ' +
      'personal: GET /refunds).',
    query: listQuerySchema,
    response: { description: 'A page of refund policies', schema: ref('RefundPolicyPage') },
    cacheSeconds: 60,
    handler: async ({ query, deps, language, url }) =>
      new RawJson(await findRefundPolicies({ database: deps.database, params: toListParams(query), language, url })),
  }),
  defineRoute({
    method: 'get',
    path: '/refunds',
    tag: TAG,
    summary: 'The signed-in shopper’s refunds, newest first (paginated)',
    description:
      'Refunds of parent orders only. with=order adds the order, with=refund_policy the policy it falls under. ' +
      'Searchable: status. limit default 10, at most 50.',
    query: listQuerySchema.pick(['with', 'limit', 'page', 'search', 'orderBy', 'sortedBy']),
    auth: 'required',
    errors: [401],
    response: { description: 'A page of refunds', schema: ref('RefundPage') },
    handler: async ({ query, deps, user, language, url }) =>
      new RawJson(
        await findRefunds({ database: deps.database, user: user!, params: toListParams(query), language, url }),
      ),
  }),
  defineRoute({
    method: 'post',
    path: '/refunds',
    tag: TAG,
    summary: 'Ask for a refund of a paid order',
    description:
      'Only the order’s owner (anyone else: 404, as for order reads), only on a parent order (a shop’s child ' +
      'order: 422), only when it is paid (payment-success; pending, failed, cash on delivery and cash: 422) and ' +
      'neither cancelled nor refunded, and only once per order (a second or concurrent request: 409). The amount ' +
      'is the order’s amount from the database; each child order gets a refund of its own. images are pictures ' +
      'the caller uploaded through POST /attachments (id required; URLs, when sent, must be ours): anything else ' +
      'is 422. The refund starts pending; an operator moves it (npm run refund).',
    body: createRefundSchema,
    auth: 'required',
    errors: [401, 409],
    rateLimit: { bucket: 'refund' },
    response: { status: 201, description: 'The refund, with its order and policy', schema: ref('Refund') },
    handler: async ({ body, deps, user, language }) =>
      new RawJson(await createRefund({ database: deps.database, user: user!, input: body, language }), 201),
  }),
];
