import { defineRoute, RawJson } from '../http/route';
import { ref } from '../openapi/schemas/common';
import { getSettings } from '../services/setting/get-settings';

export const settingRoutes = [
  defineRoute({
    method: 'get',
    path: '/settings',
    tag: 'Site',
    summary: 'Shop-wide settings for a language',
    description:
      'The settings row for `language`, falling back to its primary subtag and then to English; `language` in ' +
      'the answer names the row served. paymentGateway lists only the gateways this installation can take a ' +
      'payment with (online ones: listed, useEnableGateway on, and an adapter here: Stripe/PayPal with their ' +
      'keys, the sandbox with SANDBOX_GATEWAY=true or in the demo); defaultPaymentGateway follows. Cached in the server process and by shared caches for a minute.',
    response: { description: 'The settings object', schema: ref('Settings') },
    cacheSeconds: 60,
    handler: async ({ deps, language }) =>
      new RawJson(await getSettings({ database: deps.database, language, payments: deps.payments })),
  }),
];
