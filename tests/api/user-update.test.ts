import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
  [ada, bob] = await Promise.all([
    registerAccount(t.database, { name: 'Ada Lovelace' }),
    registerAccount(t.database, { name: 'Bob Builder' }),
  ]);
});
afterAll(() => t?.close());

const english = en as Record<string, string>;

async function userRow(id: number) {
  const [row] = await t.database.rows<Record<string, unknown>>(sql`
    select u.name, u.email, u.role, u.wallet_points, u.wallet_points_used, u.email_verified_at, u.is_active,
           u.password_hash, p.bio, p.contact, p.avatar, p.socials, p.customer_id
    from users u left join user_profiles p on p.customer_id = u.id where u.id = ${id}`);
  return row!;
}

/** A picture uploaded by `token` through POST /attachments (the only way an avatar gets an id). */
async function upload(token: string) {
  const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#3a7' } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('attachment[]', new File([new Uint8Array(png)], 'me.png', { type: 'image/png' }));
  const res = await t.app.request('/api/attachments', {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { id: number; original: string; thumbnail: string }[])[0]!;
}

describe('PUT /users/{id}', () => {
  it('changes the own name, bio and socials and answers the user like GET /me', async () => {
    const res = await api.put(
      `/users/${ada.id}`,
      {
        name: '  Augusta Ada King ',
        profile: {
          bio: ' Poet of science ',
          socials: [{ icon: 'twitter', url: 'https://twitter.com/ada' }],
        },
      },
      ada.token,
    );
    expect(res.status).toBe(200);
    expectDocumented('put', '/users/{id}', 200, res.body);
    expect(res.body).toMatchObject({
      id: ada.id,
      name: 'Augusta Ada King',
      email: ada.email,
      profile: { bio: 'Poet of science', socials: [{ icon: 'twitter', url: 'https://twitter.com/ada' }] },
    });
    const me = await api.get('/me', ada.token);
    expect(me.body).toEqual(res.body);

    // Only what was sent changes: a later name-only update keeps the bio.
    const again = await api.put(`/users/${ada.id}`, { name: 'Ada' }, ada.token);
    expect(again.body.name).toBe('Ada');
    expect(again.body.profile.bio).toBe('Poet of science');
    // An empty bio clears it.
    const cleared = await api.put(`/users/${ada.id}`, { profile: { bio: '' } }, ada.token);
    expect(cleared.body.profile.bio).toBeNull();
  });

  it('refuses another user’s id with 403 and changes nothing', async () => {
    const before = await userRow(bob.id);
    for (const id of [bob.id, 999_999]) {
      const res = await api.put(
        `/users/${id}`,
        { name: 'Hijacked', profile: { bio: 'owned' }, address: [addressOf('Hijacked')] },
        ada.token,
      );
      expect(res.status).toBe(403);
      expectDocumented('put', '/users/{id}', 403, res.body);
    }
    expect(await userRow(bob.id)).toEqual(before);
    const [{ n }] = (await t.database.rows(
      sql`select count(*)::int as n from addresses where customer_id = ${bob.id} or title = 'Hijacked'`,
    )) as [{ n: number }];
    expect(n).toBe(0);
  });

  it('answers 400 for an id that is not a positive whole number', async () => {
    for (const id of ['abc', '0', '-1', '1.5']) {
      const res = await api.put(`/users/${id}`, { name: 'X' }, ada.token);
      expect(res.status).toBe(400);
      expectDocumented('put', '/users/{id}', 400, res.body);
      expect(res.body.errors.id).toEqual([expect.any(String)]);
    }
  });

  it('ignores role, permissions, wallet, email, verification, activity, ownership and contact fields', async () => {
    const victim = await registerAccount(t.database, { verified: false });
    const before = await userRow(victim.id);
    const res = await api.put(
      `/users/${victim.id}`,
      {
        name: 'Still A Customer',
        id: bob.id,
        role: 'super_admin',
        permissions: ['super_admin', 'store_owner'],
        wallet: { total_points: 1_000_000, available_points: 1_000_000 },
        wallet_points: 1_000_000,
        email: 'taken.over@example.com',
        email_verified: true,
        email_verified_at: '2020-01-01T00:00:00Z',
        is_active: false,
        shop_id: 1,
        password: 'Another passphrase 5',
        profile: { customer_id: bob.id, contact: '+12125550199', bio: 'hello' },
      },
      victim.token,
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: victim.id,
      email: victim.email,
      email_verified: false,
      is_active: true,
      permissions: ['customer'],
      profile: { customer_id: victim.id, contact: null, bio: 'hello' },
    });
    expect(await userRow(victim.id)).toEqual({ ...before, name: 'Still A Customer', bio: 'hello' });
    expect((await userRow(bob.id)).name).toBe('Bob Builder');
  });

  it.each([
    [{ name: '' }, { name: ['error-name-required'] }],
    [{ name: '   ' }, { name: ['error-name-required'] }],
    [{ name: null }, { name: ['error-name-required'] }],
    [{ name: 'x'.repeat(121) }, { name: ['error-too-long'] }],
    [{ name: { first: 'A' } }, { name: ['error-must-be-text'] }],
    [{ profile: 'bio' }, { profile: ['error-invalid-value'] }],
    [{ profile: { bio: 'x'.repeat(1001) } }, { 'profile.bio': ['error-too-long'] }],
    [
      { profile: { socials: [{ icon: 'web', url: 'javascript:alert(1)' }] } },
      { 'profile.socials[0].url': ['error-url-format'] },
    ],
    [
      { profile: { socials: [{ url: 'https://example.com' }] } },
      { 'profile.socials[0].icon': ['error-social-icon-required'] },
    ],
    [
      { profile: { socials: Array.from({ length: 11 }, () => ({ icon: 'web', url: 'https://example.com' })) } },
      { 'profile.socials': ['error-too-many-items'] },
    ],
    [{ profile: { avatar: { id: 'abc' } } }, { 'profile.avatar.id': ['error-invalid-value'] }],
    [
      { profile: { avatar: { original: 'https://evil.example/x.png' } } },
      { 'profile.avatar.id': ['error-invalid-value'] },
    ],
    [{ address: 'home' }, { address: ['error-invalid-value'] }],
  ])('answers 422 with field errors for %j', async (body, errors) => {
    const before = await userRow(ada.id);
    const res = await api.put(`/users/${ada.id}`, body, ada.token);
    expect(res.status).toBe(422);
    expectDocumented('put', '/users/{id}', 422, res.body);
    expect(res.body.errors).toEqual(errors);
    for (const key of Object.values(errors).flat()) expect(english[key], key).toBeTruthy();
    expect(await userRow(ada.id)).toEqual(before);
  });

  describe('avatar', () => {
    it('takes a picture the user uploaded, described by the server, not by the client', async () => {
      const picture = await upload(ada.token);
      const res = await api.put(
        `/users/${ada.id}`,
        {
          profile: {
            avatar: { id: picture.id, original: 'https://evil.example/x.png', thumbnail: 'javascript:alert(1)' },
          },
        },
        ada.token,
      );
      expect(res.status).toBe(200);
      expectDocumented('put', '/users/{id}', 200, res.body);
      expect(res.body.profile.avatar).toEqual({
        id: picture.id,
        original: picture.original,
        thumbnail: picture.thumbnail,
        file_name: expect.stringMatching(/^uploads\/[0-9a-f]{32}\.webp$/),
      });
      const served = await t.app.request(picture.original);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/webp');

      const removed = await api.put(`/users/${ada.id}`, { profile: { avatar: null } }, ada.token);
      expect(removed.body.profile.avatar).toBeNull();
    });

    it('refuses someone else’s upload and catalogue pictures', async () => {
      const bobs = await upload(bob.token);
      const [catalogue] = await t.database.rows<{ id: number }>(
        sql`select id from attachments where owner_id is null order by id limit 1`,
      );
      for (const id of [bobs.id, catalogue!.id, 2_000_000]) {
        const res = await api.put(`/users/${ada.id}`, { name: 'Ada', profile: { avatar: { id } } }, ada.token);
        expect(res.status).toBe(422);
        expectDocumented('put', '/users/{id}', 422, res.body);
        expect(res.body.errors).toEqual({ 'profile.avatar': ['error-avatar-not-found'] });
        expect(english['error-avatar-not-found']).toBeTruthy();
      }
      expect((await userRow(ada.id)).avatar).toBeNull();
    });
  });
});

function addressOf(title: string) {
  return {
    title,
    type: 'billing',
    address: { street_address: '1 Main St', city: 'Springfield', state: 'IL', zip: '62701', country: 'US' },
  };
}
