import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '@/server/auth/passwords';
import { RefundCommandError, runRefundCommand } from '../../scripts/lib/refund-command';
import { GOOD_PASSWORD } from './helpers/accounts';
import { makeAccount, OPERATOR_EMAIL, useAdminEmails } from './helpers/back-office';
import { makeShopper, orderApi, type OrderApi, placeOrder, type Shopper, simpleProducts } from './helpers/orders';
import { sandboxGateway } from './helpers/payments';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * `npm run refund` (scripts/refund.ts) goes through the running shop's back-office API: here the real app,
 * in process, stands for the running server.
 */
let t: TestApp;
let api: OrderApi;
let restoreEnv: () => void;
let operator: Shopper;
let shopper: Shopper;
let lines: { product_id: number; order_quantity: number }[];
const API = 'http://shop.test/api';
const server = (url: string, init: RequestInit) =>
  Promise.resolve(api.app.request(url.replace('http://shop.test', ''), init));

beforeAll(async () => {
  restoreEnv = useAdminEmails(OPERATOR_EMAIL);
  t = await createTestApp();
  api = await orderApi(t.database, { payments: [sandboxGateway(t.database)] });
  operator = await makeAccount(t.database, OPERATOR_EMAIL);
  await t.database.rows(sql`update users set password_hash = ${await hashPassword(GOOD_PASSWORD)}
    where id = ${operator.id}`);
  shopper = await makeShopper(t.database, 'Command Refund');
  lines = (await simpleProducts(t.database, sql`p.shop_id = 1`, 1)).map((p) => ({
    product_id: p.id,
    order_quantity: 1,
  }));
});
afterAll(async () => {
  restoreEnv?.();
  await t?.close();
});

async function refundOfPaidOrder(): Promise<number> {
  const placed = await placeOrder(api, lines, { token: shopper.token, extra: { payment_gateway: 'sandbox' } });
  expect(placed.status).toBe(201);
  await sandboxGateway(t.database).decide(placed.body.payment_intent.payment_intent_info.payment_id, 'approved');
  await api.post(
    '/orders/payment',
    { tracking_number: placed.body.tracking_number, payment_gateway: 'sandbox' },
    { token: shopper.token },
  );
  const reasons = await api.get('/refund-reasons');
  const res = await api.post(
    '/refunds',
    {
      order_id: placed.body.id,
      title: 'Late',
      description: 'It came late.',
      refund_reason_id: reasons.body.data[0].id,
    },
    { token: shopper.token },
  );
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id;
}

const failure = (run: Promise<unknown>) =>
  run.then(
    () => {
      throw new Error('expected a failure');
    },
    (err: unknown) => err as RefundCommandError,
  );

describe('npm run refund', () => {
  it('approves through the API with the operator’s email and password: paid back through the sandbox', async () => {
    const id = await refundOfPaidOrder();
    const lines = await runRefundCommand(
      [String(id), 'approve', 'Sorry', 'for', 'the', 'wait.'],
      { apiUrl: API, email: OPERATOR_EMAIL, password: GOOD_PASSWORD },
      server,
    );
    expect(lines[0]).toMatch(new RegExp(`refund ${id} \\(order \\d+\\): approved`));
    expect(lines[1]).toMatch(/paid back through SANDBOX: \d+\.\d\d \(gateway refund sbx_re_/);
    const [row] = await t.database.rows<{ status: string; note: string }>(
      sql`select status, note from refunds where id = ${id}`,
    );
    expect(row).toEqual({ status: 'approved', note: 'Sorry for the wait.' });
  });

  it('rejects with a token; refuses a customer’s token (404) and a reject without a note (422)', async () => {
    const id = await refundOfPaidOrder();
    const asCustomer = await failure(
      runRefundCommand([String(id), 'reject', 'No'], { apiUrl: API, token: shopper.token }, server),
    );
    expect(asCustomer.message).toMatch(/HTTP 404/);
    const bare = await failure(
      runRefundCommand([String(id), 'reject'], { apiUrl: API, token: operator.token }, server),
    );
    expect(bare.message).toMatch(/HTTP 422/);
    const lines = await runRefundCommand(
      [String(id), 'reject', 'Out', 'of', 'policy.'],
      { apiUrl: API, token: operator.token },
      server,
    );
    expect(lines).toEqual([expect.stringMatching(/: rejected$/)]);
  });

  it('says clearly why it needs the running server, and how to call it', async () => {
    const down = await failure(
      runRefundCommand(['1', 'approve'], { apiUrl: API, token: 'x' }, () =>
        Promise.reject(new TypeError('fetch failed')),
      ),
    );
    expect(down.exitCode).toBe(1);
    expect(down.message).toMatch(/not reachable at http:\/\/shop\.test\/api.*PGlite/);
    const usage = await failure(runRefundCommand(['1', 'processing'], { apiUrl: API, token: 'x' }, server));
    expect(usage.exitCode).toBe(2);
    expect((await failure(runRefundCommand(['1', 'approve'], { apiUrl: API }, server))).exitCode).toBe(2);
  });
});
