import { sql } from 'drizzle-orm';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { backgroundWorkSettled } from '@/server/background';
import { createSmsSender } from '@/server/messaging/sms';
import { fromMinorUnits, toMinorUnits } from '@/shared/money';
import { waitForMail } from './helpers/accounts';
import { expectDocumented } from './helpers/openapi';
import {
  ADDRESS,
  keepShopRules,
  makeShopper,
  orderApi,
  type OrderApi,
  orderBody,
  orderCount,
  placeOrder,
  productRow,
  type ProductRow,
  setOptions,
  simpleProducts,
  verifyCart,
} from './helpers/orders';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let api: OrderApi;
let restore: () => Promise<void>;
/** Two cheap products of one shop and one of another. */
let a: ProductRow;
let b: ProductRow;
let other: ProductRow;

beforeAll(async () => {
  t = await createTestApp();
  api = await orderApi(t.database);
  restore = await keepShopRules(t.database);
  const cheap = sql`coalesce(p.sale_price_cents, p.price_cents) < 1000`;
  [a, b] = (await simpleProducts(t.database, sql`p.shop_id = 1 and ${cheap}`, 2)) as [ProductRow, ProductRow];
  [other] = (await simpleProducts(t.database, sql`p.shop_id = 2 and ${cheap}`, 1)) as [ProductRow];
});
afterEach(() => restore());
afterAll(() => t?.close());

async function shopOrders(id: number): Promise<number> {
  const [row] = await t.database.rows<{ n: number }>(sql`select orders_count as n from shops where id = ${id}`);
  return row!.n;
}

describe('POST /orders', () => {
  it('places a cash-on-delivery order: a parent with the money and one child per shop', async () => {
    const shopper = await makeShopper(t.database, 'Ada Buyer');
    const lines = [
      { product_id: a.id, order_quantity: 2 },
      { product_id: b.id, order_quantity: 1 },
      { product_id: other.id, order_quantity: 3 },
    ];
    const before = { a: await productRow(t.database, a.id), shop1: await shopOrders(1), shop2: await shopOrders(2) };
    const verified = await verifyCart(api, lines, shopper.token);
    const res = await api.post(
      '/orders',
      orderBody(verified, { customer_name: 'Someone Else', customer_id: 1, order_status: 'order-completed' }),
      { token: shopper.token },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expectDocumented('post', '/orders', 201, res.body);
    const order = res.body;
    const today = new Date().toISOString().slice(0, 10).replaceAll('-', '');
    expect(order.tracking_number).toMatch(new RegExp(`^${today}\\d{6}$`));
    expect(order).toMatchObject({
      shop_id: null,
      parent_id: null,
      customer_id: shopper.id,
      customer_name: 'Ada Buyer',
      customer_email: shopper.email,
      customer: { id: shopper.id, name: 'Ada Buyer', email: shopper.email },
      amount: verified.amount,
      sales_tax: verified.total_tax,
      delivery_fee: verified.shipping_charge,
      discount: 0,
      payment_gateway: 'CASH_ON_DELIVERY',
      order_status: 'order-processing',
      payment_status: 'payment-cash-on-delivery',
      delivery_time: 'Morning',
      shipping_address: ADDRESS,
      billing_address: ADDRESS,
      wallet_point: null,
      payment_intent: null,
    });
    const total =
      toMinorUnits(verified.amount) + toMinorUnits(verified.total_tax) + toMinorUnits(verified.shipping_charge);
    expect([toMinorUnits(order.total), toMinorUnits(order.paid_total)]).toEqual([total, total]);
    expect(order.products.map((p: { id: number; pivot: unknown }) => [p.id, p.pivot])).toEqual(
      verified.products.map((l) => [
        l.product_id,
        { order_quantity: l.order_quantity, unit_price: l.unit_price, subtotal: l.subtotal, variation_option_id: null },
      ]),
    );

    expect(order.children).toHaveLength(2);
    const [first, second] = order.children;
    expect(first).toMatchObject({ shop_id: 1, parent_id: order.id, shop: { id: 1 }, sales_tax: 0, delivery_fee: 0 });
    expect(second).toMatchObject({ shop_id: 2, parent_id: order.id, shop: { id: 2 }, discount: 0 });
    for (const child of order.children) {
      expect(child.tracking_number).toMatch(/^\d{14}$/);
      expect(child).toMatchObject({ order_status: 'order-processing', payment_status: 'payment-cash-on-delivery' });
      const shopLines = verified.products.filter((l) =>
        child.shop_id === 1 ? l.product_id !== other.id : l.product_id === other.id,
      );
      const amount = shopLines.reduce((sum, l) => sum + toMinorUnits(l.subtotal), 0);
      expect([toMinorUnits(child.amount), toMinorUnits(child.total)]).toEqual([amount, amount]);
      expect(child.products.map((p: { id: number }) => p.id)).toEqual(shopLines.map((l) => l.product_id));
    }
    expect(new Set([order.tracking_number, first.tracking_number, second.tracking_number]).size).toBe(3);

    // Stock, sales and shop counters moved with the order.
    const after = await productRow(t.database, a.id);
    expect([after.quantity, after.sold_quantity]).toEqual([before.a.quantity - 2, before.a.sold_quantity + 2]);
    expect([await shopOrders(1), await shopOrders(2)]).toEqual([before.shop1 + 1, before.shop2 + 1]);
    const [sales] = await t.database.rows<{ orders_count: number; quantity: number }>(
      sql`select orders_count, quantity from product_daily_sales where product_id = ${other.id} and day = current_date`,
    );
    expect(sales!.quantity).toBeGreaterThanOrEqual(3);

    const mail = await waitForMail(t.database, shopper.email, 'order_confirmation');
    expect(mail.subject).toContain(order.tracking_number);
    expect(mail.body).toContain(`/orders/${order.tracking_number}`);
  });

  it('lets the shop’s best sellers reflect what was sold today', async () => {
    const [big] = await simpleProducts(t.database, sql`p.shop_id = 3`, 1);
    await t.database.rows(sql`update products set quantity = 1000 where id = ${big!.id}`);
    const res = await placeOrder(api, [{ product_id: big!.id, order_quantity: 500 }], {
      token: (await makeShopper(t.database)).token,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const best = await api.get('/best-selling-products?range=1&limit=3');
    expect(best.body[0].id).toBe(big!.id);
    const product = await api.get(`/products/${big!.id}`);
    expect(product.body.sold_quantity).toBe(big!.sold_quantity + 500);
  });

  it.each([
    [
      'unit_price',
      (body: any) => (body.products[0].unit_price = body.products[0].unit_price - 0.01),
      'products[0].unit_price',
    ],
    ['subtotal', (body: any) => (body.products[0].subtotal = 0), 'products[0].subtotal'],
    ['amount', (body: any) => (body.amount = body.amount + 1), 'amount'],
    ['sales_tax', (body: any) => (body.sales_tax = 0), 'sales_tax'],
    ['delivery_fee', (body: any) => (body.delivery_fee = 0), 'delivery_fee'],
    ['discount', (body: any) => (body.discount = 2), 'discount'],
    ['total', (body: any) => (body.total = 1), 'total'],
    ['paid_total', (body: any) => (body.paid_total = 1), 'paid_total'],
  ])('refuses a tampered %s with 422 and creates nothing', async (_name, tamper, field) => {
    const shopper = await makeShopper(t.database);
    const before = { orders: await orderCount(t.database), stock: (await productRow(t.database, a.id)).quantity };
    const body = orderBody(await verifyCart(api, [{ product_id: a.id, order_quantity: 2 }], shopper.token));
    tamper(body);
    const res = await api.post('/orders', body, { token: shopper.token });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('Prices changed, check your cart again.');
    expect(res.body.errors[field]).toEqual(['error-price-changed']);
    expectDocumented('post', '/orders', 422, res.body);
    expect(await orderCount(t.database)).toBe(before.orders);
    expect((await productRow(t.database, a.id)).quantity).toBe(before.stock);
  });

  it.each([
    ['negative', -2, 'error-quantity-whole'],
    ['zero', 0, 'error-quantity-whole'],
    ['fractional', 0.5, 'error-quantity-whole'],
    ['text', '1', 'error-quantity-whole'],
    ['huge', 10_000_000, 'error-quantity-too-large'],
  ])('refuses a %s quantity', async (_name, quantity, message) => {
    const body = orderBody(await verifyCart(api, [{ product_id: a.id, order_quantity: 1 }]));
    body.products[0]!.order_quantity = quantity as number;
    const res = await api.post('/orders', body, { token: (await makeShopper(t.database)).token });
    expect(res.status).toBe(422);
    expect(res.body.errors['products[0].order_quantity']).toEqual([message]);
  });

  it('refuses unknown, draft and sold-out products, and options of another product, creating nothing', async () => {
    const shopper = await makeShopper(t.database);
    const body = orderBody(await verifyCart(api, [{ product_id: a.id, order_quantity: 1 }]));
    const [draft] = await t.database.rows<{ id: number }>(sql`select id from products where status = 'draft' limit 1`);
    const [option] = await t.database.rows<{ id: number; product_id: number }>(
      sql`select v.id, v.product_id from variation_options v order by id limit 1`,
    );
    const [variable] = await t.database.rows<{ id: number }>(
      sql`select id from products where product_type = 'variable' and id <> ${option!.product_id} and status = 'publish' limit 1`,
    );
    const before = await orderCount(t.database);
    const line = (extra: object) => ({ ...body, products: [{ ...body.products[0]!, ...extra }] });
    const cases: [object, string, string][] = [
      [{ product_id: 999_999 }, 'products[0].product_id', 'error-product-unavailable'],
      [{ product_id: draft!.id }, 'products[0].product_id', 'error-product-unavailable'],
      [{ order_quantity: a.quantity + 1 }, 'products[0].order_quantity', 'error-out-of-stock'],
      [
        { product_id: variable!.id, variation_option_id: option!.id },
        'products[0].variation_option_id',
        'error-option-invalid',
      ],
    ];
    for (const [extra, field, message] of cases) {
      const res = await api.post('/orders', line(extra), { token: shopper.token });
      expect(res.status, JSON.stringify(extra)).toBe(422);
      expect(res.body.errors[field]).toEqual([message]);
    }
    expect(await orderCount(t.database)).toBe(before);
  });

  it('needs a shipping address for physical goods and a delivery time the shop offers', async () => {
    const token = (await makeShopper(t.database)).token;
    const verified = await verifyCart(api, [{ product_id: a.id, order_quantity: 1 }]);
    const noAddress = await api.post('/orders', orderBody(verified, { shipping_address: null }), { token });
    expect(noAddress.body.errors).toEqual({ shipping_address: ['error-shipping-address-required'] });
    const badTime = await api.post('/orders', orderBody(verified, { delivery_time: 'At midnight' }), { token });
    expect(badTime.body.errors).toEqual({ delivery_time: ['error-delivery-time-invalid'] });
    const arabic = await api.post('/orders?language=ar', orderBody(verified, { delivery_time: 'صباحاً' }), { token });
    expect(arabic.status, JSON.stringify(arabic.body)).toBe(201);
    expect(arabic.body).toMatchObject({ language: 'ar', delivery_time: 'صباحاً' });
  });

  it('answers 400 below the minimum order amount', async () => {
    const verified = await verifyCart(api, [{ product_id: a.id, order_quantity: 1 }]);
    await setOptions(t.database, { minimumOrderAmount: 500 });
    const res = await api.post('/orders', orderBody(verified), { token: (await makeShopper(t.database)).token });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Minimum order amount is 500.00');
  });
});

describe('POST /orders: payment', () => {
  const one = () => [{ product_id: a.id, order_quantity: 1 }];

  it('stores CASH as order-processing + payment-cash, and accepts gateways in lower case', async () => {
    const token = (await makeShopper(t.database)).token;
    const cash = await placeOrder(api, one(), { token, extra: { payment_gateway: 'CASH' } });
    expect(cash.body).toMatchObject({
      payment_gateway: 'CASH',
      order_status: 'order-processing',
      payment_status: 'payment-cash',
    });
    const lower = await placeOrder(api, one(), { token, extra: { payment_gateway: 'cash_on_delivery' } });
    expect(lower.body.payment_gateway).toBe('CASH_ON_DELIVERY');
  });

  it('leaves an order with an online gateway the shop offers pending, with its payment started', async () => {
    const res = await placeOrder(api, one(), {
      token: (await makeShopper(t.database)).token,
      extra: { payment_gateway: 'sandbox' },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      payment_gateway: 'SANDBOX',
      order_status: 'order-pending',
      payment_status: 'payment-pending',
      payment_intent: {
        order_id: res.body.id,
        tracking_number: res.body.tracking_number,
        payment_gateway: 'Sandbox',
        payment_intent_info: { is_redirect: true },
      },
    });
    expect(res.body.children[0]).toMatchObject({ order_status: 'order-pending', payment_status: 'payment-pending' });
  });

  it('refuses gateways the shop does not offer or that do not exist', async () => {
    const token = (await makeShopper(t.database)).token;
    // STRIPE is listed by the settings but has no keys here; PAYPAL is not listed.
    for (const gateway of ['STRIPE', 'PAYPAL', 'BITCOIN', 'FULL_WALLET_PAYMENT']) {
      const res = await placeOrder(api, one(), { token, extra: { payment_gateway: gateway } });
      expect(res.status, gateway).toBe(422);
      expect(res.body.errors).toEqual({ payment_gateway: ['error-gateway-invalid'] });
    }
    await setOptions(t.database, { useCashOnDelivery: false });
    const cod = await placeOrder(api, one(), { token });
    expect(cod.body.errors).toEqual({ payment_gateway: ['error-gateway-invalid'] });
  });

  it('pays from the wallet entirely: order-completed, payment-success, FULL_WALLET_PAYMENT', async () => {
    const shopper = await makeShopper(t.database, 'Wallet Owner', 3000);
    const verified = await verifyCart(api, one(), shopper.token);
    const res = await api.post('/orders', orderBody(verified, { use_wallet_points: true }), { token: shopper.token });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const total = toMinorUnits(res.body.total);
    expect(res.body).toMatchObject({
      payment_gateway: 'FULL_WALLET_PAYMENT',
      order_status: 'order-completed',
      payment_status: 'payment-success',
      wallet_point: { amount: fromMinorUnits(total) },
    });
    // 3 points per dollar, rounded up.
    const me = await api.get('/me', { token: shopper.token });
    expect(me.body.wallet.points_used).toBe(Math.ceil((total * 3) / 100));
  });

  it('spends what the wallet holds and leaves the rest to the gateway', async () => {
    const shopper = await makeShopper(t.database, 'Small Wallet', 6);
    const res = await placeOrder(api, [{ product_id: a.id, order_quantity: 3 }], {
      token: shopper.token,
      extra: { use_wallet_points: true },
    });
    expect(res.body).toMatchObject({
      payment_gateway: 'CASH_ON_DELIVERY',
      order_status: 'order-processing',
      wallet_point: { amount: 2 },
    });
    expect((await api.get('/me', { token: shopper.token })).body.wallet).toMatchObject({
      available_points: 0,
      points_used: 6,
    });
    // Asking for a full wallet payment the wallet cannot cover is refused.
    const refused = await placeOrder(api, one(), { token: shopper.token, extra: { isFullWalletPayment: true } });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({ isFullWalletPayment: ['error-wallet-changed'] });
  });
});

describe('POST /orders: coupons', () => {
  async function couponId(code: string) {
    const [row] = await t.database.rows<{ id: number }>(sql`select id from coupons where code = ${code}`);
    return row!.id;
  }

  it('takes a percentage off the amount, after tax', async () => {
    const verified = await verifyCart(api, [{ product_id: a.id, order_quantity: 4 }]);
    const discount = fromMinorUnits(Math.round(toMinorUnits(verified.amount) / 10));
    const res = await api.post('/orders', orderBody(verified, { coupon_id: await couponId('WELCOME10'), discount }), {
      token: (await makeShopper(t.database)).token,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ discount, sales_tax: verified.total_tax, coupon_id: await couponId('WELCOME10') });
  });

  it('waives delivery with a free-shipping coupon (discount 0, or the waived charge as the provider’s shop sends it)', async () => {
    const token = (await makeShopper(t.database)).token;
    const verified = await verifyCart(api, [{ product_id: a.id, order_quantity: 1 }]);
    expect(verified.shipping_charge).toBeGreaterThan(0);
    const id = await couponId('FREESHIP');
    const plain = { ...orderBody(verified), coupon_id: id, delivery_fee: 0 };
    plain.total = plain.paid_total = fromMinorUnits(toMinorUnits(verified.amount) + toMinorUnits(verified.total_tax));
    const res = await api.post('/orders', plain, { token });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ delivery_fee: 0, discount: 0, total: plain.total });
    const providerStyle = { ...plain, discount: verified.shipping_charge };
    expect((await api.post('/orders', providerStyle, { token })).status).toBe(201);
  });

  it('refuses a coupon that is expired or below its minimum', async () => {
    const token = (await makeShopper(t.database)).token;
    const verified = await verifyCart(api, [{ product_id: a.id, order_quantity: 1 }]);
    for (const code of ['SUMMER20', 'SAVE5']) {
      const res = await api.post('/orders', orderBody(verified, { coupon_id: await couponId(code) }), { token });
      expect(res.status, code).toBe(422);
      expect(res.body.errors).toEqual({ coupon_id: ['error-coupon-not-applicable'] });
    }
  });
});

describe('POST /orders: guests and digital goods', () => {
  it('takes a guest order while guestCheckout is on, never for another account', async () => {
    const someone = await makeShopper(t.database);
    const res = await placeOrder(api, [{ product_id: a.id, order_quantity: 1 }], {
      extra: { customer_name: 'Guest Buyer', customer_email: 'guest@example.com', customer_id: someone.id },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ customer_id: null, customer: null, customer_name: 'Guest Buyer' });
    expect(res.body.children[0].customer_id).toBeNull();
    await waitForMail(t.database, 'guest@example.com', 'order_confirmation');
  });

  it('asks a guest for a name', async () => {
    const res = await placeOrder(api, [{ product_id: a.id, order_quantity: 1 }]);
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ customer_name: ['error-name-required'] });
  });

  it('answers NOT_AUTHORIZED to guests while guestCheckout is off', async () => {
    await setOptions(t.database, { guestCheckout: false });
    const before = await orderCount(t.database);
    const res = await placeOrder(api, [{ product_id: a.id, order_quantity: 1 }], { extra: { customer_name: 'Guest' } });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('PICKBAZAR_ERROR.NOT_AUTHORIZED');
    expect(await orderCount(t.database)).toBe(before);
  });

  it('records one ordered file per unit of a digital line, with no address needed', async () => {
    const shopper = await makeShopper(t.database);
    const [ebook] = await t.database.rows<{ id: number; file_id: number }>(sql`
      select p.id, df.id as file_id from products p
      join digital_files df on df.fileable_type = 'product' and df.fileable_id = p.id
      where p.status = 'publish' and p.quantity >= 2 order by p.id limit 1`);
    const res = await placeOrder(api, [{ product_id: ebook!.id, order_quantity: 2 }], {
      token: shopper.token,
      extra: { shipping_address: null, billing_address: null, delivery_time: null },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ delivery_fee: 0, sales_tax: 0 });
    const files = await t.database.rows<{
      purchase_key: string;
      digital_file_id: number;
      customer_id: number;
      tracking_number: string;
      order_id: number;
    }>(
      sql`select purchase_key, digital_file_id, customer_id, tracking_number, order_id from ordered_files where order_id = ${res.body.id}`,
    );
    expect(files).toHaveLength(2);
    for (const file of files) {
      expect(file).toMatchObject({
        digital_file_id: ebook!.file_id,
        customer_id: shopper.id,
        tracking_number: res.body.tracking_number,
      });
      expect(file.purchase_key).toMatch(/^[A-Za-z0-9_-]{16}$/);
    }
    expect(files[0]!.purchase_key).not.toBe(files[1]!.purchase_key);
  });
});

describe('POST /orders: confirmation', () => {
  it('writes the confirmation in the order’s language', async () => {
    const shopper = await makeShopper(t.database);
    const res = await placeOrder(api, [{ product_id: a.id, order_quantity: 1 }], {
      token: shopper.token,
      extra: { language: 'ar', delivery_time: 'صباحاً' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const mail = await waitForMail(t.database, shopper.email, 'order_confirmation');
    expect(mail.subject).toBe(`PickBazar: طلبك ${res.body.tracking_number}`);
    expect(mail.body).toContain('الإجمالي');
    expect(mail.html).toContain('lang="ar"');
  });

  it('sends no order text to the development outbox (texts go out only through a real SMS provider)', async () => {
    const res = await placeOrder(api, [{ product_id: a.id, order_quantity: 1 }], {
      token: (await makeShopper(t.database)).token,
      extra: { customer_contact: '+12125550199' },
    });
    expect(res.status).toBe(201);
    // The confirmation (and a text, were one sent) goes out after the answer: wait until it has.
    await backgroundWorkSettled();
    const texts = await t.database.rows(sql`select id from outbox_messages where recipient = '+12125550199'`);
    expect(texts).toEqual([]);
  });

  it('texts the contact number through the SMS provider when one is configured', async () => {
    const texts: URLSearchParams[] = [];
    const twilio = setupServer(
      http.post('https://api.twilio.com/2010-04-01/Accounts/:sid/Messages.json', async ({ request }) => {
        texts.push(new URLSearchParams(await request.text()));
        return HttpResponse.json({ sid: 'SM1' }, { status: 201 });
      }),
    );
    twilio.listen({ onUnhandledRequest: 'bypass' });
    try {
      const sms = createSmsSender({
        database: t.database,
        twilio: { accountSid: 'AC1', authToken: 'secret', from: '+15550001111' },
        log: () => {},
      });
      const withSms = await orderApi(t.database, { sms });
      const res = await placeOrder(withSms, [{ product_id: a.id, order_quantity: 1 }], {
        token: (await makeShopper(t.database)).token,
        extra: { customer_contact: '+12125550123' },
      });
      expect(res.status).toBe(201);
      await expect.poll(() => texts.length).toBe(1);
      expect(texts[0]!.get('To')).toBe('+12125550123');
      expect(texts[0]!.get('Body')).toContain(res.body.tracking_number);
    } finally {
      twilio.close();
    }
  });
});
