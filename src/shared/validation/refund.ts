import { array, number, object, string } from 'yup';

/**
 * POST /refunds (CONTRACT §4 Refund), shared by the refund form and the API. Messages are translation keys
 * (public/locales/<lang>/common.json). Photos are pictures uploaded before through POST /attachments: the
 * server keeps only their ids and describes them from its own records.
 */
export const MAX_REFUND_IMAGES = 5;
export const MAX_REFUND_TITLE = 150;
export const MAX_REFUND_DESCRIPTION = 2000;
const MAX_ID = 2_147_483_647;
const INVALID = 'error-invalid-value';

const onlyNumbers = (value: unknown, original: unknown) =>
  original === undefined || original === null || typeof original === 'number' ? value : Number.NaN;

const id = (required: string) =>
  number()
    .transform(onlyNumbers)
    .typeError(INVALID)
    .integer(INVALID)
    .min(1, INVALID)
    .max(MAX_ID, INVALID)
    .required(required);

const text = () =>
  string()
    .typeError('error-must-be-text')
    .transform((value: unknown) => (typeof value === 'string' ? value.trim() : value));

/** Where our pictures live: relative `/api/media/[thumbnails/][uploads/]…` or the same path on an http(s) host. */
const MEDIA_URL = /^(https?:\/\/[^\s/]+)?\/api\/media\/(thumbnails\/)?(uploads\/)?[a-z0-9][a-z0-9._-]{0,150}$/i;

export const refundImageSchema = object({
  id: id(INVALID),
  original: text().max(500, 'error-too-long').matches(MEDIA_URL, 'error-refund-image-invalid').optional(),
  thumbnail: text().max(500, 'error-too-long').matches(MEDIA_URL, 'error-refund-image-invalid').optional(),
  file_name: text().max(200, 'error-too-long').optional(),
}).typeError('error-refund-image-invalid');

export const createRefundSchema = object({
  order_id: id('error-refund-order-required'),
  title: text().required('error-refund-title-required').max(MAX_REFUND_TITLE, 'error-too-long'),
  description: text().required('error-refund-description-required').max(MAX_REFUND_DESCRIPTION, 'error-too-long'),
  refund_reason_id: id('error-refund-reason-required'),
  images: array(refundImageSchema)
    .typeError('error-refund-image-invalid')
    .max(MAX_REFUND_IMAGES, 'error-refund-images-max')
    .default([]),
});

export type CreateRefundInput = {
  order_id: number;
  title: string;
  description: string;
  refund_reason_id: number;
  images?: { id: number; original?: string; thumbnail?: string; file_name?: string }[];
};

export const digitalFileSchema = object({
  digital_file_id: id('error-digital-file-required'),
});
