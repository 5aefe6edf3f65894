import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fromMinorUnits } from '@/shared/money';
import { lineTotalCents } from '@/shared/order-money';
import { sellingPriceFromMinor } from '@/shared/selling-price';
import { expectDocumented } from './helpers/openapi';
import {
  keepShopRules,
  orderApi,
  type OrderApi,
  makeShopper,
  type ProductRow,
  setOptions,
  simpleProducts,
  verifyCart,
} from './helpers/orders';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let api: OrderApi;
let restore: () => Promise<void>;
let cheap: ProductRow[];

beforeAll(async () => {
  t = await createTestApp();
  api = await orderApi(t.database);
  restore = await keepShopRules(t.database);
  cheap = await simpleProducts(t.database, sql`coalesce(p.sale_price_cents, p.price_cents) between 100 and 900`, 3);
});
afterEach(() => restore());
afterAll(() => t?.close());

const unit = (p: ProductRow) =>
  sellingPriceFromMinor({ priceMinor: p.price_cents, salePriceMinor: p.sale_price_cents })!.unitMinor;
/** 5 % of cents, half a cent up, as the demo tax class. */
const tax = (cents: number) => Math.round((cents * 500) / 10_000);

async function verify(body: unknown, token?: string) {
  const res = await api.post('/orders/checkout/verify', body, { token });
  if (res.status === 200) expectDocumented('post', '/orders/checkout/verify', 200, res.body);
  return res;
}

async function variable() {
  const [row] = await t.database.rows<{ product_id: number; option_id: number; other_option: number }>(sql`
    select p.id as product_id, min(v.id) as option_id,
      (select min(v2.id) from variation_options v2 where v2.product_id <> p.id) as other_option
    from products p join variation_options v on v.product_id = p.id and v.quantity > 5 and not v.is_disable
    where p.status = 'publish' and p.product_type = 'variable' group by p.id order by p.id limit 1`);
  return row!;
}

describe('POST /orders/checkout/verify', () => {
  it('prices the lines from the database with tax and the global fixed shipping class', async () => {
    const [a, b] = cheap;
    const res = await verify({
      amount: 1,
      products: [
        { product_id: a!.id, order_quantity: 2, unit_price: 0.01, subtotal: 0.02 },
        { product_id: b!.id, order_quantity: 1 },
      ],
    });
    expect(res.status).toBe(200);
    const amount = lineTotalCents(unit(a!), 2) + unit(b!);
    expect(res.body).toMatchObject({
      amount: fromMinorUnits(amount),
      total_tax: fromMinorUnits(tax(amount)),
      shipping_charge: 4.99,
      unavailable_products: [],
      wallet_amount: 0,
      wallet_currency: 0,
    });
    expect(res.body.products).toEqual([
      {
        product_id: a!.id,
        variation_option_id: null,
        order_quantity: 2,
        unit_price: fromMinorUnits(unit(a!)),
        subtotal: fromMinorUnits(lineTotalCents(unit(a!), 2)),
      },
      {
        product_id: b!.id,
        variation_option_id: null,
        order_quantity: 1,
        unit_price: fromMinorUnits(unit(b!)),
        subtotal: fromMinorUnits(unit(b!)),
      },
    ]);
  });

  it('ships free once the amount reaches freeShippingAmount while freeShipping is on', async () => {
    const [a] = cheap;
    const quantity = Math.ceil(5000 / unit(a!));
    expect((await verifyCart(api, [{ product_id: a!.id, order_quantity: quantity }])).shipping_charge).toBe(0);
    await setOptions(t.database, { freeShipping: false });
    expect((await verifyCart(api, [{ product_id: a!.id, order_quantity: quantity }])).shipping_charge).toBe(4.99);
  });

  it('charges no shipping and no tax for a cart of digital goods only', async () => {
    const [ebook] = await t.database.rows<{ id: number; price: number }>(sql`
      select id, coalesce(sale_price_cents, price_cents) as price from products
      where is_digital and status = 'publish' and quantity > 0 order by id limit 1`);
    const verified = await verifyCart(api, [{ product_id: ebook!.id, order_quantity: 1 }]);
    expect(verified).toMatchObject({ shipping_charge: 0, total_tax: 0, unavailable_products: [] });
    expect(verified.amount).toBeGreaterThan(0);
    // One physical line brings shipping back.
    const mixed = await verifyCart(api, [
      { product_id: ebook!.id, order_quantity: 1 },
      { product_id: cheap[0]!.id, order_quantity: 1 },
    ]);
    expect(mixed.shipping_charge).toBe(4.99);
    expect(mixed.total_tax).toBe(fromMinorUnits(tax(unit(cheap[0]!))));
  });

  it('works out a percentage shipping class on the amount', async () => {
    await t.database.rows(sql`update shipping_classes set type = 'percentage', amount = 1000
      where id = (select (options ->> 'shippingClass')::int from settings where language = 'en')`);
    const [a] = cheap;
    const verified = await verifyCart(api, [{ product_id: a!.id, order_quantity: 3 }]);
    expect(verified.shipping_charge).toBe(fromMinorUnits(Math.round(lineTotalCents(unit(a!), 3) / 10)));
  });

  it("sums each physical product's own class when the settings name no global one", async () => {
    await setOptions(t.database, { shippingClass: null, freeShipping: false });
    const [a, b, c] = cheap;
    const classes = await t.database.rows<{ id: number; name: string }>(sql`select id, name from shipping_classes`);
    const id = (name: string) => classes.find((x) => x.name === name)!.id;
    await t.database.rows(sql`update products set shipping_class_id = ${id('Bulky items')} where id = ${a!.id}`);
    await t.database.rows(sql`update products set shipping_class_id = ${id('Distance rate')} where id = ${b!.id}`);
    const verified = await verifyCart(api, [
      { product_id: a!.id, order_quantity: 2 },
      { product_id: b!.id, order_quantity: 2 },
      { product_id: c!.id, order_quantity: 1 },
    ]);
    // Bulky: 9.99 for the line; distance: 8 % of its line; the third product has no class.
    const expected = 999 + Math.round((lineTotalCents(unit(b!), 2) * 800) / 10_000);
    expect(verified.shipping_charge).toBe(fromMinorUnits(expected));
  });

  it('lists lines that cannot be sold and prices only the others', async () => {
    const [a, b] = cheap;
    const [draft] = await t.database.rows<{ id: number }>(sql`select id from products where status = 'draft' limit 1`);
    const [closed] = await t.database.rows<{ id: number }>(
      sql`select p.id from products p join shops s on s.id = p.shop_id where not s.is_active limit 1`,
    );
    const v = await variable();
    await t.database.rows(sql`update variation_options set is_disable = true where id = ${v.option_id}`);
    try {
      const res = await verify({
        products: [
          { product_id: a!.id, order_quantity: 1 },
          { product_id: b!.id, order_quantity: b!.quantity + 1 },
          { product_id: draft!.id, order_quantity: 1 },
          { product_id: closed!.id, order_quantity: 1 },
          { product_id: 999_999, order_quantity: 1 },
          { product_id: v.product_id, variation_option_id: v.option_id, order_quantity: 1 },
        ],
      });
      expect(res.status).toBe(200);
      expect([...res.body.unavailable_products].sort()).toEqual(
        [b!.id, draft!.id, closed!.id, 999_999, v.product_id].sort(),
      );
      expect(res.body.amount).toBe(fromMinorUnits(unit(a!)));
      expect(res.body.products).toHaveLength(1);
    } finally {
      await t.database.rows(sql`update variation_options set is_disable = false where id = ${v.option_id}`);
    }
  });

  it('counts lines of the same product together against its stock', async () => {
    const [a] = cheap;
    const half = Math.ceil((a!.quantity + 1) / 2);
    const verified = await verifyCart(api, [
      { product_id: a!.id, order_quantity: half },
      { product_id: a!.id, order_quantity: half },
    ]);
    expect(verified.unavailable_products).toEqual([a!.id]);
  });

  it('prices a variation option with its own price and stock', async () => {
    const v = await variable();
    const [option] = await t.database.rows<{ price_cents: number; sale_price_cents: number | null; quantity: number }>(
      sql`select price_cents, sale_price_cents, quantity from variation_options where id = ${v.option_id}`,
    );
    const price = sellingPriceFromMinor({ priceMinor: option!.price_cents, salePriceMinor: option!.sale_price_cents })!;
    const ok = await verifyCart(api, [
      { product_id: v.product_id, variation_option_id: v.option_id, order_quantity: 2 },
    ]);
    expect(ok.amount).toBe(fromMinorUnits(price.unitMinor * 2));
    const tooMany = await verifyCart(api, [
      { product_id: v.product_id, variation_option_id: v.option_id, order_quantity: option!.quantity + 1 },
    ]);
    expect(tooMany.unavailable_products).toEqual([v.product_id]);
  });

  it.each([
    [
      'an option of another product',
      (v: { product_id: number; other_option: number }) => ({
        variation_option_id: v.other_option,
        product_id: v.product_id,
      }),
      'error-option-invalid',
    ],
    [
      'no option for a variable product',
      (v: { product_id: number }) => ({ product_id: v.product_id }),
      'error-option-required',
    ],
  ])('refuses %s with a field error', async (_name, line, message) => {
    const v = await variable();
    const res = await verify({ products: [{ ...line(v), order_quantity: 1 }] });
    expect(res.status).toBe(422);
    expect(res.body.errors['products[0].variation_option_id']).toEqual([message]);
  });

  it('refuses an option on a simple product', async () => {
    const v = await variable();
    const res = await verify({
      products: [{ product_id: cheap[0]!.id, variation_option_id: v.option_id, order_quantity: 1 }],
    });
    expect(res.status).toBe(422);
    expect(res.body.errors['products[0].variation_option_id']).toEqual(['error-option-invalid']);
  });

  it.each([
    ['negative', -1, 'error-quantity-whole'],
    ['zero', 0, 'error-quantity-whole'],
    ['fractional', 1.5, 'error-quantity-whole'],
    ['text', '2', 'error-quantity-whole'],
    ['huge', 1_000_000, 'error-quantity-too-large'],
    ['missing', undefined, 'error-quantity-whole'],
  ])('refuses a %s quantity with a field error', async (_name, quantity, message) => {
    const res = await verify({ products: [{ product_id: cheap[0]!.id, order_quantity: quantity }] });
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('PICKBAZAR_ERROR.VALIDATION_FAILED');
    expect(res.body.errors['products[0].order_quantity']).toEqual([message]);
    expectDocumented('post', '/orders/checkout/verify', 422, res.body);
  });

  it.each([
    ['no lines', { products: [] }, 'products', 'error-cart-empty'],
    ['no products at all', {}, 'products', 'error-cart-empty'],
    ['lines that are not a list', { products: 'apples' }, 'products', 'error-invalid-value'],
    [
      'a product id that is text',
      { products: [{ product_id: 'x', order_quantity: 1 }] },
      'products[0].product_id',
      'error-invalid-value',
    ],
  ])('refuses %s', async (_name, body, field, message) => {
    const res = await verify(body);
    expect(res.status).toBe(422);
    expect(res.body.errors[field]).toEqual([message]);
  });

  it('answers 400 below the minimum order amount, counting tax and shipping', async () => {
    await setOptions(t.database, { minimumOrderAmount: 100 });
    const res = await verify({ products: [{ product_id: cheap[0]!.id, order_quantity: 1 }] });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Minimum order amount is 100.00');
    expectDocumented('post', '/orders/checkout/verify', 400, res.body);
    // With nothing left to buy the shopper still learns which lines to drop.
    const gone = await verify({ products: [{ product_id: 999_999, order_quantity: 1 }] });
    expect(gone.status).toBe(200);
    expect(gone.body.unavailable_products).toEqual([999_999]);
  });

  it('tells a signed-in shopper their wallet: points and their worth by currencyToWalletRatio', async () => {
    const shopper = await makeShopper(t.database, 'Wallet Shopper', 100);
    await t.database.rows(sql`update users set wallet_points_used = 10 where id = ${shopper.id}`);
    const verified = await verifyCart(api, [{ product_id: cheap[0]!.id, order_quantity: 1 }], shopper.token);
    // 90 points at 3 points per dollar: 30.00.
    expect(verified).toMatchObject({ wallet_amount: 90, wallet_currency: 30 });
  });
});
