import type { JsonSchema } from '../../http/route';
import { arrayOf, int, nullable, object, page, ref, str } from './common';

const translated = { language: str, translated_languages: arrayOf(str), created_at: str, updated_at: str };
const money: JsonSchema = { type: 'number', description: 'Currency units with two decimals' };

/** Refunds, their reasons and policies, and digital downloads (CONTRACT §4 Refund, Download; §8). */
export const refundSchemas: Record<string, JsonSchema> = {
  RefundReason: object({ id: int, name: str, slug: str, ...translated }),
  RefundReasonPage: page(ref('RefundReason'), 'laravel'),
  RefundPolicy: object(
    {
      id: int,
      title: str,
      slug: str,
      description: str,
      target: { type: 'string', enum: ['customer', 'vendor'] },
      status: { type: 'string', enum: ['approved', 'pending', 'rejected'] },
      shop_id: nullable(int),
      shop: nullable(object({ id: int, name: str, slug: str })),
      refunds: { ...arrayOf({}), description: 'Always empty: refunds are personal' },
      ...translated,
    },
    ['shop', 'refunds'],
  ),
  RefundPolicyPage: page(ref('RefundPolicy'), 'laravel'),
  Refund: object(
    {
      id: int,
      title: str,
      description: str,
      images: arrayOf(ref('Attachment')),
      amount: { ...money, description: 'The order’s amount' },
      status: { type: 'string', enum: ['pending', 'approved', 'rejected', 'processing'] },
      note: { ...nullable(str), description: 'The shop’s note on its decision (back office)' },
      order_id: int,
      customer_id: nullable(int),
      shop_id: { ...nullable(int), description: 'Null on the refund of a parent order' },
      parent_id: nullable(int),
      refund_policy_id: nullable(int),
      refund_reason_id: nullable(int),
      refund_reason: nullable(object({ id: int, name: str, slug: str })),
      created_at: str,
      updated_at: str,
      order: { ...nullable(ref('OrderChild')), description: 'With with=order' },
      refund_policy: { ...nullable(ref('RefundPolicy')), description: 'With with=refund_policy' },
    },
    ['order', 'refund_policy'],
  ),
  RefundPage: page(ref('Refund'), 'laravel'),
  Download: object({
    id: int,
    purchase_key: str,
    digital_file_id: int,
    order_id: int,
    tracking_number: str,
    customer_id: nullable(int),
    created_at: str,
    updated_at: str,
    order: object({
      id: int,
      tracking_number: str,
      payment_gateway: str,
      order_status: str,
      payment_status: str,
      created_at: str,
    }),
    file: nullable(
      object({
        id: int,
        attachment_id: { type: 'null' },
        file_name: str,
        fileable_type: { type: 'string', enum: ['Product', 'Variation'] },
        fileable_id: int,
        fileable: {
          ...nullable(
            object(
              {
                id: int,
                name: str,
                slug: str,
                title: str,
                product: object({ id: int, name: str, slug: str }, ['id', 'name', 'slug']),
              },
              ['name', 'slug', 'title', 'product'],
            ),
          ),
          description: 'The Product (as listed, with shop), or the Variation (id, title) with its product',
        },
      }),
    ),
  }),
  DownloadPage: page(ref('Download'), 'laravel'),
  DownloadUrl: { type: 'string', description: 'One-time link: <API>/download_url/token/{token}' },
};
