import { ORDER_STATUSES, PAYMENT_GATEWAYS, PAYMENT_STATUSES } from '@/shared/order-status';
import type { JsonSchema } from '../../http/route';
import { arrayOf, bool, int, nullable, object, page, ref, str } from './common';
import { productListItem } from './product';

const money: JsonSchema = { type: 'number', description: 'Currency units with two decimals' };
const postalAddress = object({ street_address: str, city: str, state: str, zip: str, country: str });

/** The columns every order has, parent or child (CONTRACT §4 Order). */
const orderColumns: Record<string, JsonSchema> = {
  id: int,
  tracking_number: { type: 'string', pattern: '^\\d{14}$', description: 'YYYYMMDD + 6 random digits' },
  customer_id: { ...nullable(int), description: 'null for guest orders' },
  customer_contact: str,
  customer_name: nullable(str),
  customer_email: { ...nullable(str), description: 'Ours: where the confirmation went' },
  amount: { ...money, description: 'Sum of the lines (a child: its shop’s lines)' },
  sales_tax: money,
  delivery_fee: money,
  discount: money,
  paid_total: { ...money, description: 'amount + sales_tax + delivery_fee − discount (wallet use included)' },
  total: money,
  coupon_id: nullable(int),
  delivery_time: { ...nullable(str), description: 'Title of the chosen settings.deliveryTime entry' },
  payment_gateway: { type: 'string', enum: [...PAYMENT_GATEWAYS] },
  payment_sub_gateway: nullable(str),
  altered_payment_gateway: nullable(str),
  shipping_address: nullable(postalAddress),
  billing_address: nullable(postalAddress),
  logistics_provider: nullable(str),
  order_status: { type: 'string', enum: [...ORDER_STATUSES] },
  payment_status: { type: 'string', enum: [...PAYMENT_STATUSES] },
  shop_id: { ...nullable(int), description: 'null on the parent order' },
  parent_id: { ...nullable(int), description: 'The parent order of a child order' },
  language: str,
  note: nullable(str),
  cancelled_amount: money,
  cancelled_tax: money,
  cancelled_delivery_fee: money,
  created_at: str,
  shop: { ...nullable(ref('OrderShop')), description: 'The vendor of a child order; null on the parent' },
  products: arrayOf(ref('OrderProduct')),
  status_history: {
    ...arrayOf(
      object({
        from: { type: ['string', 'null'], enum: [...ORDER_STATUSES, null] },
        to: { type: 'string', enum: [...ORDER_STATUSES] },
        at: str,
      }),
    ),
    description: 'Every change of the order’s status (who made it is for the back office only), oldest first',
  },
};

export const orderSchemas: Record<string, JsonSchema> = {
  CheckoutVerification: object({
    total_tax: { ...money, description: 'Tax on the taxable goods of the available lines' },
    shipping_charge: { ...money, description: 'Delivery fee before any coupon; 0 for free shipping or digital carts' },
    unavailable_products: {
      ...arrayOf(int),
      description: 'Product ids of lines that cannot be sold as asked (stock, unpublished, unknown)',
    },
    wallet_amount: { ...int, description: 'Wallet points the signed-in shopper can spend (0 for guests)' },
    wallet_currency: { ...money, description: 'wallet_amount in currency (points ÷ currencyToWalletRatio)' },
    amount: { ...money, description: 'Ours: the server’s sub total of the available lines' },
    products: {
      ...arrayOf(ref('CheckoutLine')),
      description: 'Ours: the available lines priced by the server, as POST /orders expects them',
    },
  }),
  CheckoutLine: object({
    product_id: int,
    variation_option_id: nullable(int),
    order_quantity: int,
    unit_price: money,
    subtotal: money,
  }),
  CouponVerification: object(
    {
      is_valid: bool,
      coupon: { ...nullable(ref('Coupon')), description: 'The coupon when it applies' },
      message: {
        type: 'string',
        description:
          'Why not: PICKBAZAR_ERROR.INVALID_COUPON_CODE, COUPON_CODE_IS_NOT_APPLICABLE or ALREADY_FREE_SHIPPING_ACTIVATED',
      },
    },
    ['coupon', 'message'],
  ),
  OrderShop: object({ id: int, name: str, slug: str, logo: nullable(ref('Attachment')) }),
  OrderCustomer: object({ id: int, name: str, email: str }),
  OrderProduct: object({
    ...productListItem,
    variation_options: arrayOf(ref('VariationOption')),
    pivot: object({
      order_quantity: int,
      unit_price: money,
      subtotal: money,
      variation_option_id: nullable(int),
    }),
  }),
  OrderChild: object(orderColumns),
  Order: object(
    {
      ...orderColumns,
      customer: nullable(ref('OrderCustomer')),
      children: { ...arrayOf(ref('OrderChild')), description: 'One order per vendor shop (empty on a child)' },
      wallet_point: { ...nullable(object({ amount: money })), description: 'Wallet money spent on this order' },
      payment_intent: {
        ...nullable(ref('PaymentIntent')),
        description: 'Online gateways: the order’s payment at its current gateway, once one was started; else null',
      },
      refund: { ...nullable(ref('Refund')), description: 'With with=refund: the order’s refund, or null' },
    },
    ['refund'],
  ),
  OrderPage: page(ref('Order'), 'laravel'),
  PaymentIntent: object({
    id: int,
    order_id: int,
    tracking_number: str,
    payment_gateway: { type: 'string', description: 'Capitalised gateway name: Stripe, Paypal, Sandbox' },
    payment_intent_info: object(
      {
        client_secret: { type: 'string', description: 'Card gateways (Stripe): for the browser to confirm' },
        payment_id: { type: 'string', description: 'The gateway’s id of the payment' },
        is_redirect: { type: 'boolean', description: 'true: send the shopper to redirect_url' },
        redirect_url: { type: 'string', description: 'Redirect gateways: where the shopper pays' },
      },
      ['client_secret', 'redirect_url'],
    ),
  }),
  WebhookReceipt: object({
    received: { type: 'boolean', enum: [true] },
    result: {
      type: 'string',
      enum: ['applied', 'unchanged', 'duplicate', 'ignored'],
      description: 'applied: an order changed; unchanged: nothing to change; duplicate: replayed event; ignored',
    },
  }),
};
