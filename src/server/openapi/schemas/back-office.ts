import { ORDER_STATUSES, PAYMENT_GATEWAYS, PAYMENT_STATUSES } from '@/shared/order-status';
import type { JsonSchema } from '../../http/route';
import { arrayOf, bool, int, nullable, object, ref, str } from './common';

const money: JsonSchema = { type: 'number', description: 'Currency units with two decimals' };
const orderStatus: JsonSchema = { type: 'string', enum: [...ORDER_STATUSES] };
const role: JsonSchema = { type: 'string', enum: ['super_admin', 'store_owner', 'staff', 'customer'] };
const shopRef = object({ id: int, name: str });

/** The back office (issue 21): roles, shops' orders, members. */
export const backOfficeSchemas: Record<string, JsonSchema> = {
  BackOfficeMe: object({
    id: int,
    name: str,
    email: str,
    roles: arrayOf(role),
    shops: arrayOf(object({ id: int, name: str, slug: str, role: { type: 'string', enum: ['owner', 'staff'] } })),
  }),
  BackOfficeOrderRow: object({
    id: int,
    tracking_number: str,
    parent_tracking_number: nullable(str),
    shop: shopRef,
    customer_name: nullable(str),
    customer_contact: str,
    amount: money,
    payment_gateway: { type: 'string', enum: [...PAYMENT_GATEWAYS] },
    payment_status: { type: 'string', enum: [...PAYMENT_STATUSES] },
    order_status: orderStatus,
    created_at: str,
  }),
  BackOfficeOrderPage: object({
    data: arrayOf(ref('BackOfficeOrderRow')),
    current_page: int,
    per_page: int,
    has_more: { type: 'boolean', description: 'Another page follows (no total is counted)' },
  }),
  BackOfficeOrder: object({
    id: int,
    tracking_number: str,
    parent_id: nullable(int),
    shop: nullable(shopRef),
    customer_name: nullable(str),
    customer_contact: str,
    customer_email: nullable(str),
    is_guest: bool,
    amount: money,
    sales_tax: money,
    delivery_fee: money,
    discount: money,
    paid_total: money,
    total: money,
    payment_gateway: { type: 'string', enum: [...PAYMENT_GATEWAYS] },
    payment_status: { type: 'string', enum: [...PAYMENT_STATUSES] },
    order_status: orderStatus,
    shipping_address: nullable(ref('PostalAddress')),
    billing_address: nullable(ref('PostalAddress')),
    delivery_time: nullable(str),
    note: nullable(str),
    language: str,
    created_at: str,
    updated_at: str,
    products: arrayOf(
      object({
        id: int,
        product_id: int,
        name: str,
        slug: str,
        order_quantity: int,
        unit_price: money,
        subtotal: money,
      }),
    ),
    children: arrayOf(object({ id: int, tracking_number: str, shop_name: str, order_status: orderStatus })),
    history: arrayOf(
      object({
        from: nullable(orderStatus),
        to: orderStatus,
        source: { type: 'string', enum: ['back-office', 'payment', 'refund', 'system'] },
        by: { ...nullable(str), description: 'Who moved it (back office), else null' },
        at: str,
      }),
    ),
    next_statuses: { ...arrayOf(orderStatus), description: 'What the status rule allows now' },
  }),
  BackOfficeShop: object({
    id: int,
    name: str,
    slug: str,
    is_active: bool,
    members: arrayOf(
      object({ user_id: int, name: str, email: str, role: { type: 'string', enum: ['owner', 'staff'] } }),
    ),
    can_manage_owners: bool,
    can_manage_staff: bool,
  }),
  BackOfficeShopList: object({ data: arrayOf(ref('BackOfficeShop')) }),
};
