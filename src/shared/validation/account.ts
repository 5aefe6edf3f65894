import { array, boolean, mixed, number, object, ref, string } from 'yup';

/**
 * Account inputs (sign-in, registration, passwords, email, profile, address book), shared by the storefront
 * forms (react-hook-form resolver) and the API (request validation). Messages are translation keys
 * (public/locales/<lang>/common.json). The server adds what a browser cannot check (common passwords,
 * passwords made of the account's own name, emails already taken).
 */

export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 128;
/** Largest address book; also the most addresses one profile update may send. */
export const MAX_ADDRESSES = 30;
export const MAX_SOCIALS = 10;
export const ADDRESS_TYPES = ['billing', 'shipping'] as const;

const INVALID = 'error-invalid-value';
const MAX_ID = 2_147_483_647;

/** Text a person types, trimmed; numbers count as their digits, objects and lists fail with a field error. */
const text = () =>
  string()
    .typeError('error-must-be-text')
    .transform((value: unknown) => (typeof value === 'string' ? value.trim() : value));

/** Optional text: absent, null and '' all mean "not given" (stored as null). */
const optionalText = (max: number) =>
  text()
    .nullable()
    .transform((value: unknown) => (value === '' ? null : value))
    .max(max, 'error-too-long');

const addressShape = string().email();

/** Trimmed and lower-cased, like every email the shop stores; the domain needs a dot to receive mail. */
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

/** A password as typed: never trimmed (spaces are characters like any other). */
const password = (requiredKey = 'error-password-required') =>
  string().typeError('error-must-be-text').required(requiredKey).max(MAX_PASSWORD_LENGTH, 'error-password-too-long');

/** A password being chosen: the length rule here; the server also refuses common and personal ones. */
const newPassword = () => password().min(MIN_PASSWORD_LENGTH, 'error-password-too-short');

const name = () => text().required('error-name-required').max(120, 'error-too-long');

const id = () => number().typeError(INVALID).integer(INVALID).min(1, INVALID).max(MAX_ID, INVALID);

/** A web address with a host name; other schemes (javascript:, data:) are refused. */
const HTTP_URL = /^https?:\/\/[^\s/?#@]+\.[^\s/?#@]+(?:[/?#]\S*)?$/i;

/** POST /token (SPEC §5 login). */
export const loginSchema = object({
  email: email(),
  password: password(),
});

/** POST /register. */
export const registerSchema = object({
  name: name(),
  email: email(),
  password: newPassword(),
});

/** POST /forget-password: the email step. */
export const forgotPasswordEmailSchema = object({
  email: email(),
});

/** POST /verify-forget-password-token: the token step (SPEC §5 names error-password-required for it). */
export const forgotPasswordTokenSchema = object({
  email: email(),
  token: text().required('error-password-required').max(200, 'error-too-long'),
});

/** POST /reset-password: the new-password step. */
export const resetPasswordSchema = object({
  email: email(),
  token: text().required('error-password-required').max(200, 'error-too-long'),
  password: newPassword(),
});

/** POST /change-password. */
export const changePasswordSchema = object({
  oldPassword: password(),
  newPassword: newPassword(),
});

/** The change-password form also asks for the new password twice (only the form checks the copy). */
export const changePasswordFormSchema = changePasswordSchema.shape({
  passwordConfirmation: string()
    .typeError('error-must-be-text')
    .required('error-confirm-password-required')
    .oneOf([ref('newPassword')], 'error-match-password'),
});

/** POST /set-password (accounts made by Google or phone sign-in, which have none yet). */
export const setPasswordSchema = object({
  newPassword: newPassword(),
});

/** POST /update-email. */
export const updateEmailSchema = object({
  email: email(),
});

/** POST /email/verify: the token from the verification link. */
export const verifyEmailSchema = object({
  token: text().required('error-token-required').max(200, 'error-too-long'),
});

/** The parts of a postal address (CONTRACT §4 Address `address`). */
export const postalAddressSchema = object({
  street_address: text().required('error-street-address-required').max(200, 'error-too-long'),
  city: text().required('error-city-required').max(100, 'error-too-long'),
  state: text().required('error-state-required').max(100, 'error-too-long'),
  zip: text().required('error-zip-required').max(20, 'error-too-long'),
  country: text().required('error-country-required').max(100, 'error-too-long'),
}).typeError(INVALID);

/** Where a map search put the address; every part optional. */
const locationSchema = object({
  lat: number().typeError('error-lat-range').min(-90, 'error-lat-range').max(90, 'error-lat-range').nullable(),
  lng: number().typeError('error-lng-range').min(-180, 'error-lng-range').max(180, 'error-lng-range').nullable(),
  formattedAddress: optionalText(300),
  street_address: optionalText(200),
  city: optionalText(100),
  state: optionalText(100),
  zip: optionalText(20),
  country: optionalText(100),
})
  .typeError(INVALID)
  .nullable()
  .default(undefined);

/** One address book entry: with `id` it changes that saved address, without it adds one. */
export const addressSchema = object({
  id: id().optional(),
  title: text().required('error-title-required').max(120, 'error-too-long'),
  type: text()
    .required('error-address-type-required')
    .oneOf([...ADDRESS_TYPES], 'error-address-type'),
  default: boolean().typeError(INVALID).optional(),
  address: postalAddressSchema.required('error-street-address-required'),
  location: locationSchema,
}).typeError(INVALID);

const socialSchema = object({
  icon: text().required('error-social-icon-required').max(40, 'error-too-long'),
  url: text()
    .required('error-url-required')
    .max(500, 'error-too-long')
    .matches(HTTP_URL, { name: 'url', message: 'error-url-format', excludeEmptyString: true }),
}).typeError(INVALID);

/** A picture uploaded before (POST /attachments); only its id counts, the server fills in the rest. */
const avatarSchema = object({
  id: id().required(INVALID),
  original: mixed().optional(),
  thumbnail: mixed().optional(),
  file_name: mixed().optional(),
})
  .typeError(INVALID)
  .nullable()
  .default(undefined);

/**
 * PUT /users/{id}: every part optional. `profile.contact` is not accepted here: a phone number changes only
 * through the code flow (POST /update-contact), which proves the number.
 */
export const userUpdateSchema = object({
  name: text()
    .nonNullable('error-name-required')
    .max(120, 'error-too-long')
    .test({ name: 'present', message: 'error-name-required', test: (value) => value === undefined || value !== '' }),
  profile: object({
    id: id().optional(),
    bio: optionalText(1000),
    avatar: avatarSchema,
    socials: array(socialSchema).typeError(INVALID).max(MAX_SOCIALS, 'error-too-many-items').nullable(),
  })
    .typeError(INVALID)
    .default(undefined),
  address: array(addressSchema).typeError(INVALID).max(MAX_ADDRESSES, 'error-too-many-addresses').default(undefined),
});

/** The profile form (name and bio). */
export const profileFormSchema = object({
  name: name(),
  bio: optionalText(1000),
});
