import { serverEnv } from '@/config/env';
import { contactUsSchema, newsletterSchema, productRequestSchema } from '@/shared/validation/inbox';
import { defineRoute } from '../http/route';
import { ref } from '../openapi/schemas/common';
import { createContactMessage } from '../services/contact/create-contact-message';
import { createProductRequest } from '../services/contact/create-product-request';
import { subscribeToNewsletter } from '../services/contact/subscribe-to-newsletter';

/** `{success: true, message: 'PICKBAZAR_MESSAGE.X'}`: the shop translates the message key for its toast. */
const success = (key: string) => ({ success: true as const, message: `${serverEnv().noticeDomain}MESSAGE.${key}` });

const answer = (description: string) => ({ description, schema: ref('SuccessMessage') });

export const contactRoutes = [
  defineRoute({
    method: 'post',
    path: '/contact-us',
    tag: 'Site',
    summary: 'Send a message to the shop',
    description: 'Stores the message with the sender’s address. Rate limited (write bucket).',
    body: contactUsSchema,
    rateLimit: { bucket: 'write' },
    response: answer('Message received: message is PICKBAZAR_MESSAGE.CONTACT_US_SUCCESSFUL'),
    handler: async ({ body, deps, clientAddress }) => {
      await createContactMessage({ database: deps.database, input: body, clientAddress });
      return success('CONTACT_US_SUCCESSFUL');
    },
  }),
  defineRoute({
    method: 'post',
    path: '/subscribe-to-newsletter',
    tag: 'Site',
    summary: 'Subscribe an email address to the newsletter',
    description:
      'Idempotent: subscribing an address again answers the same and stores nothing new, so the answer never ' +
      'tells whether the address was already subscribed. Rate limited (write bucket).',
    body: newsletterSchema,
    rateLimit: { bucket: 'write' },
    response: answer('Subscribed: message is PICKBAZAR_MESSAGE.SUBSCRIBED_SUCCESSFULLY'),
    handler: async ({ body, deps }) => {
      await subscribeToNewsletter({ database: deps.database, email: body.email });
      return success('SUBSCRIBED_SUCCESSFULLY');
    },
  }),
  defineRoute({
    method: 'post',
    path: '/product-request',
    tag: 'Site',
    summary: 'Ask the shop to stock a product',
    description: 'Stores the request with the sender’s address. Rate limited (write bucket).',
    body: productRequestSchema,
    rateLimit: { bucket: 'write' },
    response: answer('Request received: message is PICKBAZAR_MESSAGE.PRODUCT_REQUEST_RECEIVED'),
    handler: async ({ body, deps, clientAddress }) => {
      await createProductRequest({ database: deps.database, input: body, clientAddress });
      return success('PRODUCT_REQUEST_RECEIVED');
    },
  }),
];
