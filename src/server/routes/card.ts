import { object } from 'yup';
import { addCardSchema, savePaymentMethodSchema, setDefaultCardSchema } from '@/shared/validation/card';
import { defineRoute } from '../http/route';
import { arrayOf, ref } from '../openapi/schemas/common';
import { createCard } from '../services/card/create-card';
import { createCardSetup } from '../services/card/create-card-setup';
import { deleteCard } from '../services/card/delete-card';
import { findCards } from '../services/card/find-cards';
import { savePaymentMethod } from '../services/card/save-payment-method';
import { setDefaultCard } from '../services/card/set-default-card';
import { idSchema } from '../services/shared/id-schema';

const TAG = 'Cards';
const NOT_AVAILABLE =
  'Without a card gateway (Stripe keys) this endpoint answers 422 "Saved cards are not available in this shop."';
const idParam = object({ id: idSchema('id').required('id is required') });

export const cardRoutes = [
  defineRoute({
    method: 'get',
    path: '/cards',
    tag: TAG,
    summary: 'The signed-in shopper’s saved cards',
    description:
      'Default card first, then the newest. Without a card gateway (Stripe keys) an empty list: the feature is off ' +
      'and nobody has saved cards.',
    auth: 'required',
    errors: [401],
    response: { description: 'Saved cards', schema: arrayOf(ref('Card')) },
    handler: async ({ deps, user }) => findCards({ database: deps.database, payments: deps.payments, user: user! }),
  }),
  defineRoute({
    method: 'post',
    path: '/cards',
    tag: TAG,
    summary: 'Save a card the browser collected with Stripe Elements',
    description:
      'method_key is the payment method id Stripe.js made (pm_…). Creates the shopper’s Stripe Customer on first ' +
      'use, attaches the method to it and keeps its description (network, last4, expiry: never the number). The ' +
      `first card becomes the default. A card Stripe refuses answers 422 with Stripe's reason. ${NOT_AVAILABLE}`,
    body: addCardSchema,
    auth: 'required',
    errors: [401, 409, 503],
    rateLimit: { bucket: 'card-write' },
    response: { description: 'The saved card', schema: ref('Card') },
    handler: async ({ body, deps, user }) =>
      createCard({ database: deps.database, payments: deps.payments, user: user!, methodKey: body.method_key }),
  }),
  defineRoute({
    method: 'post',
    path: '/cards/setup-intent',
    tag: TAG,
    summary: 'Start saving a card without paying (ADD_NEW_CARD)',
    description: `A Stripe SetupIntent for the shopper’s customer; the browser confirms it, then calls POST /cards. ${NOT_AVAILABLE}`,
    auth: 'required',
    errors: [401, 503],
    rateLimit: { bucket: 'card-write' },
    response: { description: 'The client secret for Stripe.js', schema: ref('CardSetup') },
    handler: async ({ deps, user }) =>
      createCardSetup({ database: deps.database, payments: deps.payments, user: user! }),
  }),
  defineRoute({
    method: 'delete',
    path: '/cards/{id}',
    tag: TAG,
    summary: 'Delete a saved card',
    description:
      'Own cards only (anyone else’s answers 404, like a missing one). Detached at Stripe; when it was the default, ' +
      `the newest remaining card becomes the default. ${NOT_AVAILABLE}`,
    params: idParam,
    auth: 'required',
    errors: [401, 503],
    rateLimit: { bucket: 'card-write' },
    response: { description: 'Deleted', schema: { type: 'boolean', const: true } },
    handler: async ({ params, deps, user }) =>
      deleteCard({ database: deps.database, payments: deps.payments, user: user!, id: params.id }),
  }),
  defineRoute({
    method: 'post',
    path: '/set-default-card',
    tag: TAG,
    summary: 'Make a saved card the default',
    description: `Own cards only (else 404); clears the default flag on the shopper’s other cards of that gateway. ${NOT_AVAILABLE}`,
    body: setDefaultCardSchema,
    auth: 'required',
    errors: [401],
    rateLimit: { bucket: 'card-write' },
    response: { description: 'The new default card', schema: ref('Card') },
    handler: async ({ body, deps, user }) =>
      setDefaultCard({ database: deps.database, user: user!, methodId: body.method_id }),
  }),
  defineRoute({
    method: 'post',
    path: '/save-payment-method',
    tag: TAG,
    summary: 'Pay an own order’s card payment with a new or saved card',
    description:
      'Called before the browser confirms the payment: sets the order’s Stripe payment (payment_intent, pi_…) to ' +
      'use method_key for the shopper’s customer; with save_card the card is attached and kept (and reused for ' +
      'later payments). Only the signed-in owner’s order and its own payment (else 404); a paid order answers 409. ' +
      `The amount is never changed here. ${NOT_AVAILABLE}`,
    body: savePaymentMethodSchema,
    auth: 'required',
    errors: [401, 409, 503],
    rateLimit: { bucket: 'card-write' },
    response: { description: 'The payment and card used', schema: ref('SavedPaymentMethod') },
    handler: async ({ body, deps, user }) =>
      savePaymentMethod({
        database: deps.database,
        payments: deps.payments,
        user: user!,
        input: { ...body, save_card: body.save_card ?? false },
      }),
  }),
];
