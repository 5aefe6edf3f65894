import type { NextApiRequest, NextApiResponse } from 'next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetServerEnv } from '@/config/env';
import handler, { authOptions } from '@/pages/api/auth/[...nextauth]';

/** Just enough of Next's API response for next-auth and our own answers. */
function fakeResponse() {
  const sent: { status: number; body: unknown; headers: Record<string, unknown> } = {
    status: 200,
    body: undefined,
    headers: {},
  };
  const res = {
    status(code: number) {
      sent.status = code;
      return res;
    },
    json(body: unknown) {
      sent.body = body;
      return res;
    },
    send(body: unknown) {
      sent.body = typeof body === 'string' ? JSON.parse(body) : body;
      return res;
    },
    setHeader(name: string, value: unknown) {
      sent.headers[name.toLowerCase()] = value;
      return res;
    },
    getHeader: (name: string) => sent.headers[name.toLowerCase()],
    end: () => res,
  };
  return { res: res as unknown as NextApiResponse, sent };
}

async function call(action: string[]) {
  const { res, sent } = fakeResponse();
  const req = {
    method: 'GET',
    query: { nextauth: action },
    headers: { host: 'localhost:3000' },
    cookies: {},
    body: undefined,
  } as unknown as NextApiRequest;
  await handler(req, res);
  return sent;
}

function configure(env: Record<string, string>) {
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  resetServerEnv();
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
  resetServerEnv();
});

describe('/api/auth/* (next-auth, Google only)', () => {
  it('without a Google app: an empty provider list (the button stays hidden) and 404 elsewhere', async () => {
    configure({ GOOGLE_CLIENT_ID: '', GOOGLE_CLIENT_SECRET: '' });
    expect(await call(['providers'])).toMatchObject({ status: 200, body: {} });
    expect((await call(['signin', 'google'])).status).toBe(404);
  });

  it('a Google app without NEXTAUTH_SECRET stays off', async () => {
    configure({ GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret', NEXTAUTH_SECRET: '' });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await call(['providers'])).toMatchObject({ status: 200, body: {} });
    expect((await call(['session'])).status).toBe(500);
  });

  it('with GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET and NEXTAUTH_SECRET: next-auth lists google', async () => {
    configure({
      GOOGLE_CLIENT_ID: 'id.apps.googleusercontent.com',
      GOOGLE_CLIENT_SECRET: 'secret',
      NEXTAUTH_SECRET: 'a-test-secret-of-enough-length',
      NEXTAUTH_URL: 'http://localhost:3000',
    });
    const sent = await call(['providers']);
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({ google: { id: 'google', type: 'oauth' } });
  });

  it('the JWT keeps Google’s access token and the provider, and the session hands them to the storefront', async () => {
    const options = authOptions({ clientId: 'id', clientSecret: 'secret' }, 's');
    const jwt = options.callbacks!.jwt!;
    const token = await jwt({
      token: { sub: '1' },
      account: { provider: 'google', type: 'oauth', providerAccountId: '1', access_token: 'ya29.token' },
      user: { id: '1' },
    } as Parameters<typeof jwt>[0]);
    expect(token).toMatchObject({ accessToken: 'ya29.token', provider: 'google' });
    // Later calls have no account: what was kept stays.
    expect(await jwt({ token } as Parameters<typeof jwt>[0])).toMatchObject({ accessToken: 'ya29.token' });

    const session = options.callbacks!.session!;
    const shown = await session({ session: { expires: '' }, token } as Parameters<typeof session>[0]);
    expect(shown).toMatchObject({ accessToken: 'ya29.token', provider: 'google' });
  });
});
