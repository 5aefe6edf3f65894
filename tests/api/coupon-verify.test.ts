import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '@/server/app';
import { expectDocumented } from './helpers/openapi';
import { keepShopRules, setOptions } from './helpers/orders';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let restore: () => Promise<void>;

beforeAll(async () => {
  t = await createTestApp({ rateLimits: { couponVerifyPerAddress: { max: 1000, windowMs: 60_000 } } });
  restore = await keepShopRules(t.database);
  // One that ended yesterday and one that starts tomorrow, whatever the seed holds.
  await t.database.rows(sql`
    insert into coupons (code, type, amount, minimum_cart_amount_cents, active_from, expire_at)
    values ('TEST-ENDED', 'fixed', 500, 0, now() - interval '10 days', now() - interval '1 day'),
           ('TEST-LATER', 'percentage', 1000, 0, now() + interval '1 day', now() + interval '10 days')`);
});
afterEach(() => restore());
afterAll(() => t?.close());

async function check(code: unknown, subTotal: unknown) {
  const res = await t.post('/coupons/verify', { code, sub_total: subTotal });
  expectDocumented('post', '/coupons/verify', res.status, res.body);
  return res;
}

describe('POST /coupons/verify', () => {
  it.each([
    ['WELCOME10', 'percentage', 10],
    ['SAVE5', 'fixed', 5],
    ['FREESHIP', 'free_shipping', 0],
  ])('accepts %s (%s) within its dates and minimum, with the coupon', async (code, type, amount) => {
    const res = await check(code, 45);
    expect(res.status).toBe(200);
    expect(res.body.is_valid).toBe(true);
    expect(res.body.coupon).toMatchObject({ code, type, amount, is_valid: true });
  });

  it('compares codes without regard to case and spaces around them', async () => {
    const res = await check('  welcome10 ', 20);
    expect(res.body).toMatchObject({ is_valid: true, coupon: { code: 'WELCOME10' } });
  });

  it('says COUPON_CODE_IS_NOT_APPLICABLE below the minimum cart amount', async () => {
    const res = await check('SAVE5', 39.99);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      is_valid: false,
      coupon: null,
      message: 'PICKBAZAR_ERROR.COUPON_CODE_IS_NOT_APPLICABLE',
    });
    expect((await check('SAVE5', 40)).body.is_valid).toBe(true);
  });

  it.each(['TEST-ENDED', 'TEST-LATER', 'NO-SUCH-CODE'])('says INVALID_COUPON_CODE for %s', async (code) => {
    const res = await check(code, 100);
    expect(res.body).toEqual({ is_valid: false, coupon: null, message: 'PICKBAZAR_ERROR.INVALID_COUPON_CODE' });
  });

  it('says ALREADY_FREE_SHIPPING_ACTIVATED for a free-shipping coupon once the shop ships free', async () => {
    // The demo ships free from 50.
    expect((await check('FREESHIP', 50)).body).toMatchObject({
      is_valid: false,
      message: 'PICKBAZAR_ERROR.ALREADY_FREE_SHIPPING_ACTIVATED',
    });
    expect((await check('FREESHIP', 49.99)).body.is_valid).toBe(true);
    await setOptions(t.database, { freeShipping: false });
    expect((await check('FREESHIP', 500)).body.is_valid).toBe(true);
  });

  it.each([
    ['no code', { sub_total: 10 }, 'code', 'error-coupon-code-required'],
    ['an empty code', { code: '  ', sub_total: 10 }, 'code', 'error-coupon-code-required'],
    ['a negative sub total', { code: 'SAVE5', sub_total: -1 }, 'sub_total', 'error-amount-invalid'],
    ['a sub total as text', { code: 'SAVE5', sub_total: '50' }, 'sub_total', 'error-amount-invalid'],
  ])('refuses %s with a field error', async (_name, body, field, message) => {
    const res = await t.post('/coupons/verify', body);
    expect(res.status).toBe(422);
    expect(res.body.errors[field]).toEqual([message]);
  });

  it('limits guesses per client address (429 with Retry-After)', async () => {
    const app = createApp({
      database: t.database,
      cacheTtlMs: 0,
      rateLimits: { couponVerifyPerAddress: { max: 3, windowMs: 60_000 } },
    });
    const guess = (code: string) =>
      // An address of its own: on PostgreSQL the apps over one database share their counts.
      app.request(
        '/api/coupons/verify',
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ code, sub_total: 10 }),
        },
        { incoming: { socket: { remoteAddress: '10.35.0.2' } } },
      );
    for (const code of ['A1', 'A2', 'A3']) expect((await guess(code)).status).toBe(200);
    const refused = await guess('WELCOME10');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
