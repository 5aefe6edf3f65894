import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256 } from '@/server/auth/random';
import { apiRoutes } from '@/server/routes';
import { accountApp, expireAccessToken, fromAddress, GOOD_PASSWORD, registerAccount } from './helpers/accounts';
import { expectDocumented } from './helpers/openapi';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * Every endpoint that needs a signed-in user, with a request that would otherwise be acceptable. The list is
 * checked against the route table, so a new signed-in endpoint cannot skip these tests.
 */
const SIGNED_IN: Record<string, { method: string; path: (userId: number) => string; body?: unknown }> = {
  'get /me': { method: 'GET', path: () => '/me' },
  'put /users/{id}': { method: 'PUT', path: (id) => `/users/${id}`, body: { name: 'Renamed' } },
  'delete /address/{id}': { method: 'DELETE', path: () => '/address/1' },
  'post /logout': { method: 'POST', path: () => '/logout', body: {} },
  'post /email/verification-notification': {
    method: 'POST',
    path: () => '/email/verification-notification',
    body: {},
  },
  'post /change-password': {
    method: 'POST',
    path: () => '/change-password',
    body: { oldPassword: GOOD_PASSWORD, newPassword: 'A brand new passphrase 7' },
  },
  'post /set-password': { method: 'POST', path: () => '/set-password', body: { newPassword: 'Another passphrase 9' } },
  'post /update-email': { method: 'POST', path: () => '/update-email', body: { email: 'moved@example.com' } },
  'post /update-contact': {
    method: 'POST',
    path: () => '/update-contact',
    body: { phone_number: '+12125550100', code: '123456', otp_id: 'x' },
  },
  'post /otp/update-contact': {
    method: 'POST',
    path: () => '/otp/update-contact',
    body: { phone_number: '+12125550100', code: '123456', otp_id: 'x' },
  },
  'post /attachments': { method: 'POST', path: () => '/attachments' },
  'get /orders': { method: 'GET', path: () => '/orders' },
  'get /refunds': { method: 'GET', path: () => '/refunds' },
  'post /refunds': {
    method: 'POST',
    path: () => '/refunds',
    body: { order_id: 1, title: 'Broken', description: 'It broke', refund_reason_id: 1 },
  },
  'get /downloads': { method: 'GET', path: () => '/downloads' },
  'post /downloads/digital_file': {
    method: 'POST',
    path: () => '/downloads/digital_file',
    body: { digital_file_id: 1 },
  },
  'get /cards': { method: 'GET', path: () => '/cards' },
  'post /cards': { method: 'POST', path: () => '/cards', body: { method_key: 'pm_card_visa' } },
  'post /cards/setup-intent': { method: 'POST', path: () => '/cards/setup-intent', body: {} },
  'delete /cards/{id}': { method: 'DELETE', path: () => '/cards/1' },
  'post /set-default-card': { method: 'POST', path: () => '/set-default-card', body: { method_id: 1 } },
  'post /save-payment-method': {
    method: 'POST',
    path: () => '/save-payment-method',
    body: {
      method_key: 'pm_card_visa',
      payment_intent: 'pi_123',
      save_card: true,
      tracking_number: '20260101123456',
      payment_gateway: 'stripe',
    },
  },
  'post /reviews': {
    method: 'POST',
    path: () => '/reviews',
    body: { product_id: 1, shop_id: 1, order_id: 1, comment: 'Good', rating: 5 },
  },
  'put /reviews/{id}': { method: 'PUT', path: () => '/reviews/1', body: { comment: 'Good', rating: 4 } },
  'post /questions': {
    method: 'POST',
    path: () => '/questions',
    body: { question: 'Fresh?', product_id: 1, shop_id: 1 },
  },
  'post /wishlists/toggle': { method: 'POST', path: () => '/wishlists/toggle', body: { product_id: 1 } },
  'get /wishlists/in_wishlist/{product_id}': { method: 'GET', path: () => '/wishlists/in_wishlist/1' },
  'delete /wishlists/{product_id}': { method: 'DELETE', path: () => '/wishlists/1' },
  'get /my-wishlists': { method: 'GET', path: () => '/my-wishlists' },
  'get /wishlists/in_wishlist': { method: 'GET', path: () => '/wishlists/in_wishlist?product_ids=1,2' },
  'get /admin/me': { method: 'GET', path: () => '/admin/me' },
  'get /admin/orders': { method: 'GET', path: () => '/admin/orders' },
  'get /admin/orders/{id}': { method: 'GET', path: () => '/admin/orders/1' },
  'put /admin/orders/{id}/status': {
    method: 'PUT',
    path: () => '/admin/orders/1/status',
    body: { status: 'order-at-local-facility' },
  },
  'get /admin/shops': { method: 'GET', path: () => '/admin/shops' },
  'post /admin/shops/{id}/members': {
    method: 'POST',
    path: () => '/admin/shops/1/members',
    body: { email: 'someone@example.com', role: 'staff' },
  },
  'delete /admin/shops/{id}/members/{userId}': { method: 'DELETE', path: () => '/admin/shops/1/members/1' },
  'get /admin/refunds': { method: 'GET', path: () => '/admin/refunds' },
  'get /admin/refunds/{id}': { method: 'GET', path: () => '/admin/refunds/1' },
  'post /admin/refunds/{id}/approve': { method: 'POST', path: () => '/admin/refunds/1/approve', body: {} },
  'post /admin/refunds/{id}/reject': { method: 'POST', path: () => '/admin/refunds/1/reject', body: { note: 'No' } },
  'get /admin/dashboard': { method: 'GET', path: () => '/admin/dashboard' },
  'get /admin/shops/{id}': { method: 'GET', path: () => '/admin/shops/1' },
  'put /admin/shops/{id}': {
    method: 'PUT',
    path: () => '/admin/shops/1',
    body: { name: 'Renamed', address: { street_address: 'a', city: 'b', state: 'c', zip: 'd', country: 'e' } },
  },
  'put /admin/shops/{id}/status': { method: 'PUT', path: () => '/admin/shops/1/status', body: { is_active: true } },
  'get /my-questions': { method: 'GET', path: () => '/my-questions' },
  'post /feedbacks': {
    method: 'POST',
    path: () => '/feedbacks',
    body: { model_id: 1, model_type: 'Review', positive: true },
  },
  'post /abusive_reports': {
    method: 'POST',
    path: () => '/abusive_reports',
    body: { model_id: 1, model_type: 'Review', message: 'Spam' },
  },
  'get /my-reports': { method: 'GET', path: () => '/my-reports' },
  'get /admin/questions': { method: 'GET', path: () => '/admin/questions' },
  'put /admin/questions/{id}': { method: 'PUT', path: () => '/admin/questions/1', body: { answer: 'Yes' } },
  'get /admin/reports': { method: 'GET', path: () => '/admin/reports' },
  'put /admin/reports/{id}': { method: 'PUT', path: () => '/admin/reports/1', body: { action: 'dismiss' } },
  'get /admin/products': { method: 'GET', path: () => '/admin/products' },
  'get /admin/products/{id}': { method: 'GET', path: () => '/admin/products/1' },
  'put /admin/products/{id}': {
    method: 'PUT',
    path: () => '/admin/products/1',
    body: { name: 'Renamed', status: 'draft', price: 1, quantity: 1 },
  },
  'post /admin/products': {
    method: 'POST',
    path: () => '/admin/products',
    body: { name: 'New', status: 'draft', price: 1, quantity: 1, shop_id: 1, type_id: 1 },
  },
};

let t: TestApp;
beforeAll(async () => {
  // Each case comes from its own address; the general write limit is raised so only auth decides.
  t = await createTestApp({ rateLimit: { max: 1000, windowMs: 60_000 } });
});
afterAll(() => t?.close());

let addresses = 0;
async function call(key: string, token: string | undefined, userId: number) {
  const spec = SIGNED_IN[key]!;
  const headers: Record<string, string> = {};
  if (token !== undefined) headers.authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (spec.path(userId) === '/attachments') {
    const form = new FormData();
    form.append('attachment[]', new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'a.png', { type: 'image/png' }));
    body = form;
  } else if (spec.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(spec.body);
  }
  addresses += 1;
  const res = await t.app.request(
    `/api${spec.path(userId)}`,
    { method: spec.method, headers, body },
    fromAddress(`198.51.100.${addresses}`),
  );
  return { status: res.status, body: await res.json() };
}

const routeKeys = apiRoutes.filter((r) => r.auth === 'required').map((r) => `${r.method} ${r.path}`);

describe('endpoints that need a signed-in user', () => {
  it('are all listed here', () => {
    expect(routeKeys.sort()).toEqual(Object.keys(SIGNED_IN).sort());
  });

  it.each(routeKeys)(
    '%s answers 401 without a token, with an unknown, expired, revoked or disabled one',
    async (key) => {
      const [method, path] = key.split(' ') as [string, string];
      const account = await registerAccount(t.database);
      const before = (await t.database.rows(sql`select * from users where id = ${account.id}`))[0];
      const login = async () => {
        // A fresh address per sign-in keeps the sign-in limit out of the way.
        const api = await accountApp(t.database, { address: `203.0.113.${++addresses % 250}` });
        return (await api.post('/token', { email: account.email, password: account.password })).body.token as string;
      };

      const expired = await login();
      await expireAccessToken(t.database, sha256(expired));
      const revoked = await login();
      expect((await t.post('/logout', {}, { headers: { authorization: `Bearer ${revoked}` } })).status).toBe(200);

      for (const token of [undefined, '', 'not-a-token', expired, revoked]) {
        const res = await call(key, token, account.id);
        expect(res.status, `${key} with ${token === undefined ? 'no token' : `"${token.slice(0, 12)}"`}`).toBe(401);
        expectDocumented(method, path, 401, res.body);
        expect(res.body.message).toBe('PICKBAZAR_ERROR.NOT_AUTHORIZED');
      }

      // A disabled account's tokens stop working at once.
      await t.database.rows(sql`update users set is_active = false where id = ${account.id}`);
      expect((await call(key, account.token, account.id)).status).toBe(401);

      // Nothing was changed by any of those calls.
      const [after] = await t.database.rows(sql`select * from users where id = ${account.id}`);
      expect({ ...after, is_active: true }).toEqual(before);
    },
  );
});
