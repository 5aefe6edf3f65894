import { boolean, object, string } from 'yup';
import { PAYMENT_GATEWAYS, type PaymentGateway } from '@/shared/order-status';
import { AppError } from '../errors';
import { defineRoute, RawJson } from '../http/route';
import { ref } from '../openapi/schemas/common';
import { confirmPayment } from '../services/payment/confirm-payment';
import { getPaymentIntent } from '../services/payment/get-payment-intent';
import { handleWebhook } from '../services/payment/handle-webhook';

const TAG = 'Payments';
const MAX_WEBHOOK_BYTES = 256 * 1024;

const trackingNumber = () =>
  string()
    .trim()
    .required('tracking_number is required')
    .matches(/^\d{14}$/, 'tracking_number must be an order’s tracking number')
    .meta({ description: 'The parent order’s tracking number' });

const gateway = () =>
  string()
    .transform((value: unknown) => (typeof value === 'string' ? value.trim().toUpperCase() : value))
    .required('payment_gateway is required')
    .oneOf<PaymentGateway>([...PAYMENT_GATEWAYS], 'payment_gateway is not a known payment gateway')
    .meta({ description: 'The gateway, in any case (stripe, PAYPAL, sandbox …)' });

const contact = () =>
  string()
    .trim()
    .max(254, 'contact is too long')
    .meta({ description: 'Guest orders: the contact number or email the order was placed with' });

const intentQuery = object({
  tracking_number: trackingNumber(),
  payment_gateway: gateway(),
  recall_gateway: boolean()
    .typeError('recall_gateway must be true or false')
    .default(false)
    .meta({ description: 'true with another gateway than the order’s: switch the order to it' }),
  contact: contact(),
});

const confirmBody = object({
  tracking_number: trackingNumber(),
  payment_gateway: gateway(),
  contact: contact(),
});

const webhookParams = object({
  gateway: string()
    .required()
    .oneOf(['stripe', 'paypal', 'sandbox'], 'gateway must be stripe, paypal or sandbox')
    .meta({ description: 'stripe, paypal or sandbox' }),
});

export const paymentRoutes = [
  defineRoute({
    method: 'get',
    path: '/payment-intent',
    tag: TAG,
    summary: 'The order’s payment at a gateway, created once (CONTRACT §6 step 4)',
    description:
      'The signed-in owner’s parent order by tracking number; a guest order only with ?contact= (its contact ' +
      'number or email) and only while settings.guestCheckout is on; anything else 404 as order reads. The intent ' +
      'is made by the gateway’s adapter once per order and gateway and stored; the same call answers the same ' +
      'intent. The amount is the stored order’s paid_total minus wallet money, in cents, never a client figure. ' +
      'recall_gateway=true with another online gateway switches the order and its children to it (the old ' +
      'intent is deleted, the old gateway kept in altered_payment_gateway). After a failed payment a new intent ' +
      'replaces the old one and the order waits for payment again. Refused: final orders and paid orders (409), ' +
      'orders paid on delivery or from the wallet, gateways the shop does not offer or this installation cannot ' +
      'use (422). Gateway unreachable: 503, the order stays payable.',
    query: intentQuery,
    auth: 'optional',
    errors: [401, 409, 503],
    rateLimit: { bucket: 'payment' },
    response: { description: 'The payment intent', schema: ref('PaymentIntent') },
    handler: async ({ query, deps, user, language, clientAddress }) =>
      getPaymentIntent({
        database: deps.database,
        payments: deps.payments,
        limiter: deps.limiter,
        clientAddress,
        siteUrl: deps.siteUrl,
        user,
        trackingNumber: query.tracking_number,
        gateway: query.payment_gateway,
        recall: query.recall_gateway,
        contact: query.contact,
        language,
      }),
  }),
  defineRoute({
    method: 'post',
    path: '/orders/payment',
    tag: TAG,
    summary: 'Confirm an order’s payment from the gateway’s status (CONTRACT §6 step 5)',
    description:
      'Asks the gateway how the order’s current payment stands and applies: success → order-processing + ' +
      'payment-success; processing → order-processing + payment-processing; failed → order-failed + ' +
      'payment-failed; awaiting approval → order-pending + payment-awaiting-for-approval; still pending → no ' +
      'change. Parent and child orders change together, once (a webhook with the same news changes nothing ' +
      'more); final orders never change. Same access rules as GET /payment-intent. Answers the order as it is ' +
      'now (the provider answers an empty body). A payment that succeeds is mailed to the shopper once, in the ' +
      'order’s language, whichever of this call and the gateway’s webhook brings the news first.',
    body: confirmBody,
    auth: 'optional',
    errors: [401, 503],
    rateLimit: { bucket: 'payment' },
    response: { description: 'The order with its child orders', schema: ref('Order') },
    handler: async ({ body, deps, user, language, clientAddress }) =>
      new RawJson(
        await confirmPayment({
          database: deps.database,
          mailer: deps.mailer,
          sms: deps.sms,
          siteUrl: deps.siteUrl,
          payments: deps.payments,
          limiter: deps.limiter,
          clientAddress,
          user,
          trackingNumber: body.tracking_number,
          gateway: body.payment_gateway,
          contact: body.contact,
          language,
        }),
      ),
  }),
  defineRoute({
    method: 'post',
    path: '/webhooks/{gateway}',
    tag: TAG,
    summary: 'Payment news from a gateway (Stripe, PayPal, the sandbox)',
    description:
      'The raw body is checked by the gateway’s adapter (signature over the exact bytes, timestamp within 5 ' +
      'minutes): forged or stale → 400 and nothing changes. Each event id is handled once (a replay answers 200 ' +
      'and changes nothing); events about payments the shop does not know answer 200 and are ignored. A gateway ' +
      'this installation does not use: 404.',
    params: webhookParams,
    response: { description: 'The event was received', schema: ref('WebhookReceipt') },
    handler: async ({ params, deps, c }) => {
      const length = Number(c.req.header('content-length') ?? 0);
      if (length > MAX_WEBHOOK_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', 'The webhook body is too large.');
      const rawBody = await c.req.text();
      if (Buffer.byteLength(rawBody) > MAX_WEBHOOK_BYTES) {
        throw new AppError('PAYLOAD_TOO_LARGE', 'The webhook body is too large.');
      }
      return handleWebhook({
        database: deps.database,
        mailer: deps.mailer,
        sms: deps.sms,
        siteUrl: deps.siteUrl,
        payments: deps.payments,
        gateway: params.gateway.toUpperCase() as PaymentGateway,
        request: { rawBody, headers: c.req.raw.headers },
      });
    },
  }),
];
