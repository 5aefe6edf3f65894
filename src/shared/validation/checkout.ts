import { array, boolean, number, object, type ObjectShape, string } from 'yup';
import { PAYMENT_GATEWAYS, type PaymentGateway } from '../order-status';
import { postalAddressSchema } from './account';
import { E164, normalisePhoneNumber } from './phone';

/**
 * Checkout inputs (CONTRACT §6): the availability check, the coupon check and the order itself, shared by the
 * storefront (checkout forms, the cart lines it sends) and the API (request validation). Messages are translation
 * keys (public/locales/<lang>/common.json). The server re-prices everything; what is checked here is the shape.
 */

/** Most units of one line; more is a typing slip, not a basket. */
export const MAX_LINE_QUANTITY = 1000;
/** Most lines in one order. */
export const MAX_ORDER_LINES = 100;
/** Largest money figure the API accepts, in currency units. */
export const MAX_AMOUNT = 10_000_000;
export const MAX_NOTE_LENGTH = 1000;
/** Idempotency-Key header of POST /orders: 1–255 visible ASCII characters (a UUID is typical). */
export const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,255}$/;

const INVALID = 'error-invalid-value';
const MAX_ID = 2_147_483_647;

/** Numbers must arrive as JSON numbers: "3" is text, not a quantity or a price. */
const onlyNumbers = (value: unknown, original: unknown) =>
  original === undefined || original === null || typeof original === 'number' ? value : Number.NaN;

const text = () =>
  string()
    .typeError('error-must-be-text')
    .transform((value: unknown) => (typeof value === 'string' ? value.trim() : value));

/** Optional text: absent, null and '' all mean "not given". */
const optionalText = (max: number) =>
  text()
    .nullable()
    .transform((value: unknown) => (value === '' ? null : value))
    .max(max, 'error-too-long');

const id = () =>
  number().transform(onlyNumbers).typeError(INVALID).integer(INVALID).min(1, INVALID).max(MAX_ID, INVALID);

/** A money figure in currency units (19.99); the server compares it in cents with its own. */
const amount = () =>
  number()
    .transform(onlyNumbers)
    .typeError('error-amount-invalid')
    .min(0, 'error-amount-invalid')
    .max(MAX_AMOUNT, 'error-amount-invalid');

const quantity = () =>
  number()
    .transform(onlyNumbers)
    .typeError('error-quantity-whole')
    .required('error-quantity-whole')
    .integer('error-quantity-whole')
    .min(1, 'error-quantity-whole')
    .max(MAX_LINE_QUANTITY, 'error-quantity-too-large');

/**
 * A contact phone number as people and phone widgets write it: separators are dropped, and digits alone
 * ("12125550123", as some phone inputs give them) get their plus, so one number has one spelling.
 */
export function normaliseContact(value: string): string {
  const compact = normalisePhoneNumber(value);
  return /^\d{8,15}$/.test(compact) ? `+${compact}` : compact;
}

const contact = () =>
  string()
    .typeError('error-must-be-text')
    .transform((value: unknown) => (typeof value === 'string' ? normaliseContact(value) : value))
    .required('error-contact-required')
    .matches(E164, { name: 'e164', message: 'error-phone-format', excludeEmptyString: true });

const addressSchema = postalAddressSchema.nullable().default(undefined);

/** One cart line: a product, or a product's variation option, and how many. */
const lineShape = {
  product_id: id().required(INVALID),
  variation_option_id: id().nullable(),
  order_quantity: quantity(),
};

const lines = <T extends ObjectShape>(line: T) =>
  array(object(line).typeError(INVALID))
    .typeError(INVALID)
    .required('error-cart-empty')
    .min(1, 'error-cart-empty')
    .max(MAX_ORDER_LINES, 'error-too-many-items');

/** POST /orders/checkout/verify: which lines are available and what tax and shipping they cost. */
export const verifyCheckoutSchema = object({
  amount: amount(),
  products: lines({ ...lineShape, unit_price: amount(), subtotal: amount() }),
  billing_address: addressSchema,
  shipping_address: addressSchema,
});

/** POST /coupons/verify. */
export const verifyCouponSchema = object({
  code: text().required('error-coupon-code-required').max(50, 'error-too-long'),
  sub_total: amount().required('error-amount-invalid'),
});

/** Upper-cased and checked against the gateways both sides know; absent means cash on delivery. */
const gateway = () =>
  string()
    .typeError('error-gateway-invalid')
    .transform((value: unknown) => (typeof value === 'string' ? value.trim().toUpperCase() : value))
    .oneOf<PaymentGateway>([...PAYMENT_GATEWAYS], 'error-gateway-invalid')
    .default('CASH_ON_DELIVERY');

/**
 * POST /orders (CONTRACT §6 step 3). The client's figures are required so the server can compare them with its
 * own and refuse a stale cart; statuses, customer and shop ids are not accepted (they are the server's).
 */
export const createOrderSchema = object({
  products: lines({
    ...lineShape,
    unit_price: amount().required('error-amount-invalid'),
    subtotal: amount().required('error-amount-invalid'),
  }),
  amount: amount().required('error-amount-invalid'),
  sales_tax: amount(),
  delivery_fee: amount(),
  discount: amount(),
  paid_total: amount().required('error-amount-invalid'),
  total: amount().required('error-amount-invalid'),
  coupon_id: id().nullable(),
  customer_contact: contact(),
  customer_name: optionalText(120),
  /** Ours: where a guest's confirmation goes (signed-in shoppers get it at their account email). */
  customer_email: optionalText(254).test({
    name: 'email',
    message: 'error-email-format',
    test: (value) => !value || /^[^\s@]+@[^\s@]+\.[^\s@.]+$/.test(value),
  }),
  note: optionalText(MAX_NOTE_LENGTH),
  /** The title of one of settings.deliveryTime. */
  delivery_time: optionalText(120),
  payment_gateway: gateway(),
  payment_sub_gateway: optionalText(60),
  use_wallet_points: boolean().typeError(INVALID).default(false),
  isFullWalletPayment: boolean().typeError(INVALID).default(false),
  billing_address: addressSchema,
  shipping_address: addressSchema,
  language: string()
    .typeError(INVALID)
    .matches(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$/, { message: INVALID, excludeEmptyString: true })
    .optional(),
});

/**
 * GET /orders/{tracking_number}: a guest order is shown only to someone who also knows the contact number or
 * email it was placed with (CONTRACT §11).
 */
export const guestOrderLookupSchema = object({
  tracking_number: text().required('error-tracking-number-required').max(40, 'error-too-long'),
  contact: text().required('error-contact-required').max(254, 'error-too-long'),
});
