import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '@/server/auth/passwords';
import { apiRoutes } from '@/server/routes';
import { GOOD_PASSWORD } from './helpers/accounts';
import {
  makeAccount,
  makeMember,
  OPERATOR_EMAIL,
  orderState,
  placeShopOrder,
  twoShops,
  useAdminEmails,
} from './helpers/back-office';
import { makeShopper, orderApi, type OrderApi, type Shopper } from './helpers/orders';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * The role × endpoint matrix of the back office (issue 21): every endpoint tagged `Back office`, called by each
 * kind of caller, on the stored rows of one shop ("own"). A caller without the right to a row gets the same 404
 * as for a row that does not exist; lists answer 403 to callers with no part in the back office.
 */
type Caller = 'anonymous' | 'customer' | 'otherStaff' | 'otherOwner' | 'ownStaff' | 'ownOwner' | 'operator';
const CALLERS: Caller[] = ['anonymous', 'customer', 'otherStaff', 'otherOwner', 'ownStaff', 'ownOwner', 'operator'];

let t: TestApp;
let api: OrderApi;
let restoreEnv: () => void;
let shops: Awaited<ReturnType<typeof twoShops>>;
const people = {} as Record<Exclude<Caller, 'anonymous'>, Shopper>;
let buyer: Shopper;

beforeAll(async () => {
  restoreEnv = useAdminEmails(OPERATOR_EMAIL);
  t = await createTestApp();
  api = await orderApi(t.database);
  shops = await twoShops(t.database);
  people.customer = await makeShopper(t.database, 'Plain Customer');
  people.otherStaff = await makeMember(t.database, shops.other.shop_id, 'staff');
  people.otherOwner = await makeMember(t.database, shops.other.shop_id, 'owner');
  people.ownStaff = await makeMember(t.database, shops.own.shop_id, 'staff');
  people.ownOwner = await makeMember(t.database, shops.own.shop_id, 'owner');
  people.operator = await makeAccount(t.database, OPERATOR_EMAIL);
  buyer = await makeShopper(t.database, 'Matrix Buyer');
});
afterAll(async () => {
  restoreEnv?.();
  await t?.close();
});

const tokenOf = (caller: Caller) => (caller === 'anonymous' ? undefined : people[caller].token);
const ownOrder = () => placeShopOrder(api, buyer, [{ product_id: shops.own.product_id, order_quantity: 1 }]);

interface Case {
  method: 'get' | 'put' | 'post' | 'delete';
  path: string;
  expected: Record<Caller, number>;
  /** Makes the row and calls the endpoint as `caller`; asserts what the answer leaves behind. */
  run: (caller: Caller) => Promise<number>;
}

const READ_ROW = {
  anonymous: 401,
  customer: 404,
  otherStaff: 404,
  otherOwner: 404,
  ownStaff: 200,
  ownOwner: 200,
  operator: 200,
};
const LIST = {
  anonymous: 401,
  customer: 404,
  otherStaff: 200,
  otherOwner: 200,
  ownStaff: 200,
  ownOwner: 200,
  operator: 200,
};
const MANAGE_STAFF = {
  anonymous: 401,
  customer: 404,
  otherStaff: 404,
  otherOwner: 404,
  ownStaff: 404,
  ownOwner: 200,
  operator: 200,
};

const CASES: Case[] = [
  {
    method: 'get',
    path: '/admin/me',
    expected: { ...LIST, customer: 200 },
    run: async (caller) => {
      const res = await api.get('/admin/me', { token: tokenOf(caller) });
      if (res.status === 200) {
        const role = { otherStaff: 'staff', ownStaff: 'staff', otherOwner: 'store_owner', ownOwner: 'store_owner' };
        const expected =
          caller === 'operator'
            ? 'super_admin'
            : caller === 'customer'
              ? 'customer'
              : role[caller as keyof typeof role];
        expect(res.body.roles[0]).toBe(expected);
      }
      return res.status;
    },
  },
  {
    method: 'get',
    path: '/admin/orders',
    expected: LIST,
    run: async (caller) => {
      const order = await ownOrder();
      const res = await api.get(`/admin/orders?tracking_number=${order.trackingNumber}`, { token: tokenOf(caller) });
      if (res.status === 200) {
        const sees = caller === 'ownStaff' || caller === 'ownOwner' || caller === 'operator';
        expect(res.body.data.map((o: { id: number }) => o.id)).toEqual(sees ? [order.childId] : []);
      }
      return res.status;
    },
  },
  {
    method: 'get',
    path: '/admin/orders/{id}',
    expected: READ_ROW,
    run: async (caller) => {
      const order = await ownOrder();
      const res = await api.get(`/admin/orders/${order.childId}`, { token: tokenOf(caller) });
      const missing = await api.get('/admin/orders/2000000000', { token: tokenOf(caller) });
      if (res.status === 404) expect(res.body).toEqual({ ...missing.body, message: expect.any(String) });
      if (res.status === 404) expect(res.body.code).toBe(missing.body.code);
      if (res.status === 200) expect(res.body.next_statuses).toEqual(['order-at-local-facility', 'order-cancelled']);
      return res.status;
    },
  },
  {
    method: 'get',
    path: '/admin/orders/{id} (a checkout’s parent order)',
    expected: { ...READ_ROW, ownStaff: 404, ownOwner: 404 },
    run: async (caller) => {
      const order = await ownOrder();
      return (await api.get(`/admin/orders/${order.parentId}`, { token: tokenOf(caller) })).status;
    },
  },
  {
    method: 'put',
    path: '/admin/orders/{id}/status',
    expected: READ_ROW,
    run: async (caller) => {
      const order = await ownOrder();
      const res = await api.put(
        `/admin/orders/${order.childId}/status`,
        { status: 'order-at-local-facility', from: 'order-processing' },
        { token: tokenOf(caller) },
      );
      const state = await orderState(t.database, order.childId);
      expect(state.order_status).toBe(res.status === 200 ? 'order-at-local-facility' : 'order-processing');
      return res.status;
    },
  },
  {
    method: 'put',
    path: '/admin/orders/{id}/status (a checkout’s parent order)',
    expected: { ...READ_ROW, ownStaff: 404, ownOwner: 404 },
    run: async (caller) => {
      const order = await ownOrder();
      const res = await api.put(
        `/admin/orders/${order.parentId}/status`,
        { status: 'order-cancelled' },
        { token: tokenOf(caller) },
      );
      const state = await orderState(t.database, order.childId);
      expect(state.order_status).toBe(res.status === 200 ? 'order-cancelled' : 'order-processing');
      return res.status;
    },
  },
  {
    method: 'get',
    path: '/admin/shops',
    expected: LIST,
    run: async (caller) => {
      const res = await api.get('/admin/shops', { token: tokenOf(caller) });
      if (res.status === 200) {
        const ids = res.body.data.map((s: { id: number }) => s.id);
        if (caller === 'operator')
          expect(ids).toEqual(expect.arrayContaining([shops.own.shop_id, shops.other.shop_id]));
        else expect(ids).toEqual([caller.startsWith('own') ? shops.own.shop_id : shops.other.shop_id]);
      }
      return res.status;
    },
  },
  {
    method: 'post',
    path: '/admin/shops/{id}/members',
    expected: MANAGE_STAFF,
    run: async (caller) => {
      const newcomer = await makeShopper(t.database, 'New Staff');
      const res = await api.post(
        `/admin/shops/${shops.own.shop_id}/members`,
        { email: newcomer.email, role: 'staff' },
        { token: tokenOf(caller) },
      );
      const rows = await t.database.rows(
        sql`select 1 from shop_members where shop_id = ${shops.own.shop_id} and user_id = ${newcomer.id}`,
      );
      expect(rows).toHaveLength(res.status === 200 ? 1 : 0);
      return res.status;
    },
  },
  {
    method: 'delete',
    path: '/admin/shops/{id}/members/{userId}',
    expected: MANAGE_STAFF,
    run: async (caller) => {
      const staff = await makeMember(t.database, shops.own.shop_id, 'staff');
      const res = await api.delete(`/admin/shops/${shops.own.shop_id}/members/${staff.id}`, { token: tokenOf(caller) });
      const rows = await t.database.rows(
        sql`select 1 from shop_members where shop_id = ${shops.own.shop_id} and user_id = ${staff.id}`,
      );
      expect(rows).toHaveLength(res.status === 200 ? 0 : 1);
      return res.status;
    },
  },
  {
    method: 'get',
    path: '/admin/dashboard',
    expected: LIST,
    run: async (caller) => {
      const res = await api.get('/admin/dashboard', { token: tokenOf(caller) });
      if (res.status === 200) {
        const own = caller.startsWith('own') ? [shops.own.shop_id] : [shops.other.shop_id];
        expect([res.body.scope, res.body.shop_ids]).toEqual(caller === 'operator' ? ['all', []] : ['shops', own]);
      }
      return res.status;
    },
  },
  {
    method: 'get',
    path: '/admin/shops/{id}',
    expected: READ_ROW,
    run: async (caller) => {
      const res = await api.get(`/admin/shops/${shops.own.shop_id}`, { token: tokenOf(caller) });
      const missing = await api.get('/admin/shops/2000000000', { token: tokenOf(caller) });
      if (res.status === 404) expect(res.body.code).toBe(missing.body.code);
      if (res.status === 200) {
        expect([res.body.id, res.body.can_edit, res.body.can_activate]).toEqual([
          shops.own.shop_id,
          caller !== 'ownStaff',
          caller === 'operator',
        ]);
      }
      return res.status;
    },
  },
  {
    method: 'put',
    path: '/admin/shops/{id}',
    expected: { ...READ_ROW, ownStaff: 404 },
    run: async (caller) => {
      const [before] = await t.database.rows<{ name: string; address: unknown }>(
        sql`select name, address from shops where id = ${shops.own.shop_id}`,
      );
      const name = `Renamed by ${caller}`;
      const res = await api.put(
        `/admin/shops/${shops.own.shop_id}`,
        { name, address: before!.address },
        { token: tokenOf(caller) },
      );
      const [after] = await t.database.rows<{ name: string }>(
        sql`select name from shops where id = ${shops.own.shop_id}`,
      );
      expect(after!.name).toBe(res.status === 200 ? name : before!.name);
      await t.database.rows(sql`update shops set name = ${before!.name} where id = ${shops.own.shop_id}`);
      return res.status;
    },
  },
  {
    method: 'put',
    path: '/admin/shops/{id}/status',
    expected: { ...READ_ROW, ownStaff: 404, ownOwner: 404 },
    run: async (caller) => {
      const res = await api.put(
        `/admin/shops/${shops.own.shop_id}/status`,
        { is_active: false },
        { token: tokenOf(caller) },
      );
      const [after] = await t.database.rows<{ is_active: boolean }>(
        sql`select is_active from shops where id = ${shops.own.shop_id}`,
      );
      expect(after!.is_active).toBe(res.status !== 200);
      await t.database.rows(sql`update shops set is_active = true where id = ${shops.own.shop_id}`);
      return res.status;
    },
  },
];

describe('role × endpoint matrix', () => {
  it('covers every back-office endpoint, and every one is tagged Back office', () => {
    const backOffice = apiRoutes.filter((r) => r.tag === 'Back office').map((r) => `${r.method} ${r.path}`);
    const admin = apiRoutes.filter((r) => r.path.startsWith('/admin')).map((r) => `${r.method} ${r.path}`);
    expect(admin.sort()).toEqual(backOffice.sort());
    const covered = new Set(CASES.map((c) => `${c.method} ${c.path.split(' ')[0]}`));
    expect([...covered].sort()).toEqual([...new Set(backOffice)].sort());
  });

  for (const c of CASES) {
    it(`${c.method.toUpperCase()} ${c.path}`, async () => {
      const answers: Record<string, number> = {};
      for (const caller of CALLERS) answers[caller] = await c.run(caller);
      expect(answers).toEqual(c.expected);
    });
  }
});

describe('who is the operator', () => {
  it('ADMIN_EMAILS counts only once the email is verified', async () => {
    const restore = useAdminEmails(OPERATOR_EMAIL, 'second-operator@back-office.example');
    try {
      const unverified = await makeAccount(t.database, 'second-operator@back-office.example', { verified: false });
      expect((await api.get('/admin/me', { token: unverified.token })).body.roles).toEqual(['customer']);
      await t.database.rows(sql`update users set email_verified_at = now() where id = ${unverified.id}`);
      const me = await api.get('/admin/me', { token: unverified.token });
      expect(me.status).toBe(200);
      expect(me.body.roles).toEqual(['super_admin', 'customer']);
    } finally {
      restore();
      useAdminEmails(OPERATOR_EMAIL);
    }
  });

  it('the token answer lists the roles', async () => {
    const owner = await makeMember(t.database, shops.own.shop_id, 'owner');
    const hash = await hashPassword(GOOD_PASSWORD);
    await t.database.rows(sql`update users set password_hash = ${hash} where id = ${owner.id}`);
    const signIn = await api.post('/token', { email: owner.email, password: GOOD_PASSWORD });
    expect([signIn.body.permissions, signIn.body.role]).toEqual([['store_owner', 'customer'], 'store_owner']);
    const me = await api.get('/me', { token: owner.token });
    expect(me.body.permissions).toEqual(['store_owner', 'customer']);
    const customer = await api.get('/me', { token: people.customer.token });
    expect(customer.body.permissions).toEqual(['customer']);
  });
});

describe('a deactivated shop', () => {
  it('takes the access of its owner and staff away', async () => {
    const order = await ownOrder();
    const before = await api.get(`/admin/orders/${order.childId}`, { token: people.ownStaff.token });
    expect(before.status).toBe(200);
    await t.database.rows(sql`update shops set is_active = false where id = ${shops.own.shop_id}`);
    try {
      for (const who of [people.ownStaff, people.ownOwner]) {
        expect((await api.get(`/admin/orders/${order.childId}`, { token: who.token })).status).toBe(404);
        expect((await api.get('/admin/orders', { token: who.token })).status).toBe(404);
      }
      expect((await api.get(`/admin/orders/${order.childId}`, { token: people.operator.token })).status).toBe(200);
    } finally {
      await t.database.rows(sql`update shops set is_active = true where id = ${shops.own.shop_id}`);
    }
  });
});

describe('members', () => {
  it('an owner adds staff, not owners; only the operator touches owners; unknown emails are refused', async () => {
    const owner = people.ownOwner.token;
    const person = await makeShopper(t.database, 'Would Be Owner');
    const asOwner = await api.post(
      `/admin/shops/${shops.own.shop_id}/members`,
      { email: person.email, role: 'owner' },
      { token: owner },
    );
    expect([asOwner.status, Object.keys(asOwner.body.errors)]).toEqual([422, ['role']]);
    const unknown = await api.post(
      `/admin/shops/${shops.own.shop_id}/members`,
      { email: 'nobody-here@example.com', role: 'staff' },
      { token: owner },
    );
    expect([unknown.status, Object.keys(unknown.body.errors)]).toEqual([422, ['email']]);
    const removeOwner = await api.delete(`/admin/shops/${shops.own.shop_id}/members/${people.ownOwner.id}`, {
      token: owner,
    });
    expect(removeOwner.status).toBe(422);
    const byOperator = await api.post(
      `/admin/shops/${shops.own.shop_id}/members`,
      { email: person.email.toUpperCase(), role: 'owner' },
      { token: people.operator.token },
    );
    expect(byOperator.status).toBe(200);
    expect(byOperator.body.members).toContainEqual(expect.objectContaining({ user_id: person.id, role: 'owner' }));
    // The new owner's next request has the role: nothing is kept in the token.
    expect((await api.get('/admin/me', { token: person.token })).body.roles).toEqual(['store_owner', 'customer']);
  });
});
