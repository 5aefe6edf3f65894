import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_ADDRESSES } from '@/shared/validation/account';
import en from '../../public/locales/en/common.json';
import { accountApp, type AccountApp, registerAccount, type TestAccount } from './helpers/accounts';
import { expectDocumented } from './helpers/openapi';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let api: AccountApp;
let ada: TestAccount;
let bob: TestAccount;
beforeAll(async () => {
  t = await createTestApp();
  api = await accountApp(t.database, { rateLimit: { max: 1000, windowMs: 60_000 } });
  [ada, bob] = await Promise.all([registerAccount(t.database), registerAccount(t.database)]);
});
afterAll(() => t?.close());

const english = en as Record<string, string>;

const postal = (street = '1 Main St') => ({
  street_address: street,
  city: 'Springfield',
  state: 'IL',
  zip: '62701',
  country: 'US',
});

async function book(userId: number) {
  return t.database.rows<{ id: number; title: string; type: string; is_default: boolean; address: unknown }>(
    sql`select id, title, type, is_default, address from addresses where customer_id = ${userId} order by id`,
  );
}

/** Adds addresses through PUT /users/{id} (there is no address POST) and answers the new book. */
async function add(account: TestAccount, items: unknown[]) {
  const res = await api.put(`/users/${account.id}`, { address: items }, account.token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.address as { id: number; title: string; default: boolean; type: string }[];
}

describe('address book through PUT /users/{id}', () => {
  it('adds addresses without an id and answers them in the user', async () => {
    const res = await api.put(
      `/users/${ada.id}`,
      {
        address: [
          {
            title: ' Home ',
            type: 'billing',
            default: true,
            address: postal(),
            location: { lat: 39.78, lng: -89.65, formattedAddress: '1 Main St, Springfield' },
            customer_id: bob.id,
          },
          { title: 'Office', type: 'shipping', address: postal('2 Work Rd') },
        ],
      },
      ada.token,
    );
    expect(res.status).toBe(200);
    expectDocumented('put', '/users/{id}', 200, res.body);
    expect(res.body.address).toEqual([
      {
        id: expect.any(Number),
        title: 'Home',
        type: 'billing',
        default: true,
        address: postal(),
        location: expect.objectContaining({ lat: 39.78, lng: -89.65, formattedAddress: '1 Main St, Springfield' }),
        customer_id: ada.id,
      },
      {
        id: expect.any(Number),
        title: 'Office',
        type: 'shipping',
        default: false,
        address: postal('2 Work Rd'),
        location: null,
        customer_id: ada.id,
      },
    ]);
    // customer_id in the input does not give the address to someone else.
    expect(await book(bob.id)).toEqual([]);
    expect((await api.get('/me', ada.token)).body.address).toEqual(res.body.address);
  });

  it('changes an address given with its id, leaving the others alone', async () => {
    const [first, second] = await add(bob, [
      { title: 'A', type: 'billing', address: postal('A st') },
      { title: 'B', type: 'shipping', address: postal('B st') },
    ]);
    const res = await api.put(
      `/users/${bob.id}`,
      { address: [{ id: first!.id, title: 'A2', type: 'shipping', address: postal('A2 st') }] },
      bob.token,
    );
    expect(res.status).toBe(200);
    expect(res.body.address).toEqual([
      expect.objectContaining({ id: first!.id, title: 'A2', type: 'shipping', address: postal('A2 st') }),
      expect.objectContaining({ id: second!.id, title: 'B', address: postal('B st') }),
    ]);
  });

  it('keeps one default per type', async () => {
    const account = await registerAccount(t.database);
    const [one, two, ship] = await add(account, [
      { title: 'one', type: 'billing', default: true, address: postal() },
      { title: 'two', type: 'billing', address: postal() },
      { title: 'ship', type: 'shipping', default: true, address: postal() },
    ]);
    const after = await add(account, [
      { id: two!.id, title: 'two', type: 'billing', default: true, address: postal() },
    ]);
    const defaults = Object.fromEntries(after.map((a) => [a.id, a.default]));
    expect(defaults).toEqual({ [one!.id]: false, [two!.id]: true, [ship!.id]: true });
  });

  it('refuses someone else’s or an unknown address id with 404 and writes nothing of the request', async () => {
    const [bobs] = await book(bob.id);
    const adasBefore = await book(ada.id);
    for (const id of [bobs!.id, 2_000_000]) {
      const res = await api.put(
        `/users/${ada.id}`,
        {
          name: 'Ada Changed',
          address: [
            { title: 'new one', type: 'billing', address: postal() },
            { id, title: 'stolen', type: 'billing', address: postal('Evil St') },
          ],
        },
        ada.token,
      );
      expect(res.status).toBe(404);
      expectDocumented('put', '/users/{id}', 404, res.body);
    }
    expect((await book(bob.id))[0]).toEqual(bobs);
    expect(await book(ada.id)).toEqual(adasBefore);
    expect((await api.get('/me', ada.token)).body.name).not.toBe('Ada Changed');
  });

  it.each([
    [[{ type: 'billing', address: postal() }], { 'address[0].title': ['error-title-required'] }],
    [[{ title: 'x', type: 'home', address: postal() }], { 'address[0].type': ['error-address-type'] }],
    [[{ title: 'x', address: postal() }], { 'address[0].type': ['error-address-type-required'] }],
    [
      [{ title: 'x', type: 'billing', address: { street_address: '1 Main St' } }],
      {
        'address[0].address.city': ['error-city-required'],
        'address[0].address.state': ['error-state-required'],
        'address[0].address.zip': ['error-zip-required'],
        'address[0].address.country': ['error-country-required'],
      },
    ],
    [
      [{ title: 'x', type: 'billing' }],
      {
        'address[0].address.street_address': ['error-street-address-required'],
        'address[0].address.city': ['error-city-required'],
        'address[0].address.state': ['error-state-required'],
        'address[0].address.zip': ['error-zip-required'],
        'address[0].address.country': ['error-country-required'],
      },
    ],
    [
      [{ title: 'x', type: 'billing', address: postal(), location: { lat: 91, lng: 181 } }],
      { 'address[0].location.lat': ['error-lat-range'], 'address[0].location.lng': ['error-lng-range'] },
    ],
    [[{ id: 'abc', title: 'x', type: 'billing', address: postal() }], { 'address[0].id': ['error-invalid-value'] }],
    [
      [{ title: 'x', type: 'billing', address: postal(), default: 'yes please' }],
      { 'address[0].default': ['error-invalid-value'] },
    ],
    [['street'], { 'address[0]': ['error-invalid-value'] }],
  ])('answers 422 with field errors for %j', async (items, errors) => {
    const before = await book(ada.id);
    const res = await api.put(`/users/${ada.id}`, { address: items }, ada.token);
    expect(res.status).toBe(422);
    expectDocumented('put', '/users/{id}', 422, res.body);
    expect(res.body.errors).toEqual(errors);
    for (const key of Object.values(errors).flat()) expect(english[key], key).toBeTruthy();
    expect(await book(ada.id)).toEqual(before);
  });

  it(`holds at most ${MAX_ADDRESSES} addresses`, async () => {
    const account = await registerAccount(t.database);
    const many = (n: number) =>
      Array.from({ length: n }, (_, i) => ({ title: `#${i}`, type: 'shipping', address: postal() }));
    const tooMany = await api.put(`/users/${account.id}`, { address: many(MAX_ADDRESSES + 1) }, account.token);
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.errors).toEqual({ address: ['error-too-many-addresses'] });

    await add(account, many(MAX_ADDRESSES - 1));
    const overflow = await api.put(`/users/${account.id}`, { address: many(2) }, account.token);
    expect(overflow.status).toBe(422);
    expectDocumented('put', '/users/{id}', 422, overflow.body);
    expect(overflow.body.errors).toEqual({ address: ['error-too-many-addresses'] });
    expect(english['error-too-many-addresses']).toBeTruthy();
    expect(await book(account.id)).toHaveLength(MAX_ADDRESSES - 1);
  });

  it(`holds the cap under simultaneous saves (two tabs, a retrying client)`, async () => {
    const account = await registerAccount(t.database);
    const many = (n: number, label: string) =>
      Array.from({ length: n }, (_, i) => ({ title: `${label}${i}`, type: 'shipping', address: postal() }));
    await add(account, many(MAX_ADDRESSES - 3, '#'));
    // Open the database connections first, so the saves meet in the database, not in the queue for a connection.
    await Promise.all(Array.from({ length: 10 }, () => api.get('/me', account.token)));
    const saves = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        api.put(`/users/${account.id}`, { address: many(1, `tab ${i} `) }, account.token),
      ),
    );
    expect(saves.filter((s) => s.status === 200)).toHaveLength(3);
    for (const refused of saves.filter((s) => s.status !== 200)) {
      expect(refused.status).toBe(422);
      expect(refused.body.errors).toEqual({ address: ['error-too-many-addresses'] });
    }
    expect(await book(account.id)).toHaveLength(MAX_ADDRESSES);
  });
});

describe('DELETE /address/{id}', () => {
  it('deletes an own address', async () => {
    const account = await registerAccount(t.database);
    const [keep, drop] = await add(account, [
      { title: 'keep', type: 'billing', address: postal() },
      { title: 'drop', type: 'shipping', address: postal() },
    ]);
    const res = await api.delete(`/address/${drop!.id}`, account.token);
    expect(res.status).toBe(200);
    expectDocumented('delete', '/address/{id}', 200, res.body);
    expect(res.body).toBe(true);
    expect((await api.get('/me', account.token)).body.address.map((a: { id: number }) => a.id)).toEqual([keep!.id]);

    const again = await api.delete(`/address/${drop!.id}`, account.token);
    expect(again.status).toBe(404);
    expectDocumented('delete', '/address/{id}', 404, again.body);
  });

  it('refuses someone else’s address with 404, like a missing one, and keeps it', async () => {
    const [bobs] = await book(bob.id);
    const res = await api.delete(`/address/${bobs!.id}`, ada.token);
    expect(res.status).toBe(404);
    expectDocumented('delete', '/address/{id}', 404, res.body);
    expect(res.body.code).toBe('PICKBAZAR_ERROR.NOT_FOUND');
    expect((await book(bob.id))[0]).toEqual(bobs);
    const missing = await api.delete('/address/2000000', ada.token);
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe(res.body.code);
  });

  it('answers 400 for an id that is not a positive whole number', async () => {
    for (const id of ['abc', '0', '1.5']) {
      const res = await api.delete(`/address/${id}`, ada.token);
      expect(res.status).toBe(400);
      expectDocumented('delete', '/address/{id}', 400, res.body);
    }
  });
});
