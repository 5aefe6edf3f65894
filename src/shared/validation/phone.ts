import { object, string } from 'yup';

/**
 * Phone sign-in inputs, shared by the storefront forms (react-hook-form resolver) and the API (request
 * validation). Messages are translation keys (public/locales/<lang>/common.json).
 */

/** E.164: a plus, a country code that does not start with 0, 8 to 15 digits in all. */
export const E164 = /^\+[1-9]\d{7,14}$/;

/**
 * The spelling people type (`+1 212-555-0123`, `+44 (20) 7946 0958`) without the separators, so the form,
 * the API and the database (one account per number) see one spelling of a number.
 */
export function normalisePhoneNumber(value: string): string {
  return value.trim().replace(/[\s\-().]/g, '');
}

const text = () =>
  string()
    .typeError('error-must-be-text')
    .transform((value: unknown) => (typeof value === 'string' ? value.trim() : value));

export const phoneNumber = () =>
  string()
    .typeError('error-must-be-text')
    .transform((value: unknown) => (typeof value === 'string' ? normalisePhoneNumber(value) : value))
    .required('error-phone-required')
    .matches(E164, { name: 'e164', message: 'error-phone-format', excludeEmptyString: true });

/** The 6-digit code from the text message. */
export const otpCode = () =>
  text()
    .required('error-code-required')
    .matches(/^\d{6}$/, { name: 'otp', message: 'error-code-format', excludeEmptyString: true });

/** What the send step answered as `id` (our code id), or a Firebase ID token in the Firebase variant. */
const otpId = () => text().required('error-otp-id-required').max(4096, 'error-too-long');

/** Optional text: absent, null and '' all mean "not given". */
const optionalName = () =>
  text()
    .nullable()
    .transform((value: unknown) => (value === '' ? null : value))
    .max(120, 'error-too-long');

const addressShape = string().email();

const emailRule = (value: string | null | undefined) =>
  !value || (addressShape.isValidSync(value) && /@[^@]+\.[^@.]+$/.test(value));

/** Trimmed and lower-cased, like every email the shop stores. */
const email = () =>
  text()
    .transform((value: unknown) => (typeof value === 'string' ? value.toLowerCase() : value))
    .test({ name: 'email', message: 'error-email-format', test: emailRule })
    .max(254, 'error-too-long');

export const OTP_PURPOSES = ['login', 'verify', 'contact'] as const;

/** POST /send-otp-code. `purpose` binds the code to one use: sign-in (default), a plain check, or a new contact. */
export const sendOtpSchema = object({
  phone_number: phoneNumber(),
  purpose: string()
    .typeError('error-must-be-text')
    .oneOf([...OTP_PURPOSES], 'error-otp-purpose')
    .default('login'),
});

/** POST /otp/phone-exists */
export const phoneExistsSchema = object({ phone_number: phoneNumber() });

/** POST /verify-otp-code and POST /update-contact (CONTRACT §9). */
export const verifyOtpSchema = object({
  phone_number: phoneNumber(),
  code: otpCode(),
  otp_id: otpId(),
});

/**
 * POST /otp-login: the code, plus name and email when the number belongs to no account yet (the shop then
 * shows the registration step and sends the same code again with them).
 */
export const otpLoginSchema = object({
  phone_number: phoneNumber(),
  code: otpCode(),
  otp_id: otpId(),
  name: optionalName(),
  email: email()
    .nullable()
    .transform((value: unknown) => (value === '' ? null : value)),
});

/** The registration step of phone sign-in, as the storefront's form checks it. */
export const otpRegisterSchema = object({
  name: text().required('error-name-required').max(120, 'error-too-long'),
  email: email().required('error-email-required'),
});

/**
 * The Firebase variant (CONTRACT §11): `otp_id` is a Firebase ID token and the code was already checked by
 * Firebase in the browser, so it is optional here; without Firebase configured the server asks for it.
 */
export const firebaseOtpSchema = object({
  phone_number: phoneNumber(),
  code: text()
    .nullable()
    .transform((value: unknown) => (value === '' ? null : value))
    .matches(/^\d{6}$/, { name: 'otp', message: 'error-code-format', excludeEmptyString: true }),
  otp_id: otpId(),
  name: optionalName(),
  email: email()
    .nullable()
    .transform((value: unknown) => (value === '' ? null : value)),
});
