import { boolean, number, object, string } from 'yup';
import { PAYMENT_GATEWAYS, type PaymentGateway } from '../order-status';

/**
 * Saved-card inputs (CONTRACT §4 Card), shared by the storefront's card forms and the API. Everything here is an
 * id the gateway made in the shopper's browser (Stripe: `pm_…`, `pi_…`): never a card number.
 */

/** Stripe ids are well under 100 characters; anything longer is not one. */
const MAX_KEY_LENGTH = 255;
const INVALID = 'error-invalid-value';

/** Only JSON strings: a number or an object is not an id (yup would otherwise turn 5 into "5"). */
const key = (pattern: RegExp, message: string) =>
  string()
    .strict()
    .typeError('error-must-be-text')
    .required(message)
    .max(MAX_KEY_LENGTH, 'error-too-long')
    .matches(pattern, message);

/** A payment method id (`pm_…`; older Stripe accounts also have `card_…` sources). */
export const METHOD_KEY = /^(pm|card)_[A-Za-z0-9_]+$/;
/** A PaymentIntent id (`pi_…`). */
export const PAYMENT_INTENT_KEY = /^pi_[A-Za-z0-9_]+$/;
const METHOD_MESSAGE = 'method_key must be a payment method id (pm_…)';

export const addCardSchema = object({ method_key: key(METHOD_KEY, METHOD_MESSAGE) });

export const setDefaultCardSchema = object({
  method_id: number()
    .strict()
    .typeError(INVALID)
    .required('method_id is required')
    .integer(INVALID)
    .min(1, INVALID)
    .max(2_147_483_647, INVALID),
});

export const savePaymentMethodSchema = object({
  method_key: key(METHOD_KEY, METHOD_MESSAGE),
  payment_intent: key(PAYMENT_INTENT_KEY, 'payment_intent must be a payment id (pi_…)'),
  save_card: boolean().strict().typeError('save_card must be true or false').default(false),
  tracking_number: string()
    .strict()
    .typeError('error-must-be-text')
    .required('tracking_number is required')
    .max(64, 'error-too-long'),
  payment_gateway: string()
    .strict()
    .typeError('error-must-be-text')
    .required('payment_gateway is required')
    // The settings list gateways in lower case (`stripe`); the server matches them upper-cased (CONTRACT §6).
    .test('gateway', 'payment_gateway is not a known gateway', (value) =>
      PAYMENT_GATEWAYS.includes(value?.toUpperCase() as PaymentGateway),
    ),
});
