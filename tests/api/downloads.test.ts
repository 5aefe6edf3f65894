import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attachmentDisposition, safeFileName } from '@/server/services/download/take-download';
import { setRefundStatus } from '@/server/services/refund/set-refund-status';
import { expectDocumented } from './helpers/openapi';
import { makeShopper, orderApi, type OrderApi, placeOrder, type Shopper } from './helpers/orders';
import { sandboxGateway } from './helpers/payments';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let api: OrderApi;
let ebook: { id: number; file_id: number; file_name: string };
let buyer: Shopper;

const noAddress = { shipping_address: null, billing_address: null, delivery_time: null };

beforeAll(async () => {
  t = await createTestApp();
  api = await orderApi(t.database, { payments: [sandboxGateway(t.database)], storage: t.storage });
  [ebook] = (await t.database.rows<{ id: number; file_id: number; file_name: string }>(sql`
    select p.id, df.id as file_id, df.file_name from products p
    join digital_files df on df.fileable_type = 'product' and df.fileable_id = p.id
    where p.status = 'publish' and p.quantity >= 50 order by p.id limit 1`)) as [typeof ebook];
  buyer = await makeShopper(t.database, 'Reader', 100_000);
});
afterAll(() => t?.close());

async function buy(shopper: Shopper, extra: Record<string, unknown>) {
  const res = await placeOrder(api, [{ product_id: ebook.id, order_quantity: 1 }], {
    token: shopper.token,
    extra: { ...noAddress, ...extra },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: number; tracking_number: string; payment_status: string };
}

async function linkFor(shopper: Shopper, fileId = ebook.file_id) {
  return api.post('/downloads/digital_file', { digital_file_id: fileId }, { token: shopper.token });
}

/** Follows a download URL through the app (the path after the origin). */
async function fetchLink(url: string) {
  const res = await api.app.request(new URL(url, 'http://localhost').pathname);
  return res;
}

describe('downloads', () => {
  it('lists the caller’s ordered files, newest first, without storage paths', async () => {
    const order = await buy(buyer, { use_wallet_points: true });
    const res = await api.get('/downloads', { token: buyer.token });
    expect(res.status).toBe(200);
    expectDocumented('get', '/downloads', 200, res.body);
    expect(res.body.total).toBe(1);
    expect(res.body.data[0]).toMatchObject({
      digital_file_id: ebook.file_id,
      tracking_number: order.tracking_number,
      customer_id: buyer.id,
      order: {
        payment_gateway: 'FULL_WALLET_PAYMENT',
        order_status: 'order-completed',
        payment_status: 'payment-success',
      },
      file: { id: ebook.file_id, file_name: ebook.file_name, fileable_type: 'Product', fileable_id: ebook.id },
    });
    expect(res.body.data[0].file.fileable).toMatchObject({ id: ebook.id, shop: { id: expect.any(Number) } });
    const text = JSON.stringify(res.body.data);
    expect(text).not.toMatch(/digital\//);
    expect(Object.keys(res.body.data[0].file)).not.toContain('url');
    expect(text).not.toMatch(/storage_path/);
    const stranger = await makeShopper(t.database);
    expect((await api.get('/downloads', { token: stranger.token })).body.total).toBe(0);
    expect((await api.get('/downloads')).status).toBe(401);
  });

  it('gives a one-time link for a paid purchase: the file once, then 404 TOKEN_NOT_FOUND', async () => {
    const link = await linkFor(buyer);
    expect(link.status, JSON.stringify(link.body)).toBe(200);
    expect(typeof link.body).toBe('string');
    expect(link.body).toMatch(/^http:\/\/localhost\/api\/download_url\/token\/[A-Za-z0-9_-]{43}$/);
    const [stored] = await t.database.rows<{ token_hash: string }>(sql`select token_hash from download_tokens`);
    expect(link.body).not.toContain(stored!.token_hash);

    const first = await fetchLink(link.body);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('application/pdf');
    expect(first.headers.get('cache-control')).toBe('private, no-store');
    expect(first.headers.get('content-disposition')).toContain(
      `filename*=UTF-8''${encodeURIComponent(ebook.file_name)}`,
    );
    const bytes = Buffer.from(await first.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');

    const second = await fetchLink(link.body);
    expect(second.status).toBe(404);
    expect(await second.json()).toMatchObject({ message: 'TOKEN_NOT_FOUND' });
    const junk = await api.app.request('/api/download_url/token/..%2F..%2Fetc%2Fpasswd');
    expect(junk.status).toBe(404);
  });

  it('a HEAD (a link preview) answers the GET’s headers without the file and leaves the link unused', async () => {
    const link = await linkFor(buyer);
    const path = new URL(link.body).pathname;
    const peeks = [];
    for (let i = 0; i < 2; i += 1) peeks.push(await api.app.request(path, { method: 'HEAD' }));
    for (const peek of peeks) {
      expect(peek.status).toBe(200);
      expect(peek.headers.get('content-type')).toBe('application/pdf');
      expect(peek.headers.get('content-disposition')).toContain(encodeURIComponent(ebook.file_name));
      expect(await peek.text()).toBe('');
    }
    const got = await fetchLink(link.body);
    expect(got.status).toBe(200);
    expect(got.headers.get('content-length')).toBe(peeks[0]!.headers.get('content-length'));
    expect(
      Buffer.from(await got.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    const after = await api.app.request(path, { method: 'HEAD' });
    expect(after.status).toBe(404);
    expect((await fetchLink(link.body)).status).toBe(404);
  });

  it('two requests racing for one link: one file', async () => {
    const link = await linkFor(buyer);
    const answers = await Promise.all([fetchLink(link.body), fetchLink(link.body), fetchLink(link.body)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 404, 404]);
  });

  it('an expired link is refused', async () => {
    const link = await linkFor(buyer);
    await t.database.rows(sql`update download_tokens set expires_at = now() - interval '1 second'`);
    const res = await fetchLink(link.body);
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ message: 'TOKEN_NOT_FOUND' });
  });

  it('refuses files the caller did not buy, cash on delivery and unpaid online orders', async () => {
    const stranger = await makeShopper(t.database);
    const notBought = await linkFor(stranger);
    expect(notBought.status).toBe(404);
    expect(notBought.body.message).toMatch(/not bought/);

    const cashBuyer = await makeShopper(t.database);
    const cod = await buy(cashBuyer, { payment_gateway: 'CASH_ON_DELIVERY' });
    expect(cod.payment_status).toBe('payment-cash-on-delivery');
    const codLink = await linkFor(cashBuyer);
    expect(codLink.status).toBe(422);
    expect(codLink.body.message).toMatch(/cash on delivery/);

    const onlineBuyer = await makeShopper(t.database);
    const online = await buy(onlineBuyer, { payment_gateway: 'sandbox' });
    expect(online.payment_status).toBe('payment-pending');
    const onlineLink = await linkFor(onlineBuyer);
    expect(onlineLink.status).toBe(422);
    expect(onlineLink.body.message).toMatch(/not paid/);
    const [tokens] = await t.database.rows<{ n: number }>(
      sql`select count(*)::int as n from download_tokens where user_id in (${stranger.id}, ${cashBuyer.id}, ${onlineBuyer.id})`,
    );
    expect(tokens!.n).toBe(0);
    expect((await api.post('/downloads/digital_file', { digital_file_id: 'x' }, { token: buyer.token })).status).toBe(
      422,
    );
  });

  it('no more links once the order is refunded', async () => {
    const shopper = await makeShopper(t.database, 'Refunder', 100_000);
    const order = await buy(shopper, { use_wallet_points: true });
    expect((await linkFor(shopper)).status).toBe(200);
    const [reason] = await t.database.rows<{ id: number }>(sql`select id from refund_reasons order by id limit 1`);
    const refund = await api.post(
      '/refunds',
      { order_id: order.id, title: 'Bad file', description: 'It does not open', refund_reason_id: reason!.id },
      { token: shopper.token },
    );
    expect(refund.status).toBe(201);
    await setRefundStatus({ database: t.database, refundId: refund.body.id, status: 'approved' });
    const after = await linkFor(shopper);
    expect(after.status).toBe(422);
    expect(after.body.message).toMatch(/refunded/);
  });

  it('never serves a file outside private storage, whatever its stored path', async () => {
    const outside = path.join(path.dirname(t.privateDir), `outside-${Date.now()}.txt`);
    await writeFile(outside, 'secret');
    await mkdir(path.join(t.privateDir, 'digital'), { recursive: true });
    for (const storagePath of [`../${path.basename(outside)}`, outside, 'digital/../../etc/passwd']) {
      await t.database.rows(sql`update digital_files set storage_path = ${storagePath} where id = ${ebook.file_id}`);
      const link = await linkFor(buyer);
      const res = await fetchLink(link.body);
      expect(res.status, storagePath).toBe(404);
      expect(await res.text()).not.toContain('secret');
    }
  });

  it('makes file names safe for headers and disks', () => {
    expect(safeFileName('../../etc/passwd')).toBe('passwd');
    expect(safeFileName('..\\..\\boot.ini')).toBe('boot.ini');
    expect(safeFileName('a"b\r\nc;d.pdf')).toBe('abcd.pdf');
    expect(safeFileName('...')).toBe('download');
    const header = attachmentDisposition('Tôi "đọc"/x.pdf');
    expect(header).toBe(`attachment; filename="x.pdf"; filename*=UTF-8''x.pdf`);
    const unicode = attachmentDisposition('Книга.pdf');
    expect(unicode).toBe(`attachment; filename="_____.pdf"; filename*=UTF-8''${encodeURIComponent('Книга.pdf')}`);
    expect(unicode).not.toMatch(/[\r\n]/);
  });
});
