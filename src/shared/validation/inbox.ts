import { object, string } from 'yup';

/**
 * Input schemas shared by the storefront forms (react-hook-form resolver) and the API (request validation).
 * Messages are translation keys (public/locales/<lang>/common.json).
 */

/**
 * Text a person types, trimmed. Numbers are accepted as their digits; objects and lists are not text and fail
 * with a field error (yup's own trim() would throw on them, so the transforms check the type first).
 */
const text = () =>
  string()
    .typeError('error-must-be-text')
    .transform((value: unknown) => (typeof value === 'string' ? value.trim() : value));

/** Optional text: absent, null and '' all mean "not given". */
const optionalText = (max: number) => text().nullable().max(max, 'error-too-long');

/** yup's address check (the WHATWG one browsers use for type=email). */
const addressShape = string().email();

/**
 * Emails are trimmed and lower-cased here, so the form, the API and the database (unique newsletter
 * addresses) all see one spelling of an address. Beyond the browser's rule the domain needs a dot:
 * "ada@example" cannot receive mail. One test, so a bad address gets one message.
 */
const email = () =>
  text()
    .transform((value: unknown) => (typeof value === 'string' ? value.toLowerCase() : value))
    .required('error-email-required')
    .test({
      name: 'email',
      message: 'error-email-format',
      test: (value) => !value || (addressShape.isValidSync(value) && /@[^@]+\.[^@.]+$/.test(value)),
    })
    .max(254, 'error-too-long');

/** A full web address with a host name; other schemes (javascript:, ftp:) are refused. */
const HTTP_URL = /^https?:\/\/[^\s/?#@]+\.[^\s/?#@]+(?:[/?#]\S*)?$/i;

export const contactUsSchema = object({
  name: text().required('error-name-required').max(120, 'error-too-long'),
  email: email(),
  subject: text().required('error-subject-required').max(200, 'error-too-long'),
  description: text().required('error-description-required').max(5000, 'error-too-long'),
});

export const newsletterSchema = object({
  email: email(),
});

export const productRequestSchema = object({
  name: text().required('error-name-required').max(120, 'error-too-long'),
  email: email(),
  product_name: text().required('error-product-name-required').max(200, 'error-too-long'),
  brand: optionalText(120),
  link: optionalText(500).matches(HTTP_URL, { name: 'url', message: 'error-url-format', excludeEmptyString: true }),
  description: optionalText(2000),
});
