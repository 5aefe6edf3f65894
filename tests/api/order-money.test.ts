import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Coupon, CreateOrderInput, VerifiedResponse } from '@/framework/rest/types';
import { toMinorUnits } from '@/shared/money';
import type { CartItem } from '@/store/cart/cart.utils';
import { calculateTotal } from '@/store/cart/cart.utils';
import { type CheckoutState, initialCheckoutState } from '@/store/checkout/checkout-state';
import { checkoutTotals } from '@/store/checkout/checkout-totals';
import { orderInput } from '@/store/checkout/order-input';
import { expectDocumented } from './helpers/openapi';
import {
  ADDRESS,
  keepShopRules,
  makeShopper,
  orderApi,
  type OrderApi,
  orderCount,
  simpleProducts,
  verifyCart,
} from './helpers/orders';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * The storefront's own checkout code (cart total → checkout summary → order body) against the real API: the order
 * it builds from verify's and the coupon's answers is accepted as it is, and the same order with a total that
 * disagrees by one cent is refused with 422 and creates nothing. The rates are chosen to land on half cents
 * (1.15 % of $30.00 is 34.5 cents), where a float-rounding client and the server used to part.
 */

let t: TestApp;
let api: OrderApi;
let restore: () => Promise<void>;
let productId: number;
let taxClass: { id: number; rate: number } | undefined;

beforeAll(async () => {
  t = await createTestApp();
  api = await orderApi(t.database);
  restore = await keepShopRules(t.database);
  const noCampaign = sql`not exists (select 1 from flash_sale_products f where f.product_id = p.id)`;
  const [product] = await simpleProducts(t.database, sql`p.shop_id = 1 and ${noCampaign}`, 1);
  productId = product!.id;
  await t.database.rows(sql`update products set price_cents = 3000, sale_price_cents = null where id = ${productId}`);
  [taxClass] = await t.database.rows<{ id: number; rate: number }>(sql`
    select id, rate from tax_classes where id = (select (options->>'taxClass')::int from settings where language = 'en')`);
  await t.database.rows(sql`update tax_classes set rate = 115 where id = ${taxClass!.id}`);
  await t.database.rows(sql`
    insert into coupons (code, type, amount, minimum_cart_amount_cents, active_from, expire_at)
    values ('MONEY-115', 'percentage', 115, 0, now() - interval '1 day', now() + interval '1 day'),
           ('MONEY-777', 'fixed', 777, 0, now() - interval '1 day', now() + interval '1 day')`);
});
afterEach(() => restore());
afterAll(async () => {
  if (taxClass) await t.database.rows(sql`update tax_classes set rate = ${taxClass.rate} where id = ${taxClass.id}`);
  await t?.close();
});

async function wireCoupon(code: string, subTotal: number): Promise<Coupon> {
  const res = await api.post('/coupons/verify', { code, sub_total: subTotal });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.body.is_valid, code).toBe(true);
  return res.body.coupon as Coupon;
}

/** The order body the storefront sends for `quantity` of the product, with a coupon and the wallet as asked. */
async function storefrontOrder(
  quantity: number,
  { code, useWallet = false, token }: { code?: string; useWallet?: boolean; token: string },
): Promise<CreateOrderInput> {
  const verified = await verifyCart(api, [{ product_id: productId, order_quantity: quantity }], token);
  const items: CartItem[] = verified.products.map((l) => ({
    id: l.product_id,
    productId: l.product_id,
    price: l.unit_price,
    quantity: l.order_quantity,
    stock: 100,
  }));
  const subtotal = calculateTotal(items);
  const home = { type: 'shipping' as const, address: ADDRESS };
  const state: CheckoutState = {
    ...initialCheckoutState,
    billing_address: { ...home, type: 'billing' },
    shipping_address: home,
    delivery_time: { title: 'Morning' },
    customer_contact: '+12125550100',
    coupon: code ? await wireCoupon(code, subtotal) : null,
    use_wallet: useWallet,
    verified_response: verified as VerifiedResponse,
  };
  const totals = checkoutTotals({
    subtotal,
    verified: state.verified_response!,
    coupon: state.coupon,
    useWallet,
  });
  return orderInput({ items, state, totals, kind: 'regular', language: 'en' });
}

interface Case {
  quantity: number;
  code?: string;
  useWallet?: boolean;
  points?: number;
}

describe('POST /orders with the storefront’s own figures', () => {
  it.each<[string, Case]>([
    ['no coupon', { quantity: 1 }],
    ['a 1.15 % coupon on a half cent', { quantity: 1, code: 'MONEY-115' }],
    ['a 1.15 % coupon on three lines', { quantity: 3, code: 'MONEY-115' }],
    ['a fixed coupon', { quantity: 2, code: 'MONEY-777' }],
    ['free shipping', { quantity: 1, code: 'FREESHIP' }],
    ['part of the wallet', { quantity: 1, useWallet: true, points: 30 }],
    ['the whole wallet', { quantity: 1, code: 'MONEY-115', useWallet: true, points: 3000 }],
  ])('with %s: refuses a total one cent off (422), accepts the agreeing one', async (_name, c) => {
    const shopper = await makeShopper(t.database, 'Money Shopper', c.points);
    const body = await storefrontOrder(c.quantity, { ...c, token: shopper.token });
    if (c.code === 'MONEY-115' && c.quantity === 1 && !c.useWallet) {
      expect(toMinorUnits(body.discount ?? 0)).toBe(35); // 34.5 cents, half up
    }
    const before = await orderCount(t.database);
    const off = toMinorUnits(body.total) + 1;
    const tampered = { ...body, total: off / 100, paid_total: off / 100 };
    const refused = await api.post('/orders', tampered, { token: shopper.token });
    expect(refused.status, JSON.stringify(refused.body)).toBe(422);
    expect(refused.body.errors).toEqual({ total: ['error-price-changed'], paid_total: ['error-price-changed'] });
    expectDocumented('post', '/orders', 422, refused.body);
    expect(await orderCount(t.database)).toBe(before);

    const res = await api.post('/orders', body, { token: shopper.token });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({
      amount: body.amount,
      sales_tax: body.sales_tax,
      delivery_fee: body.delivery_fee,
      discount: body.discount,
      total: body.total,
      payment_gateway: body.payment_gateway,
    });
    if (body.isFullWalletPayment) expect(res.body.payment_gateway).toBe('FULL_WALLET_PAYMENT');
  });
});
