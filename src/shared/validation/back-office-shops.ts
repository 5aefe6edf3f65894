import { boolean, type InferType, mixed, number, object, string } from 'yup';
import { postalAddressSchema } from './account';

/**
 * Inputs of the back office's shop pages (issue 22 item 5), shared by the shop form (useApiForm) and the API.
 * Messages are translation keys: `admin:` ones in public/locales/<lang>/admin.json, the rest in common.json.
 */
export const SHOP_NAME_MAX = 80;
export const SHOP_DESCRIPTION_MAX = 2000;

const INVALID = 'error-invalid-value';

/** A picture uploaded before (POST /attachments) or the one the shop shows now; only its id counts. */
const picture = () =>
  object({
    id: number().typeError(INVALID).integer(INVALID).min(1, INVALID).max(2_147_483_647, INVALID).required(INVALID),
    original: mixed().optional(),
    thumbnail: mixed().optional(),
    file_name: mixed().optional(),
  })
    .typeError(INVALID)
    .nullable()
    .default(null);

const text = () =>
  string()
    .typeError('error-must-be-text')
    .transform((value: unknown) => (typeof value === 'string' ? value.trim() : value));

/** PUT /admin/shops/{id}: the shop's public face. The slug (its address on the shop) never changes. */
export const editShopSchema = object({
  name: text()
    .required('admin:error-shop-name-required')
    .min(2, 'admin:error-shop-name-short')
    .max(SHOP_NAME_MAX, 'error-too-long'),
  description: text()
    .max(SHOP_DESCRIPTION_MAX, 'error-too-long')
    .nullable()
    .transform((value: unknown) => (value === '' ? null : value))
    .default(null),
  logo: picture(),
  cover_image: picture(),
  address: postalAddressSchema.required('error-street-address-required'),
});

export type EditShopInput = InferType<typeof editShopSchema>;

/** PUT /admin/shops/{id}/status: the operator approves (true) or deactivates (false) a shop. */
export const shopStatusSchema = object({
  is_active: boolean().typeError('admin:error-shop-status').required('admin:error-shop-status'),
});
