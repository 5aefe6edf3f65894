import { object, string } from 'yup';
import { IDEMPOTENCY_KEY, createOrderSchema, verifyCheckoutSchema } from '@/shared/validation/checkout';
import { AppError } from '../errors';
import { defineRoute, RawJson } from '../http/route';
import { listQuerySchema, toListParams } from '../query/list-params';
import { ref } from '../openapi/schemas/common';
import { verifyCheckout } from '../services/checkout/verify-checkout';
import { createOrder } from '../services/order/create-order';
import { findOrders } from '../services/order/find-orders';
import { getOrder } from '../services/order/get-order';

const TAG = 'Checkout';

const orderKey = object({
  id: string()
    .required('id is required')
    .matches(/^\d{1,14}$/, 'id must be an order id or a tracking number')
    .meta({ description: 'Order id, or its tracking number (guest orders: the tracking number only)' }),
});

const orderQuery = listQuerySchema.pick(['with']).shape({
  contact: string()
    .trim()
    .max(254, 'contact is too long')
    .meta({ description: 'Guest orders: the contact number or email the order was placed with' }),
});

/** The optional Idempotency-Key header: absent, or 1–255 visible ASCII characters. */
function idempotencyKey(header: string | undefined): string | null {
  if (header === undefined) return null;
  if (!IDEMPOTENCY_KEY.test(header)) {
    throw new AppError('BAD_REQUEST', 'The Idempotency-Key header must be 1 to 255 visible ASCII characters.', {
      errors: { 'Idempotency-Key': ['error-invalid-value'] },
    });
  }
  return header;
}

export const orderRoutes = [
  defineRoute({
    method: 'post',
    path: '/orders/checkout/verify',
    tag: TAG,
    summary: 'Check a cart: availability, tax, shipping and the wallet (CONTRACT §6 step 1)',
    description:
      'Lines asking for more than the stock of the product or variation option, or for a product that is not for ' +
      'sale (unknown, unpublished, of an inactive shop, a disabled option), are listed by product id in ' +
      'unavailable_products; the figures cover the other lines, priced from the database. Shipping: 0 when ' +
      'settings.freeShipping is on and freeShippingAmount ≤ amount, or when no line is physical; else the global ' +
      'settings.shippingClass (fixed amount or percentage of the amount), or, without one, each physical line’s ' +
      'product class. Tax: settings.taxClass’s rate on the taxable goods. When some line is available and amount + ' +
      'tax + shipping is below settings.minimumOrderAmount: 400 "Minimum order amount is X". A variation option of ' +
      'another product, an option missing for a variable product or given for a simple one: 422. Signed-in ' +
      'callers get their wallet (points and their value by currencyToWalletRatio); guests 0.',
    body: verifyCheckoutSchema,
    auth: 'optional',
    rateLimit: { bucket: 'checkout' },
    response: { description: 'Totals of the available lines', schema: ref('CheckoutVerification') },
    handler: async ({ body, deps, user, language }) =>
      verifyCheckout({ database: deps.database, user, input: body, language }),
  }),
  defineRoute({
    method: 'post',
    path: '/orders',
    tag: TAG,
    summary: 'Place an order (CONTRACT §6 step 3)',
    description:
      'Everything is priced again from the database in one transaction: each line (selling-price rule), amount, ' +
      'coupon discount, tax, delivery fee (as verify), wallet use and total. A client figure that differs ' +
      '(unit_price, subtotal, amount, sales_tax, delivery_fee, discount, paid_total, total) answers 422 "Prices ' +
      'changed" with field errors, and nothing is created; so does a line no longer in stock. With a free_shipping ' +
      'coupon the delivery fee is 0 and the discount 0 (the waived delivery charge is also accepted as discount, as ' +
      'the provider’s storefront sends it). Physical goods need shipping_address; delivery_time, when given, must ' +
      'be a title of settings.deliveryTime (English or the order’s language). Below minimumOrderAmount: 400. ' +
      'Stock is taken with ' +
      'guarded updates, so two buyers can never both get the last unit. The parent order (shop_id null) carries ' +
      'tax, fee and discount; each vendor shop gets a child order with its lines. Statuses: CASH_ON_DELIVERY ' +
      '(default) → order-processing + payment-cash-on-delivery; CASH → order-processing + payment-cash; wallet ' +
      'covering the total (use_wallet_points or isFullWalletPayment) → order-completed + payment-success with ' +
      'gateway FULL_WALLET_PAYMENT; online gateways → order-pending + payment-pending, and the payment is started ' +
      'at once: the answer carries payment_intent (null when the gateway could not be reached; pay later through ' +
      'GET /payment-intent). The gateway must be offered (useCashOnDelivery; online ones: listed in ' +
      'paymentGateway, useEnableGateway on and usable on this installation, else 422 saying so). Statuses, customer and shop ids in the body ' +
      'are ignored. Without a token the order is a guest order (customer_id null; customer_name required), ' +
      'allowed only while settings.guestCheckout is on (else 401 NOT_AUTHORIZED). Idempotency-Key header ' +
      '(optional, 1–255 visible ASCII characters, per caller): a retry with the same key and body answers the ' +
      'first order (header Idempotent-Replayed: true), never a second one; the same key with another body: 409. ' +
      'A confirmation mail (and an SMS to the contact when SMS is configured) goes out in the order’s language.',
    body: createOrderSchema,
    auth: 'optional',
    errors: [401, 409],
    rateLimit: { bucket: 'order' },
    response: { status: 201, description: 'The order with its child orders', schema: ref('Order') },
    handler: async ({ body, deps, user, language, c }) => {
      const result = await createOrder({
        database: deps.database,
        mailer: deps.mailer,
        sms: deps.sms,
        siteUrl: deps.siteUrl,
        user,
        input: body,
        language: body.language ?? language,
        idempotencyKey: idempotencyKey(c.req.header('idempotency-key')),
        payments: deps.payments,
      });
      if (result.replayed) c.header('Idempotent-Replayed', 'true');
      return new RawJson(result.order, 201);
    },
  }),
  defineRoute({
    method: 'get',
    path: '/orders',
    tag: TAG,
    summary: 'The signed-in shopper’s orders, newest first (paginated)',
    description:
      'Parent orders only, each with its child orders per shop. limit default 10, at most 50. with=refund adds ' +
      'refund (the order’s refund request, or null).',
    query: listQuerySchema.pick(['with', 'limit', 'page']),
    auth: 'required',
    errors: [401],
    response: { description: 'A page of orders', schema: ref('OrderPage') },
    handler: async ({ query, deps, user, language, url }) =>
      new RawJson(
        await findOrders({ database: deps.database, user: user!, params: toListParams(query), language, url }),
      ),
  }),
  defineRoute({
    method: 'get',
    path: '/orders/{id}',
    tag: TAG,
    summary: 'One order by id or tracking number',
    description:
      'The owner reads their orders by id or tracking number. A guest order is read by its tracking number ' +
      'together with ?contact= (the contact number, in any spelling, or the email it was placed with); such ' +
      'look-ups are rate limited per client address. Anything else answers 404, the same as for an order that ' +
      'does not exist.',
    params: orderKey,
    query: orderQuery,
    auth: 'optional',
    errors: [429],
    response: { description: 'The order with its child orders', schema: ref('Order') },
    handler: async ({ params, query, deps, user, language, clientAddress }) =>
      new RawJson(
        await getOrder({
          database: deps.database,
          limiter: deps.limiter,
          clientAddress,
          user,
          key: params.id,
          contact: query.contact,
          params: toListParams(query),
          language,
        }),
      ),
  }),
];
