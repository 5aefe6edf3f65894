import { cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LogoutView } from '@/components/account/logout-view';
import { tokenSyncUrl } from '@/config/public-env';
import { AuthButton } from '@/components/layouts/auth-button';
import { ManagedModal } from '@/components/layouts/managed-modal';
import { setAuthToken } from '@/framework/rest/save-auth-token';
import { syncToken } from '@/framework/rest/token-sync';
import { answerProviders, clearSignIn, loadedDialog, ModalWith, recordPost, signedInToken, SLOW } from './helpers/auth';
import { server } from './helpers/msw-server';
import { renderWithProviders } from './helpers/render';

/**
 * SPEC §7's token sync, seen from outside: the third-party URL is answered by msw (an external edge), the sign-in
 * and logout flows are the real views. Every sign-in path ends in a POST with the new token, a logout in a
 * DELETE with the old one, nothing is sent without a configured URL, and a failing endpoint changes nothing.
 */

configure({ asyncUtilTimeout: SLOW });

const nextAuth = vi.hoisted(() => ({
  signIn: vi.fn(() => Promise.resolve(undefined)),
  getSession: vi.fn(),
  signOut: vi.fn(() => Promise.resolve(undefined)),
}));
vi.mock('next-auth/react', () => nextAuth);

const SYNC_URL = 'https://accounts.example.test/session/sync';

interface SyncCall {
  method: string;
  authorization: string | null;
  body: string;
}

/** Records what reaches the token-sync URL and answers each call with `answer()` (200 by default). */
function syncEndpoint(answer: () => Response = () => new Response(null, { status: 204 })) {
  const calls: SyncCall[] = [];
  server.use(
    http.all(SYNC_URL, async ({ request }) => {
      calls.push({
        method: request.method,
        authorization: request.headers.get('authorization'),
        body: await request.text(),
      });
      return answer();
    }),
  );
  return calls;
}

/** Every URL any request went to during the test (to prove that nothing at all is sent). */
function allRequests() {
  const urls: string[] = [];
  const listener = ({ request }: { request: Request }) => void urls.push(`${request.method} ${request.url}`);
  server.events.on('request:start', listener);
  return { urls, stop: () => server.events.removeListener('request:start', listener) };
}

const customer = () => HttpResponse.json({ token: 'tok-123', permissions: ['customer'], email_verified: true });

async function signInWithPassword(user: ReturnType<typeof userEvent.setup>) {
  renderWithProviders(<ModalWith view="LOGIN_VIEW" />);
  const view = await loadedDialog('Login');
  await user.type(within(view).getByLabelText('Email'), 'ada@example.com');
  await user.type(within(view).getByLabelText('Password'), 'correct horse battery');
  await user.click(within(view).getByRole('button', { name: 'Login' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

beforeEach(() => {
  answerProviders(false);
  nextAuth.getSession.mockReset();
});
afterEach(() => {
  cleanup();
  clearSignIn();
  vi.unstubAllEnvs();
});

describe('token sync configured (NEXT_PUBLIC_TOKEN_SYNC_URL)', () => {
  beforeEach(() => vi.stubEnv('NEXT_PUBLIC_TOKEN_SYNC_URL', SYNC_URL));

  it('email and password: POSTs the new token as a bearer token, with no body', async () => {
    recordPost('/token', customer);
    const calls = syncEndpoint();
    await signInWithPassword(userEvent.setup());

    await waitFor(() => expect(calls).toEqual([{ method: 'POST', authorization: 'Bearer tok-123', body: '' }]));
    expect(signedInToken()).toBe('tok-123');
  });

  it('registration: POSTs the new account’s token', async () => {
    recordPost('/register', () => HttpResponse.json({ token: 'new-token', permissions: ['customer'] }));
    const calls = syncEndpoint();
    const user = userEvent.setup();
    renderWithProviders(<ModalWith view="REGISTER" />);
    const view = await loadedDialog('Register');
    await user.type(within(view).getByLabelText('Name'), 'Ada Lovelace');
    await user.type(within(view).getByLabelText('Email'), 'ada@example.com');
    await user.type(within(view).getByLabelText('Password'), 'analytical engine 1843');
    await user.click(within(view).getByRole('button', { name: 'Register' }));

    await waitFor(() => expect(calls).toEqual([{ method: 'POST', authorization: 'Bearer new-token', body: '' }]));
    expect(signedInToken()).toBe('new-token');
  });

  it('phone code: POSTs the token the code signed in with', async () => {
    recordPost('/send-otp-code', (body) =>
      HttpResponse.json({ success: true, id: 'otp-1', phone_number: body.phone_number, is_contact_exist: true }),
    );
    recordPost('/otp-login', () => HttpResponse.json({ token: 'phone-token', permissions: ['customer'] }));
    const calls = syncEndpoint();
    const user = userEvent.setup();
    renderWithProviders(<ModalWith view="OTP_LOGIN" />);
    const view = await loadedDialog('Login with mobile number');
    await user.type(within(view).getByLabelText('Contact number'), '+1 555-123-4567');
    await user.click(within(view).getByRole('button', { name: 'Send code' }));
    await user.type(await within(view).findByLabelText('Verification code'), '123456');
    await user.click(within(view).getByRole('button', { name: 'Verify code' }));

    await waitFor(() => expect(calls).toEqual([{ method: 'POST', authorization: 'Bearer phone-token', body: '' }]));
    expect(signedInToken()).toBe('phone-token');
  });

  it('coming back from Google: POSTs the token of the social sign-in', async () => {
    window.sessionStorage.setItem('pending-social-login', 'google');
    nextAuth.getSession.mockResolvedValue({ accessToken: 'ya29.google', provider: 'google', expires: '' });
    recordPost('/social-login-token', () => HttpResponse.json({ token: 'social-token', permissions: ['customer'] }));
    server.use(http.get('*/api/me', () => HttpResponse.json({ id: 7, name: 'Ada', email: 'ada@example.com' })));
    const calls = syncEndpoint();
    renderWithProviders(
      <>
        <AuthButton />
        <ManagedModal />
      </>,
    );

    await waitFor(() => expect(calls).toEqual([{ method: 'POST', authorization: 'Bearer social-token', body: '' }]));
    expect(signedInToken()).toBe('social-token');
  });

  it('logout: DELETEs the old token after the API’s logout, then the shopper is signed out', async () => {
    setAuthToken('old-token');
    const order: string[] = [];
    server.use(
      http.post('*/api/logout', () => {
        order.push('api logout');
        return HttpResponse.json(true);
      }),
    );
    const calls = syncEndpoint(() => {
      order.push('sync delete');
      return new Response(null, { status: 204 });
    });
    const { router } = renderWithProviders(<LogoutView />);

    await waitFor(() => expect(calls).toEqual([{ method: 'DELETE', authorization: 'Bearer old-token', body: '' }]));
    expect(order).toEqual(['api logout', 'sync delete']);
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/'));
    expect(signedInToken()).toBeUndefined();
  });

  it('a failing endpoint (error answer or unreachable) breaks neither sign-in nor logout', async () => {
    recordPost('/token', customer);
    const refused = syncEndpoint(() => HttpResponse.json({ message: 'nope' }, { status: 401 }));
    await signInWithPassword(userEvent.setup());
    await waitFor(() => expect(refused).toHaveLength(1));
    // A 401 from someone else's URL is not this shop's session ending: the shopper stays signed in.
    expect(signedInToken()).toBe('tok-123');
    cleanup();

    server.use(http.post('*/api/logout', () => HttpResponse.json(true)));
    server.use(http.all(SYNC_URL, () => HttpResponse.error()));
    const { router } = renderWithProviders(<LogoutView />);
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/'));
    expect(signedInToken()).toBeUndefined();
  });

  it('syncToken reports success, and never throws for a failure', async () => {
    syncEndpoint();
    await expect(syncToken('POST', 'tok')).resolves.toBe(true);
    server.use(http.all(SYNC_URL, () => HttpResponse.error()));
    await expect(syncToken('DELETE', 'tok')).resolves.toBe(false);
    server.use(http.all(SYNC_URL, () => new Response(null, { status: 503 })));
    await expect(syncToken('POST', 'tok')).resolves.toBe(false);
  });
});

describe('token sync not configured', () => {
  it('signing in and out sends nothing but the shop’s own calls', async () => {
    recordPost('/token', customer);
    server.use(http.post('*/api/logout', () => HttpResponse.json(true)));
    const seen = allRequests();
    try {
      await signInWithPassword(userEvent.setup());
      cleanup();
      const { router } = renderWithProviders(<LogoutView />);
      await waitFor(() => expect(router.push).toHaveBeenCalledWith('/'));
    } finally {
      seen.stop();
    }
    expect(seen.urls.filter((url) => !new URL(url.split(' ')[1]!).pathname.startsWith('/api/'))).toEqual([]);
    expect(seen.urls).toEqual(expect.arrayContaining([expect.stringMatching(/^POST .*\/api\/token$/)]));
    expect(seen.urls).toEqual(expect.arrayContaining([expect.stringMatching(/^POST .*\/api\/logout$/)]));
  });

  it('a URL that is neither http(s) nor a path on this origin counts as unset', () => {
    for (const url of ['javascript:alert(1)', '//evil.example/x', 'accounts.example.test/sync', ' ']) {
      vi.stubEnv('NEXT_PUBLIC_TOKEN_SYNC_URL', url);
      expect(tokenSyncUrl()).toBe('');
    }
    for (const url of [SYNC_URL, 'http://127.0.0.1:4100/sync', '/session-sync']) {
      vi.stubEnv('NEXT_PUBLIC_TOKEN_SYNC_URL', url);
      expect(tokenSyncUrl()).toBe(url);
    }
  });
});
