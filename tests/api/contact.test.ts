import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '@/server/app';
import en from '../../public/locales/en/common.json';
import { expectDocumented } from './helpers/openapi';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  // Generous limits here; the rate-limit test builds its own strict app on the same database.
  t = await createTestApp({ rateLimit: { max: 1000, windowMs: 60_000 } });
});
afterAll(() => t?.close());

const english = en as Record<string, string>;

describe('POST /contact-us', () => {
  it('stores exactly what was sent, with the email normalised and the client address', async () => {
    const sent = {
      name: 'Ada Lovelace',
      email: '  Ada.Lovelace@Example.COM ',
      subject: 'Where is my order?',
      description: 'Ordered on Monday,\nstill waiting — any news? 🙂',
    };
    const res = await t.post('/contact-us', { ...sent, role: 'super_admin' });
    expect(res.status).toBe(200);
    expectDocumented('post', '/contact-us', 200, res.body);
    expect(res.body).toEqual({ success: true, message: 'PICKBAZAR_MESSAGE.CONTACT_US_SUCCESSFUL' });
    expect(english[res.body.message]).toBeTruthy();

    const rows = await t.database.rows(sql`
      select name, email, subject, description, client_address from contact_messages where subject = ${sent.subject}`);
    expect(rows).toEqual([
      {
        name: sent.name,
        email: 'ada.lovelace@example.com',
        subject: sent.subject,
        description: sent.description,
        client_address: expect.any(String),
      },
    ]);
    expect((rows[0] as any).client_address).not.toBe('');
  });

  it('answers 422 with a translation key per field and a readable message', async () => {
    const res = await t.post('/contact-us', { name: '  ', email: 'not-an-email', description: 'x'.repeat(5001) });
    expect(res.status).toBe(422);
    expectDocumented('post', '/contact-us', 422, res.body);
    expect(res.body.code).toBe('PICKBAZAR_ERROR.VALIDATION_FAILED');
    expect(res.body.errors).toEqual({
      name: ['error-name-required'],
      email: ['error-email-format'],
      subject: ['error-subject-required'],
      description: ['error-too-long'],
    });
    expect(res.body.message).toContain(english['error-email-format']);
    expect(res.body.message).not.toContain('error-email-format');
  });

  it('refuses non-text values as field errors, not server errors', async () => {
    const res = await t.post('/contact-us', {
      name: { first: 'Ada' },
      email: ['a@b.co'],
      subject: 'Hi',
      description: 'x',
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ name: ['error-must-be-text'], email: ['error-must-be-text'] });
  });

  it.each([
    ['a JSON array', '[1, 2]'],
    ['a JSON string', '"hello"'],
    ['JSON null', 'null'],
  ])('answers 422 for %s', async (_name, body) => {
    const res = await t.post('/contact-us', body);
    expect(res.status).toBe(422);
    expectDocumented('post', '/contact-us', 422, res.body);
    expect(res.body.message).toMatch(/JSON object/);
  });

  it('answers 400 for broken JSON and 415 for another content type', async () => {
    const broken = await t.post('/contact-us', '{"name": "Ada",');
    expect(broken.status).toBe(400);
    expectDocumented('post', '/contact-us', 400, broken.body);
    expect(broken.body.message).toMatch(/not valid JSON/);

    const form = await t.post('/contact-us', 'name=Ada&email=a%40b.co', {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.status).toBe(415);
    expectDocumented('post', '/contact-us', 415, form.body);
    expect(form.body.message).toMatch(/application\/json/);
  });
});

describe('POST /subscribe-to-newsletter', () => {
  const count = async (email: string) =>
    (
      await t.database.rows<{ n: number }>(
        sql`select count(*)::int as n from newsletter_subscribers where email = ${email}`,
      )
    )[0]!.n;

  it('subscribes once, answers the same for a repeat, and stores one lower-cased row', async () => {
    const first = await t.post('/subscribe-to-newsletter', { email: 'Reader@Example.org' });
    expect(first.status).toBe(200);
    expectDocumented('post', '/subscribe-to-newsletter', 200, first.body);
    expect(first.body).toEqual({ success: true, message: 'PICKBAZAR_MESSAGE.SUBSCRIBED_SUCCESSFULLY' });
    expect(await count('reader@example.org')).toBe(1);

    const again = await t.post('/subscribe-to-newsletter', { email: ' READER@example.org ' });
    expect(again.status).toBe(first.status);
    expect(again.body).toEqual(first.body);
    expect(await count('reader@example.org')).toBe(1);
    const [spellings] = await t.database.rows<{ n: number }>(
      sql`select count(*)::int as n from newsletter_subscribers where lower(email) = 'reader@example.org'`,
    );
    expect(spellings!.n).toBe(1);
  });

  it('answers 422 for a missing or malformed email', async () => {
    const missing = await t.post('/subscribe-to-newsletter', {});
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual({ email: ['error-email-required'] });
    const bad = await t.post('/subscribe-to-newsletter', { email: 'reader@' });
    expect(bad.status).toBe(422);
    expectDocumented('post', '/subscribe-to-newsletter', 422, bad.body);
    expect(bad.body.errors).toEqual({ email: ['error-email-format'] });
    expect(await count('reader@')).toBe(0);
  });
});

describe('POST /product-request', () => {
  const rowsFor = (productName: string) =>
    t.database.rows(sql`
      select name, email, product_name, brand, link, description, client_address
      from product_requests where product_name = ${productName}`);

  it('stores a full request exactly as sent', async () => {
    const sent = {
      name: 'Grace Hopper',
      email: 'Grace@Navy.MIL',
      product_name: 'Cobol Cookbook, 2nd edition',
      brand: 'Compiler Press',
      link: 'https://example.com/cobol?edition=2',
      description: 'Hardcover if possible.',
    };
    const res = await t.post('/product-request', sent);
    expect(res.status).toBe(200);
    expectDocumented('post', '/product-request', 200, res.body);
    expect(res.body).toEqual({ success: true, message: 'PICKBAZAR_MESSAGE.PRODUCT_REQUEST_RECEIVED' });
    expect(await rowsFor(sent.product_name)).toEqual([
      { ...sent, email: 'grace@navy.mil', client_address: expect.any(String) },
    ]);
  });

  it('stores absent, null and blank optional fields as null', async () => {
    const res = await t.post('/product-request', {
      name: 'Alan',
      email: 'alan@example.com',
      product_name: 'Enigma replica',
      brand: null,
      link: '   ',
    });
    expect(res.status).toBe(200);
    expect(await rowsFor('Enigma replica')).toEqual([
      {
        name: 'Alan',
        email: 'alan@example.com',
        product_name: 'Enigma replica',
        brand: null,
        link: null,
        description: null,
        client_address: expect.any(String),
      },
    ]);
  });

  it('answers 422 per field', async () => {
    const res = await t.post('/product-request', {
      name: 'Alan',
      email: 'alan@example',
      link: 'javascript:alert(1)',
      brand: 'b'.repeat(121),
    });
    expect(res.status).toBe(422);
    expectDocumented('post', '/product-request', 422, res.body);
    expect(res.body.errors).toEqual({
      email: ['error-email-format'],
      product_name: ['error-product-name-required'],
      link: ['error-url-format'],
      brand: ['error-too-long'],
    });
    const [stored] = await t.database.rows<{ n: number }>(
      sql`select count(*)::int as n from product_requests where email = 'alan@example'`,
    );
    expect(stored!.n).toBe(0);
  });
});

describe('rate limiting', () => {
  it('answers 429 with Retry-After once the write bucket is full, across the three endpoints', async () => {
    const strict = createApp({ database: t.database, rateLimit: { max: 3, windowMs: 60_000 } });
    const post = async (path: string, body: unknown) => {
      // An address of its own: on PostgreSQL the apps over one database share their counts.
      const res = await strict.request(
        `/api${path}`,
        { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) },
        { incoming: { socket: { remoteAddress: '10.32.0.3' } } },
      );
      return { status: res.status, headers: res.headers, body: await res.json() };
    };
    const contact = { name: 'Rate', email: 'rate@example.com', subject: 'Limit test', description: 'Hello' };
    expect((await post('/contact-us', contact)).status).toBe(200);
    expect((await post('/subscribe-to-newsletter', { email: 'rate@example.com' })).status).toBe(200);
    expect(
      (await post('/product-request', { name: 'Rate', email: 'rate@example.com', product_name: 'X' })).status,
    ).toBe(200);

    const limited = await post('/contact-us', contact);
    expect(limited.status).toBe(429);
    expectDocumented('post', '/contact-us', 429, limited.body);
    expect(limited.body.code).toBe('PICKBAZAR_ERROR.RATE_LIMITED');
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(limited.body.message).toContain(String(retryAfter));

    // Nothing was stored for the refused request.
    const [messages] = await t.database.rows<{ n: number }>(
      sql`select count(*)::int as n from contact_messages where subject = 'Limit test'`,
    );
    expect(messages!.n).toBe(1);
  });
});
