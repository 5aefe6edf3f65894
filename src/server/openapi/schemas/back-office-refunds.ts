import { ORDER_STATUSES, PAYMENT_GATEWAYS, PAYMENT_STATUSES } from '@/shared/order-status';
import type { JsonSchema } from '../../http/route';
import { arrayOf, bool, int, nullable, object, ref, str } from './common';

const money: JsonSchema = { type: 'number', description: 'Currency units with two decimals' };
const refundStatus: JsonSchema = { type: 'string', enum: ['pending', 'processing', 'approved', 'rejected'] };
const gateway: JsonSchema = { type: 'string', enum: [...PAYMENT_GATEWAYS] };
const shopRef = object({ id: int, name: str });

/** The back office's refund queue (issue 22). */
export const backOfficeRefundSchemas: Record<string, JsonSchema> = {
  BackOfficeRefundRow: object({
    id: int,
    status: refundStatus,
    title: str,
    amount: money,
    order_id: int,
    tracking_number: str,
    payment_gateway: gateway,
    shop: { ...nullable(shopRef), description: 'Null on a checkout’s refund (the operator’s queue)' },
    customer_name: nullable(str),
    reason: nullable(str),
    created_at: str,
  }),
  BackOfficeRefundPage: object({
    data: arrayOf(ref('BackOfficeRefundRow')),
    current_page: int,
    per_page: int,
    has_more: { type: 'boolean', description: 'Another page follows (no total is counted)' },
  }),
  BackOfficeRefund: object({
    id: int,
    parent_id: nullable(int),
    shop: nullable(shopRef),
    status: refundStatus,
    title: str,
    description: str,
    images: arrayOf(ref('Attachment')),
    amount: money,
    reason: nullable(str),
    policy: nullable(object({ title: str, description: str })),
    note: { ...nullable(str), description: 'The operator’s note, shown to the shopper' },
    decided_by: nullable(str),
    decided_at: nullable(str),
    payout: {
      ...nullable(
        object({
          method: { type: 'string', enum: ['STRIPE', 'PAYPAL', 'SANDBOX', 'WALLET'] },
          amount: { ...money, description: 'Paid back through the gateway, or cash credited to the wallet' },
          gateway_refund_id: nullable(str),
          wallet_points_credited: nullable(int),
          error: { ...nullable(str), description: 'Why the last try to pay back failed (still processing)' },
        }),
      ),
      description: 'How the money goes back, once the approval started',
    },
    order: object({
      id: int,
      tracking_number: str,
      order_status: { type: 'string', enum: [...ORDER_STATUSES] },
      payment_status: { type: 'string', enum: [...PAYMENT_STATUSES] },
      payment_gateway: gateway,
      amount: money,
      paid_total: money,
      wallet: { ...money, description: 'Paid from the wallet' },
      customer_name: nullable(str),
      customer_email: nullable(str),
      customer_contact: str,
      language: str,
      products: arrayOf(object({ id: int, name: str, order_quantity: int, subtotal: money })),
    }),
    parts: arrayOf(object({ id: int, shop_name: str, status: refundStatus, amount: money, order_id: int })),
    created_at: str,
    can_decide: { ...bool, description: 'The caller may approve or reject it now' },
  }),
};
