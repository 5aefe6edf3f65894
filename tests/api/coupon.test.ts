import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectDocumented } from './helpers/openapi';
import { createTestApp, type TestApp } from './helpers/test-app';

interface CouponRow {
  id: number;
  code: string;
  type: string;
  amount: number;
  minimum_cart_amount_cents: number;
  valid: boolean;
  description: string | null;
  description_ar: string | null;
  has_ar: boolean;
}

let t: TestApp;
let rows: CouponRow[];

/** Coupons as stored, with validity worked out by the database clock. */
async function storedCoupons(): Promise<CouponRow[]> {
  return t.database.rows<CouponRow>(sql`
    select id, code, type, amount, minimum_cart_amount_cents,
           (active_from <= now() and now() <= expire_at) as valid,
           description, coalesce(translations -> 'ar' ->> 'description', description) as description_ar,
           translations ? 'ar' as has_ar
    from coupons order by created_at desc, id desc`);
}

beforeAll(async () => {
  t = await createTestApp();
  // One coupon that ended yesterday and one that starts tomorrow, whatever the seed holds.
  await t.database.rows(sql`
    insert into coupons (code, description, type, amount, minimum_cart_amount_cents, active_from, expire_at, translations)
    values ('TEST-EXPIRED', 'Ended yesterday', 'fixed', 1250, 3000, now() - interval '30 days', now() - interval '1 day',
            '{"ar": {"description": "انتهى أمس"}}'::jsonb),
           ('TEST-FUTURE', 'Starts tomorrow', 'percentage', 1250, 0, now() + interval '1 day', now() + interval '30 days',
            '{}'::jsonb)`);
  rows = await storedCoupons();
});
afterAll(() => t?.close());

/** What the API should answer for a stored amount (minor units → currency units or percent). */
function expectedAmount(row: CouponRow): number {
  return row.type === 'free_shipping' ? 0 : Number(row.amount) / 100;
}

describe('GET /coupons', () => {
  it('lists every coupon, newest first, in a Laravel paginator', async () => {
    const res = await t.get('/coupons?limit=100');
    expect(res.status).toBe(200);
    expectDocumented('get', '/coupons', 200, res.body);
    expect(res.body.total).toBe(rows.length);
    expect(res.body.data.map((c: any) => c.id)).toEqual(rows.map((r) => r.id));
    expect(res.body.links[0]).toMatchObject({ label: '&laquo; Previous', url: null });
  });

  it('serves amounts in currency units or percent and works out is_valid from the dates', async () => {
    const res = await t.get('/coupons?limit=100');
    const byCode = new Map<string, any>(res.body.data.map((c: any) => [c.code, c]));
    for (const row of rows) {
      const coupon = byCode.get(row.code);
      expect(coupon, row.code).toBeDefined();
      expect(coupon.type).toBe(row.type);
      expect(coupon.amount).toBe(expectedAmount(row));
      expect(coupon.minimum_cart_amount).toBe(Number(row.minimum_cart_amount_cents) / 100);
      expect(coupon.is_valid).toBe(row.valid);
      expect(coupon.description).toBe(row.description);
    }
    expect(byCode.get('TEST-EXPIRED')).toMatchObject({ is_valid: false, amount: 12.5, minimum_cart_amount: 30 });
    expect(byCode.get('TEST-FUTURE')).toMatchObject({ is_valid: false, amount: 12.5, type: 'percentage' });
    expect(rows.some((r) => r.valid)).toBe(true);
    expect(res.body.data.filter((c: any) => c.is_valid).length).toBe(rows.filter((r) => r.valid).length);
  });

  it('serves Arabic descriptions with language=ar and English where there is no translation', async () => {
    const res = await t.get('/coupons?limit=100&language=ar');
    expect(res.status).toBe(200);
    expectDocumented('get', '/coupons', 200, res.body);
    for (const row of rows) {
      const coupon = res.body.data.find((c: any) => c.id === row.id);
      expect(coupon.description).toBe(row.description_ar);
      expect(coupon.language).toBe(row.has_ar ? 'ar' : 'en');
      expect(coupon.translated_languages).toEqual(row.has_ar ? ['en', 'ar'] : ['en']);
    }
    const expired = res.body.data.find((c: any) => c.code === 'TEST-EXPIRED');
    expect(expired.description).toBe('انتهى أمس');
  });

  it('filters by code (field and free text), type and language', async () => {
    const byField = await t.get('/coupons?search=code:test-');
    expect(byField.body.data.map((c: any) => c.code).sort()).toEqual(['TEST-EXPIRED', 'TEST-FUTURE']);
    const freeText = await t.get('/coupons?search=expired');
    expect(freeText.body.data.map((c: any) => c.code)).toEqual(['TEST-EXPIRED']);

    const types = await t.get('/coupons?limit=100&search=type:fixed,free_shipping');
    expect(types.body.total).toBe(rows.filter((r) => r.type === 'fixed' || r.type === 'free_shipping').length);
    expect(new Set(types.body.data.map((c: any) => c.type))).toEqual(
      new Set(rows.filter((r) => r.type !== 'percentage').map((r) => r.type)),
    );

    const arabic = await t.get('/coupons?limit=100&search=language:ar');
    expect(arabic.body.data.map((c: any) => c.id)).toEqual(rows.filter((r) => r.has_ar).map((r) => r.id));

    const both = await t.get('/coupons?search=code:test-;type:percentage&searchJoin=and');
    expect(both.body.data.map((c: any) => c.code)).toEqual(['TEST-FUTURE']);
  });

  it('pages and sorts', async () => {
    const first = await t.get('/coupons?limit=2&page=1&orderBy=code&sortedBy=asc');
    const second = await t.get('/coupons?limit=2&page=2&orderBy=code&sortedBy=asc');
    const codes = await t.database.rows<{ code: string }>(sql`select code from coupons order by code asc, id asc`);
    expect(first.body.data.map((c: any) => c.code)).toEqual(codes.slice(0, 2).map((r) => r.code));
    expect(second.body.data.map((c: any) => c.code)).toEqual(codes.slice(2, 4).map((r) => r.code));
    expect(second.body).toMatchObject({ current_page: 2, per_page: 2, from: 3, total: codes.length });
    expect(second.body.last_page).toBe(Math.ceil(codes.length / 2));

    const byExpiry = await t.get('/coupons?limit=100&orderBy=expire_at&sortedBy=desc');
    const expiries = byExpiry.body.data.map((c: any) => Date.parse(c.expire_at));
    expect(expiries).toEqual([...expiries].sort((a, b) => b - a));

    const clamped = await t.get('/coupons?limit=1000000000');
    expect(clamped.status).toBe(200);
    expect(clamped.body.per_page).toBe(100);
  });

  it.each([
    ['/coupons?orderBy=amount', 'orderBy'],
    ['/coupons?orderBy=password', 'orderBy'],
    ['/coupons?limit=0', 'limit'],
    ['/coupons?page=-1', 'page'],
    ['/coupons?search=code:', 'search'],
    ['/coupons?search=secret:1', 'search'],
    ['/coupons?searchFields=code:near', 'searchFields'],
    ['/coupons?with=orders', 'with'],
    ['/coupons?filter=owner_email', 'filter'],
    ['/coupons?sortedBy=sideways', 'sortedBy'],
  ])('answers 400 with a clear message for %s', async (path, field) => {
    const res = await t.get(path);
    expect(res.status).toBe(400);
    expectDocumented('get', '/coupons', 400, res.body);
    expect(res.body.code).toBe('PICKBAZAR_ERROR.INVALID_QUERY');
    expect(Object.keys(res.body.errors)).toContain(field);
    expect(res.body.message).not.toMatch(/select|syntax error|at .*\.ts/i);
  });
});
