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
import { editableProduct, newProductBody } from './helpers/back-office-products';
import { askQuestion, reportItem, writeReview } from './helpers/back-office-community';
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

const OPERATOR_ONLY = {
  anonymous: 401,
  customer: 404,
  otherStaff: 404,
  otherOwner: 404,
  ownStaff: 404,
  ownOwner: 404,
  operator: 200,
};
const ownQuestion = () =>
  askQuestion(t.database, { userId: buyer.id, productId: shops.own.product_id, shopId: shops.own.shop_id });
const reportedReview = async () => {
  const reviewId = await writeReview(t.database, {
    userId: buyer.id,
    productId: shops.own.product_id,
    shopId: shops.own.shop_id,
    rating: 1,
  });
  return reportItem(t.database, { userId: people.customer.id, modelType: 'Review', modelId: reviewId });
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
    path: '/admin/questions',
    expected: LIST,
    run: async (caller) => {
      const id = await ownQuestion();
      const res = await api.get(`/admin/questions?shop_id=${shops.own.shop_id}&limit=100`, {
        token: tokenOf(caller),
      });
      if (res.status === 200) {
        const sees = caller === 'ownStaff' || caller === 'ownOwner' || caller === 'operator';
        expect(res.body.data.some((q: { id: number }) => q.id === id)).toBe(sees);
      }
      return res.status;
    },
  },
  {
    method: 'put',
    path: '/admin/questions/{id}',
    expected: READ_ROW,
    run: async (caller) => {
      const id = await ownQuestion();
      const res = await api.put(`/admin/questions/${id}`, { answer: `Yes (${caller})` }, { token: tokenOf(caller) });
      const [row] = await t.database.rows<{ answer: string | null }>(
        sql`select answer from questions where id = ${id}`,
      );
      expect(row!.answer).toBe(res.status === 200 ? `Yes (${caller})` : null);
      return res.status;
    },
  },
  {
    method: 'get',
    path: '/admin/reports',
    expected: OPERATOR_ONLY,
    run: async (caller) => {
      const id = await reportedReview();
      const res = await api.get('/admin/reports?status=pending&limit=100', { token: tokenOf(caller) });
      if (res.status === 200) expect(res.body.data.map((r: { id: number }) => r.id)).toContain(id);
      return res.status;
    },
  },
  {
    method: 'put',
    path: '/admin/reports/{id}',
    expected: OPERATOR_ONLY,
    run: async (caller) => {
      const id = await reportedReview();
      const res = await api.put(`/admin/reports/${id}`, { action: 'dismiss' }, { token: tokenOf(caller) });
      const [row] = await t.database.rows<{ outcome: string | null }>(
        sql`select outcome from abusive_reports where id = ${id}`,
      );
      expect(row!.outcome).toBe(res.status === 200 ? 'dismissed' : null);
      return res.status;
    },
  },
  {
    method: 'get',
    path: '/admin/products',
    expected: LIST,
    run: async (caller) => {
      const res = await api.get(`/admin/products?shop_id=${shops.own.shop_id}&limit=5`, { token: tokenOf(caller) });
      if (res.status === 200) {
        const sees = caller === 'ownStaff' || caller === 'ownOwner' || caller === 'operator';
        expect(res.body.data.length > 0).toBe(sees);
        for (const p of res.body.data) expect(p.shop.id).toBe(shops.own.shop_id);
      }
      return res.status;
    },
  },
  {
    method: 'get',
    path: '/admin/products/{id}',
    expected: READ_ROW,
    run: async (caller) => {
      const res = await api.get(`/admin/products/${shops.own.product_id}`, { token: tokenOf(caller) });
      const missing = await api.get('/admin/products/2000000000', { token: tokenOf(caller) });
      if (res.status === 404) expect(res.body.code).toBe(missing.body.code);
      if (res.status === 200) expect(res.body.shop.id).toBe(shops.own.shop_id);
      return res.status;
    },
  },
  {
    method: 'put',
    path: '/admin/products/{id}',
    expected: READ_ROW,
    run: async (caller) => {
      const id = shops.own.product_id;
      const body = await editableProduct(t.database, id);
      const quantity = 60 + CALLERS.indexOf(caller);
      const res = await api.put(`/admin/products/${id}`, { ...body, quantity }, { token: tokenOf(caller) });
      const [row] = await t.database.rows<{ quantity: number }>(sql`select quantity from products where id = ${id}`);
      if (res.status === 200) expect(row!.quantity).toBe(quantity);
      else expect(row!.quantity).not.toBe(quantity);
      return res.status;
    },
  },
  {
    method: 'post',
    path: '/admin/products',
    expected: { ...READ_ROW, ownStaff: 201, ownOwner: 201, operator: 201 },
    run: async (caller) => {
      const name = `Matrix product by ${caller}`;
      const body = { ...(await newProductBody(t.database, shops.own.shop_id)), name };
      const res = await api.post('/admin/products', body, { token: tokenOf(caller) });
      const rows = await t.database.rows<{ shop_id: number }>(sql`select shop_id from products where name = ${name}`);
      expect(rows).toEqual(res.status === 201 ? [{ shop_id: shops.own.shop_id }] : []);
      return res.status;
    },
  },
  ...refundCases(),
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

/** A delivered cash order of the own shop with the buyer's refund request: the checkout's refund and its part. */
async function ownRefund() {
  const order = await ownOrder();
  for (const [from, to] of [
    ['order-processing', 'order-at-local-facility'],
    ['order-at-local-facility', 'order-out-for-delivery'],
    ['order-out-for-delivery', 'order-completed'],
  ]) {
    const res = await api.put(
      `/admin/orders/${order.childId}/status`,
      { status: to, from },
      { token: people.operator.token },
    );
    expect(res.status).toBe(200);
  }
  const reasons = await api.get('/refund-reasons');
  const res = await api.post(
    '/refunds',
    {
      order_id: order.parentId,
      title: 'Matrix',
      description: 'Refund in the matrix.',
      refund_reason_id: reasons.body.data[0].id,
    },
    { token: buyer.token },
  );
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const [part] = await t.database.rows<{ id: number }>(sql`select id from refunds where parent_id = ${res.body.id}`);
  return { refundId: res.body.id as number, partId: part!.id, order };
}

const refundStatus = async (id: number) =>
  (await t.database.rows<{ status: string }>(sql`select status from refunds where id = ${id}`))[0]!.status;

/** The refund queue (issue 22): owners and staff read their shop's part; only the operator decides. */
function refundCases(): Case[] {
  const OPERATOR_ONLY = { ...READ_ROW, ownStaff: 404, ownOwner: 404 };
  return [
    {
      method: 'get',
      path: '/admin/refunds',
      expected: LIST,
      run: async (caller) => {
        const { refundId, partId } = await ownRefund();
        const res = await api.get('/admin/refunds?status=pending&limit=100', { token: tokenOf(caller) });
        if (res.status === 200) {
          const ids = res.body.data.map((r: { id: number }) => r.id);
          const expected = caller === 'operator' ? refundId : caller.startsWith('own') ? partId : null;
          if (expected === null) expect(ids).not.toContain(partId);
          else expect(ids).toContain(expected);
          expect(ids).not.toContain(caller === 'operator' ? partId : refundId);
        }
        return res.status;
      },
    },
    {
      method: 'get',
      path: '/admin/refunds/{id}',
      expected: READ_ROW,
      run: async (caller) => {
        const { partId } = await ownRefund();
        return (await api.get(`/admin/refunds/${partId}`, { token: tokenOf(caller) })).status;
      },
    },
    {
      method: 'get',
      path: '/admin/refunds/{id} (a checkout’s refund)',
      expected: OPERATOR_ONLY,
      run: async (caller) => {
        const { refundId } = await ownRefund();
        return (await api.get(`/admin/refunds/${refundId}`, { token: tokenOf(caller) })).status;
      },
    },
    {
      method: 'post',
      path: '/admin/refunds/{id}/approve',
      expected: OPERATOR_ONLY,
      run: async (caller) => {
        const { refundId, order } = await ownRefund();
        const res = await api.post(`/admin/refunds/${refundId}/approve`, {}, { token: tokenOf(caller) });
        expect(await refundStatus(refundId)).toBe(res.status === 200 ? 'approved' : 'pending');
        expect((await orderState(t.database, order.childId)).order_status).toBe(
          res.status === 200 ? 'order-refunded' : 'order-completed',
        );
        return res.status;
      },
    },
    {
      method: 'post',
      path: '/admin/refunds/{id}/reject',
      expected: OPERATOR_ONLY,
      run: async (caller) => {
        const { refundId } = await ownRefund();
        const res = await api.post(`/admin/refunds/${refundId}/reject`, { note: 'No.' }, { token: tokenOf(caller) });
        expect(await refundStatus(refundId)).toBe(res.status === 200 ? 'rejected' : 'pending');
        return res.status;
      },
    },
  ];
}

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
