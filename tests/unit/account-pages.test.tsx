import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PrivateRoute } from '@/components/auth/private-route';
import { LogoutView } from '@/components/account/logout-view';
import { CHECKOUT_STORAGE_KEY } from '@/config/constants';
import { AUTH_TOKEN_KEY } from '@/framework/rest/auth-token';
import { EMAIL_VERIFIED_KEY } from '@/framework/rest/user';
import { notify } from '@/lib/notify';
import VerifyEmailPage from '@/pages/verify-email';
import { customer, record, signIn, signOut, TOKEN } from './fixtures/account';
import { server } from './helpers/msw-server';
import { renderWithProviders } from './helpers/render';

vi.mock('@/lib/notify', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/notify')>()),
  notify: vi.fn(() => Promise.resolve()),
}));
const notified = vi.mocked(notify);

const unverified = () =>
  HttpResponse.json({ message: 'PICKBAZAR_ERROR.EMAIL_NOT_VERIFIED', code: 'EMAIL_NOT_VERIFIED' }, { status: 409 });

beforeEach(() => {
  notified.mockClear();
  // The login view asks next-auth whether Google sign-in is configured.
  server.use(http.get('*/api/auth/providers', () => HttpResponse.json({})));
});
afterEach(() => {
  // Unmount first: signing out under a mounted page would render its login view into the next test.
  cleanup();
  signOut();
});

const Secret = () => <p>account secrets</p>;

describe('PrivateRoute', () => {
  it('shows the login view and a back button when signed out, never the page', async () => {
    const user = userEvent.setup();
    const { router } = renderWithProviders(
      <PrivateRoute>
        <Secret />
      </PrivateRoute>,
    );
    expect(await screen.findByRole('heading', { name: 'Please sign in to see this page' })).toBeInTheDocument();
    expect(await screen.findByLabelText('Email')).toBeInTheDocument();
    expect(screen.queryByText('account secrets')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Back' }));
    // Opened directly (a fresh tab), there is no page to go back to: home instead.
    expect(window.history.length).toBe(1);
    expect(router.push).toHaveBeenCalledWith('/');
    expect(router.back).not.toHaveBeenCalled();
  });

  it('shows a loading indicator while the user is being determined, then the page', async () => {
    let release!: () => void;
    const answered = new Promise<void>((resolve) => (release = resolve));
    const seen = signIn(async () => {
      await answered;
      return HttpResponse.json(customer);
    });
    renderWithProviders(
      <PrivateRoute>
        <Secret />
      </PrivateRoute>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading your account…');
    expect(screen.queryByText('account secrets')).not.toBeInTheDocument();
    release();
    expect(await screen.findByText('account secrets')).toBeInTheDocument();
    expect(seen).toEqual([`Bearer ${TOKEN}`]);
  });

  it('shows the verify-email page instead when GET /me answers 409', async () => {
    signIn(unverified);
    const { router } = renderWithProviders(
      <PrivateRoute>
        <Secret />
      </PrivateRoute>,
    );
    expect(await screen.findByRole('heading', { name: 'Please verify your email address' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend verification email' })).toBeInTheDocument();
    expect(screen.queryByText('account secrets')).not.toBeInTheDocument();
    // SPEC §4: the flag is stored and the shopper is sent to the verify-email page.
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/verify-email'));
    expect(window.localStorage.getItem(EMAIL_VERIFIED_KEY)).toBe('false');
  });
});

describe('/verify-email', () => {
  const onVerifyPage = { router: { pathname: '/verify-email', asPath: '/verify-email' } };

  it('resends the verification mail and toasts EMAIL_SENT_SUCCESSFUL', async () => {
    signIn(unverified);
    const sent = record('post', '/email/verification-notification', () =>
      HttpResponse.json({ success: true, message: 'PICKBAZAR_MESSAGE.EMAIL_SENT_SUCCESSFUL' }),
    );
    const user = userEvent.setup();
    const { router } = renderWithProviders(<VerifyEmailPage />, onVerifyPage);
    await user.click(await screen.findByRole('button', { name: 'Resend verification email' }));
    await waitFor(() =>
      expect(notified).toHaveBeenCalledWith('success', 'We sent you an email with a verification link.'),
    );
    expect(sent).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    expect(router.replace).not.toHaveBeenCalled();
  });

  it('toasts the server’s message when resending fails', async () => {
    signIn(unverified);
    record('post', '/email/verification-notification', () =>
      HttpResponse.json({ message: 'PICKBAZAR_ERROR.RATE_LIMITED', code: 'RATE_LIMITED' }, { status: 429 }),
    );
    const user = userEvent.setup();
    renderWithProviders(<VerifyEmailPage />, onVerifyPage);
    await user.click(await screen.findByRole('button', { name: 'Resend verification email' }));
    await waitFor(() =>
      expect(notified).toHaveBeenCalledWith('error', 'Too many attempts. Please wait a minute and try again.'),
    );
  });

  it('redirects to /profile when the email is verified', async () => {
    signIn();
    const { router } = renderWithProviders(<VerifyEmailPage />, onVerifyPage);
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith('/profile'));
    expect(screen.queryByRole('button', { name: 'Resend verification email' })).not.toBeInTheDocument();
  });

  it('logs out from the verify-email page and goes home', async () => {
    signIn(unverified);
    const loggedOut = record('post', '/logout', () => HttpResponse.json(true));
    const user = userEvent.setup();
    const { router } = renderWithProviders(<VerifyEmailPage />, onVerifyPage);
    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/'));
    expect(loggedOut).toHaveLength(1);
    expect(Cookies.get(AUTH_TOKEN_KEY)).toBeUndefined();
  });

  it('posts the emailed token once, shows success and continues to the profile', async () => {
    signIn();
    const posted = record('post', '/email/verify', () =>
      HttpResponse.json({ success: true, message: 'PICKBAZAR_MESSAGE.EMAIL_VERIFIED' }),
    );
    const user = userEvent.setup();
    const { router } = renderWithProviders(<VerifyEmailPage />, {
      router: { pathname: '/verify-email', query: { token: 'abc123' } },
    });
    expect(await screen.findByText('Thank you! Your email address is verified.')).toBeInTheDocument();
    expect(posted).toEqual([{ token: 'abc123' }]);
    expect(window.localStorage.getItem(EMAIL_VERIFIED_KEY)).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(router.replace).toHaveBeenCalledWith('/profile');
  });

  it('shows why an emailed token failed and offers a new link', async () => {
    signIn(unverified);
    record('post', '/email/verify', () =>
      HttpResponse.json(
        { message: 'PICKBAZAR_ERROR.INVALID_TOKEN', errors: { token: ['PICKBAZAR_ERROR.INVALID_TOKEN'] } },
        { status: 422 },
      ),
    );
    const user = userEvent.setup();
    const { router } = renderWithProviders(<VerifyEmailPage />, {
      router: { pathname: '/verify-email', query: { token: 'used' } },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('This code or link is not valid or has expired.');
    await user.click(screen.getByRole('button', { name: 'Send me a new link' }));
    expect(router.replace).toHaveBeenCalledWith('/verify-email');
  });
});

describe('LogoutView', () => {
  it('signs out: token cookie cleared, checkout state reset, caches cleared, then home', async () => {
    signIn();
    window.localStorage.setItem(CHECKOUT_STORAGE_KEY, JSON.stringify({ customer_contact: '+15551234567' }));
    const tokens: string[] = [];
    server.use(
      http.post('*/api/logout', ({ request }) => {
        tokens.push(request.headers.get('authorization') ?? '');
        return HttpResponse.json(true);
      }),
    );
    const { router, queryClient } = renderWithProviders(<LogoutView />);
    queryClient.setQueryData(['me'], customer);
    expect(screen.getByRole('status')).toHaveTextContent('Signing you out…');
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/'));
    expect(tokens).toEqual([`Bearer ${TOKEN}`]);
    expect(Cookies.get(AUTH_TOKEN_KEY)).toBeUndefined();
    expect(window.localStorage.getItem(CHECKOUT_STORAGE_KEY)).toBeNull();
    expect(queryClient.getQueryData(['me'])).toBeUndefined();
  });
});
