import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastOutboxId, waitForMail } from './helpers/accounts';
import { makeShopper, orderApi, type OrderApi, placeOrder, type Shopper, simpleProducts } from './helpers/orders';
import { decide, expectStatuses, postWebhook, sandboxGateway } from './helpers/payments';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let api: OrderApi;
let shopper: Shopper;
let lines: { product_id: number; order_quantity: number }[];
const sandbox = () => sandboxGateway(t.database);

beforeAll(async () => {
  t = await createTestApp();
  api = await orderApi(t.database, { payments: [sandboxGateway(t.database)] });
  shopper = await makeShopper(t.database, 'Paid Mail Payer');
  const products = [
    ...(await simpleProducts(t.database, sql`p.shop_id = 1`, 1)),
    ...(await simpleProducts(t.database, sql`p.shop_id = 2`, 1)),
  ];
  lines = products.map((p) => ({ product_id: p.id, order_quantity: 1 }));
});
afterAll(() => t?.close());

interface Placed {
  id: number;
  tracking_number: string;
  paid_total: number;
  payment_intent: { payment_intent_info: { payment_id: string; redirect_url: string } };
}

async function sandboxOrder(language: string): Promise<Placed> {
  const res = await placeOrder(api, lines, { token: shopper.token, extra: { payment_gateway: 'sandbox', language } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as Placed;
}

const confirm = (order: Placed) =>
  api.post(
    '/orders/payment',
    { tracking_number: order.tracking_number, payment_gateway: 'sandbox' },
    { token: shopper.token },
  );

async function paidMails(trackingNumber: string): Promise<number> {
  const [row] = await t.database.rows<{ n: number }>(sql`
    select count(*)::int as n from outbox_messages
    where meta ->> 'kind' = 'order_paid' and meta ->> 'tracking_number' = ${trackingNumber}`);
  return row!.n;
}

/**
 * Mail goes out after the answer: a later order paid through the sandbox page and mailed proves that anything
 * the earlier calls sent is in the outbox by now.
 */
async function settle(): Promise<void> {
  const later = await sandboxOrder('en');
  const after = await lastOutboxId(t.database);
  const res = await decide(api.app, later.payment_intent.payment_intent_info.redirect_url, 'approve');
  expect(res.status).toBe(303);
  await waitForMail(t.database, shopper.email, 'order_paid', { after });
}

describe('the order paid mail', () => {
  it('goes out once when a webhook says paid, in the order’s language; a replay and a confirm send nothing', async () => {
    const order = await sandboxOrder('de');
    const after = await lastOutboxId(t.database);
    const decided = await sandbox().decide(order.payment_intent.payment_intent_info.payment_id, 'approved');
    expect(decided).not.toBeNull();
    expect((await postWebhook(api.app, 'sandbox', decided!.webhook)).body.result).toBe('applied');
    await expectStatuses(t.database, order.id, 'order-processing', 'payment-success');

    const mail = await waitForMail(t.database, shopper.email, 'order_paid', { after });
    expect(mail.subject).toContain(`Zahlung für deine Bestellung ${order.tracking_number} erhalten`);
    expect(mail.body).toContain('Hallo Paid Mail Payer,');
    expect(mail.body).toContain(`deine Zahlung von ${order.paid_total.toFixed(2)}`);
    expect(mail.body).toContain('Testzahlung');
    expect(mail.meta.link).toMatch(new RegExp(`/orders/${order.tracking_number}$`));

    expect((await postWebhook(api.app, 'sandbox', decided!.webhook)).body.result).toBe('duplicate');
    expect((await confirm(order)).status).toBe(200);
    await settle();
    expect(await paidMails(order.tracking_number)).toBe(1);
  });

  it('goes out once when the confirm call finds it paid; the webhook arriving later sends nothing', async () => {
    const order = await sandboxOrder('ar');
    const after = await lastOutboxId(t.database);
    const decided = await sandbox().decide(order.payment_intent.payment_intent_info.payment_id, 'approved');
    const res = await confirm(order);
    expect(res.body.payment_status).toBe('payment-success');
    const mail = await waitForMail(t.database, shopper.email, 'order_paid', { after });
    expect(mail.subject).toContain(`تم استلام الدفع للطلب ${order.tracking_number}`);
    expect(mail.html).toContain('<html lang="ar">');

    expect((await postWebhook(api.app, 'sandbox', decided!.webhook)).body.result).toBe('unchanged');
    expect((await confirm(order)).status).toBe(200);
    await settle();
    expect(await paidMails(order.tracking_number)).toBe(1);
  });

  it('is not sent for a declined payment', async () => {
    const order = await sandboxOrder('en');
    const res = await decide(api.app, order.payment_intent.payment_intent_info.redirect_url, 'decline');
    expect(res.status).toBe(303);
    await expectStatuses(t.database, order.id, 'order-failed', 'payment-failed');
    await settle();
    expect(await paidMails(order.tracking_number)).toBe(0);
  });
});
