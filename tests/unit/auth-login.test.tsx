import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EMAIL_VERIFIED_KEY } from '@/framework/rest/user';
import { QueryClient } from '@tanstack/react-query';
import { settingsOptions } from '@/framework/rest/settings';
import type { Settings } from '@/framework/rest/types';
import { settingsFixture } from './fixtures/catalogue';
import { answerProviders, clearSignIn, loadedDialog, ModalWith, recordPost, signedInToken, SLOW } from './helpers/auth';
import { renderWithProviders } from './helpers/render';

// Views, the API client and axios load lazily: a cold first import can take seconds on a busy machine.
configure({ asyncUtilTimeout: SLOW });

const nextAuth = vi.hoisted(() => ({ signIn: vi.fn(() => Promise.resolve(undefined)) }));
vi.mock('next-auth/react', () => ({ signIn: nextAuth.signIn }));

beforeEach(() => answerProviders(false));
afterEach(() => {
  clearSignIn();
  vi.restoreAllMocks();
  nextAuth.signIn.mockClear();
});

/** A query client that already holds the shop settings, so the view renders with them from the start. */
function clientWithSettings(options: Partial<Settings['options']>) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const settings = { ...settingsFixture, options: { ...settingsFixture.options, ...options } };
  client.setQueryData(settingsOptions('en').queryKey, settings);
  return client;
}

const dialog = () => loadedDialog('Login');

async function fillIn(user: ReturnType<typeof userEvent.setup>, email: string, password: string) {
  const view = await dialog();
  if (email) await user.type(within(view).getByLabelText('Email'), email);
  if (password) await user.type(within(view).getByLabelText('Password'), password);
  await user.click(within(view).getByRole('button', { name: 'Login' }));
}

describe('LOGIN_VIEW: email and password', () => {
  it('signs in: the token cookie for 1 day, the emailVerified flag, and the modal closes', async () => {
    // What the page writes to document.cookie, written through to the jar.
    const writes: string[] = [];
    const jar = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
    vi.spyOn(Document.prototype, 'cookie', 'set').mockImplementation(function (this: Document, value: string) {
      writes.push(value);
      jar.set!.call(this, value);
    });
    const bodies = recordPost('/token', () =>
      HttpResponse.json({ token: 'tok-123', permissions: ['customer'], email_verified: true, role: 'customer' }),
    );
    const user = userEvent.setup();
    renderWithProviders(<ModalWith view="LOGIN_VIEW" />);
    expect(await screen.findByText('Login with your email and password')).toBeInTheDocument();

    await fillIn(user, ' Ada@Example.com ', 'correct horse battery');

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodies).toEqual([{ email: 'ada@example.com', password: 'correct horse battery' }]);
    expect(signedInToken()).toBe('tok-123');
    const written = writes.find((cookie) => cookie.startsWith('auth_token=tok-123;'));
    const expires = Date.parse(/; expires=([^;]+)/.exec(written ?? '')?.[1] ?? '');
    expect(Math.abs(expires - (Date.now() + 86_400_000))).toBeLessThan(60_000);
    expect(window.localStorage.getItem(EMAIL_VERIFIED_KEY)).toBe('true');
    expect(screen.getByTestId('open-view')).toHaveTextContent('none');
  });

  it('an answer without a token shows error-credential-wrong in a closeable red alert and keeps the modal', async () => {
    recordPost('/token', () => HttpResponse.json({ token: null, permissions: [] }));
    const user = userEvent.setup();
    renderWithProviders(<ModalWith view="LOGIN_VIEW" />);
    await fillIn(user, 'ada@example.com', 'wrong password');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The email or password is not correct.');
    expect(signedInToken()).toBeUndefined();
    expect(screen.getByRole('dialog', { name: 'Login' })).toBeInTheDocument();

    await user.click(within(alert).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('translates a server error (rate limited) into the alert', async () => {
    recordPost('/token', () =>
      HttpResponse.json(
        { message: 'Too many requests, try again in 60 seconds.', code: 'PICKBAZAR_ERROR.RATE_LIMITED' },
        { status: 429, headers: { 'Retry-After': '60' } },
      ),
    );
    const user = userEvent.setup();
    renderWithProviders(<ModalWith view="LOGIN_VIEW" />);
    await fillIn(user, 'ada@example.com', 'whatever');
    expect(await screen.findByRole('alert', {})).toHaveTextContent(
      'Too many attempts. Please wait a minute and try again.',
    );
  });

  it('checks the fields before sending: required email and password, then the email format', async () => {
    const bodies = recordPost('/token', () => HttpResponse.json({ token: 't', permissions: ['customer'] }));
    const user = userEvent.setup();
    renderWithProviders(<ModalWith view="LOGIN_VIEW" />);
    await fillIn(user, '', '');

    const view = await dialog();
    expect(await within(view).findByText('You must need to provide your email address')).toBeInTheDocument();
    expect(within(view).getByLabelText('Password')).toHaveAccessibleDescription(
      'You must need to provide your password',
    );

    await user.type(within(view).getByLabelText('Email'), 'ada@example');
    await user.click(within(view).getByRole('button', { name: 'Login' }));
    expect(await within(view).findByText('The provided email address format is not valid')).toBeInTheDocument();
    expect(bodies).toEqual([]);
  });

  it('disables the button with a spinner while signing in', async () => {
    let release!: () => void;
    const answered = new Promise<void>((resolve) => (release = resolve));
    recordPost('/token', async () => {
      await answered;
      return HttpResponse.json({ token: null, permissions: [] });
    });
    const user = userEvent.setup();
    renderWithProviders(<ModalWith view="LOGIN_VIEW" />);
    await fillIn(user, 'ada@example.com', 'secret-pass');
    const button = within(await dialog()).getByRole('button', { name: 'Login' });
    await waitFor(() => expect(button).toBeDisabled());
    expect(button).toHaveAttribute('aria-busy', 'true');
    release();
    await waitFor(() => expect(button).toBeEnabled());
  });
});

describe('LOGIN_VIEW: the other ways in', () => {
  it.each([
    ['Forgot password?', 'FORGOT_VIEW', 'Forgot password?'],
    ['Login with mobile number', 'OTP_LOGIN', 'Login with mobile number'],
    ['Register', 'REGISTER', 'Register'],
  ])('"%s" opens %s', async (button, view, dialogName) => {
    const user = userEvent.setup();
    renderWithProviders(<ModalWith view="LOGIN_VIEW" />);
    await user.click(within(await dialog()).getByRole('button', { name: button }));
    expect(await loadedDialog(dialogName)).toBeInTheDocument();
    expect(screen.getByTestId('open-view')).toHaveTextContent(view);
  });

  it('shows guest checkout only on a checkout path with guestCheckout on, and goes to /checkout/guest', async () => {
    const user = userEvent.setup();
    const { router } = renderWithProviders(<ModalWith view="LOGIN_VIEW" />, {
      queryClient: clientWithSettings({ guestCheckout: true }),
      router: { pathname: '/checkout', asPath: '/checkout' },
    });
    const guest = await within(await dialog()).findByRole('button', { name: 'Guest checkout' });
    await user.click(guest);
    expect(router.push).toHaveBeenCalledWith('/checkout/guest');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('hides guest checkout away from checkout pages', async () => {
    renderWithProviders(<ModalWith view="LOGIN_VIEW" />, {
      queryClient: clientWithSettings({ guestCheckout: true }),
      router: { pathname: '/products', asPath: '/products' },
    });
    const view = await dialog();
    await within(view).findByRole('button', { name: 'Login with mobile number' });
    expect(within(view).queryByRole('button', { name: 'Guest checkout' })).not.toBeInTheDocument();
  });

  it('hides guest checkout when the shop turned guestCheckout off', async () => {
    const queryClient = clientWithSettings({ guestCheckout: false });
    renderWithProviders(<ModalWith view="LOGIN_VIEW" />, {
      queryClient,
      router: { pathname: '/checkout/digital', asPath: '/checkout/digital' },
    });
    const view = await dialog();
    await within(view).findByRole('button', { name: 'Login with mobile number' });
    expect(within(view).queryByRole('button', { name: 'Guest checkout' })).not.toBeInTheDocument();
  });

  it('hides the mobile login when the shop turned useOtp off', async () => {
    renderWithProviders(<ModalWith view="LOGIN_VIEW" />, { queryClient: clientWithSettings({ useOtp: false }) });
    const view = await dialog();
    await within(view).findByRole('button', { name: 'Register' });
    expect(within(view).queryByRole('button', { name: 'Login with mobile number' })).not.toBeInTheDocument();
  });

  it('hides the Google button when Google sign-in is not configured', async () => {
    const queryClient = clientWithSettings({});
    renderWithProviders(<ModalWith view="LOGIN_VIEW" />, { queryClient });
    const view = await dialog();
    await waitFor(() => expect(queryClient.getQueryState(['auth-providers'])?.status).toBe('success'));
    expect(within(view).queryByRole('button', { name: /Google/ })).not.toBeInTheDocument();
  });

  it('with Google configured, the button starts next-auth’s Google sign-in and marks the return', async () => {
    answerProviders(true);
    const user = userEvent.setup();
    renderWithProviders(<ModalWith view="LOGIN_VIEW" />);
    const google = await within(await dialog()).findByRole('button', { name: /Login with Google/ });
    await user.click(google);
    await waitFor(() => expect(nextAuth.signIn).toHaveBeenCalledWith('google', { callbackUrl: window.location.href }));
    expect(window.sessionStorage.getItem('pending-social-login')).toBe('google');
  });
});
