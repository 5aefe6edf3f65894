import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthButton } from '@/components/layouts/auth-button';
import { ManagedDrawer } from '@/components/layouts/managed-drawer';
import { ManagedModal } from '@/components/layouts/managed-modal';
import { setAuthToken } from '@/framework/rest/save-auth-token';
import { notify } from '@/lib/notify';
import { answerProviders, clearSignIn, recordPost, signedInToken, SLOW } from './helpers/auth';
import { server } from './helpers/msw-server';
import { renderWithProviders } from './helpers/render';

configure({ asyncUtilTimeout: SLOW });

const nextAuth = vi.hoisted(() => ({
  getSession: vi.fn(),
  signOut: vi.fn(() => Promise.resolve(undefined)),
}));
vi.mock('next-auth/react', () => ({ getSession: nextAuth.getSession, signOut: nextAuth.signOut }));
vi.mock('@/lib/notify', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/notify')>()),
  notify: vi.fn(() => Promise.resolve()),
}));
const notified = vi.mocked(notify);

beforeEach(() => {
  answerProviders(false);
  notified.mockClear();
  nextAuth.getSession.mockReset();
  nextAuth.signOut.mockClear();
});
afterEach(() => clearSignIn());

const me = { id: 7, name: 'Ada Lovelace', email: 'ada@example.com', email_verified: true };

function Header() {
  return (
    <>
      <AuthButton />
      <ManagedModal />
      <ManagedDrawer />
    </>
  );
}

describe('the header account button', () => {
  it('signed out: "Sign in" opens LOGIN_VIEW', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Header />);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('dialog', { name: 'Login' })).toBeInTheDocument();
  });

  it('signed in: opens the AUTH_MENU_VIEW drawer on the end side with the user, the account links and logout', async () => {
    setAuthToken('live-token');
    server.use(http.get('*/api/me', () => HttpResponse.json(me)));
    const logouts = recordPost('/logout', () => HttpResponse.json(true));
    const user = userEvent.setup();
    const { router } = renderWithProviders(<Header />);

    await user.click(await screen.findByRole('button', { name: 'Your account' }));
    const drawer = await screen.findByRole('dialog', { name: 'Your account' });
    expect(drawer).toHaveAttribute('data-side', 'end');
    expect(await within(drawer).findByText('Ada Lovelace')).toBeInTheDocument();
    expect(within(drawer).getByText('ada@example.com')).toBeInTheDocument();
    const links = within(drawer)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));
    expect(links).toEqual([
      '/profile',
      '/change-password',
      '/orders',
      '/wishlists',
      '/downloads',
      '/questions',
      '/refunds',
      '/reports',
      '/cards',
    ]);

    await user.click(within(drawer).getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/'));
    expect(logouts).toHaveLength(1);
    expect(signedInToken()).toBeUndefined();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
  });
});

describe('coming back from Google', () => {
  it('posts the provider session’s access token to /social-login-token and signs in', async () => {
    window.sessionStorage.setItem('pending-social-login', 'google');
    nextAuth.getSession.mockResolvedValue({ accessToken: 'ya29.google', provider: 'google', expires: '' });
    const bodies = recordPost('/social-login-token', () =>
      HttpResponse.json({ token: 'social-token', permissions: ['customer'], email_verified: true }),
    );
    server.use(http.get('*/api/me', () => HttpResponse.json(me)));
    renderWithProviders(<Header />);

    await waitFor(() => expect(signedInToken()).toBe('social-token'));
    expect(bodies).toEqual([{ provider: 'google', access_token: 'ya29.google' }]);
    expect(nextAuth.signOut).toHaveBeenCalledWith({ redirect: false });
    expect(window.sessionStorage.getItem('pending-social-login')).toBeNull();
    expect(await screen.findByRole('button', { name: 'Your account' })).toBeInTheDocument();
  });

  it('needs a non-empty permissions list', async () => {
    window.sessionStorage.setItem('pending-social-login', 'google');
    nextAuth.getSession.mockResolvedValue({ accessToken: 'ya29.google', provider: 'google', expires: '' });
    recordPost('/social-login-token', () => HttpResponse.json({ token: 'social-token', permissions: [] }));
    renderWithProviders(<Header />);

    await waitFor(() => expect(notified).toHaveBeenCalledWith('error', 'The email or password is not correct.'));
    expect(signedInToken()).toBeUndefined();
  });

  it('does nothing (and loads nothing) without a sign-in started in this tab', async () => {
    renderWithProviders(<Header />);
    await screen.findByRole('button', { name: 'Sign in' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(nextAuth.getSession).not.toHaveBeenCalled();
  });
});
