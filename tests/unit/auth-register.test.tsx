import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { answerProviders, clearSignIn, loadedDialog, ModalWith, recordPost, signedInToken, SLOW } from './helpers/auth';
import { renderWithProviders } from './helpers/render';

// Views, the API client and axios load lazily: a cold first import can take seconds on a busy machine.
configure({ asyncUtilTimeout: SLOW });

beforeEach(() => answerProviders(false));
afterEach(() => clearSignIn());

async function register(
  user: ReturnType<typeof userEvent.setup>,
  values: { name: string; email: string; password: string },
) {
  const view = await loadedDialog('Register');
  if (values.name) await user.type(within(view).getByLabelText('Name'), values.name);
  if (values.email) await user.type(within(view).getByLabelText('Email'), values.email);
  if (values.password) await user.type(within(view).getByLabelText('Password'), values.password);
  await user.click(within(view).getByRole('button', { name: 'Register' }));
  return view;
}

const ada = { name: 'Ada Lovelace', email: 'Ada@Example.com', password: 'analytical engine 1843' };

describe('REGISTER view', () => {
  it('creates the account, signs in and closes; an unverified account is flagged for the verify-email page', async () => {
    const bodies = recordPost('/register', () =>
      HttpResponse.json({ token: 'new-token', permissions: ['customer'], email_verified: false, role: 'customer' }),
    );
    const user = userEvent.setup();
    renderWithProviders(<ModalWith view="REGISTER" />);
    await register(user, ada);

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodies).toEqual([{ name: 'Ada Lovelace', email: 'ada@example.com', password: 'analytical engine 1843' }]);
    expect(signedInToken()).toBe('new-token');
    expect(window.localStorage.getItem('emailVerified')).toBe('false');
  });

  it('needs a non-empty permissions list: without one nobody is signed in and error-credential-wrong shows', async () => {
    recordPost('/register', () => HttpResponse.json({ token: 'new-token', permissions: [] }));
    const user = userEvent.setup();
    renderWithProviders(<ModalWith view="REGISTER" />);
    await register(user, ada);

    expect(await screen.findByRole('alert', {})).toHaveTextContent('The email or password is not correct.');
    expect(signedInToken()).toBeUndefined();
    expect(screen.getByRole('dialog', { name: 'Register' })).toBeInTheDocument();
  });

  it('puts the server’s field errors on their fields (taken email, common password)', async () => {
    recordPost('/register', () =>
      HttpResponse.json(
        {
          message: 'Please correct the highlighted fields.',
          code: 'PICKBAZAR_ERROR.VALIDATION_FAILED',
          errors: { email: ['error-email-taken'], password: ['error-password-too-common'] },
        },
        { status: 422 },
      ),
    );
    const user = userEvent.setup();
    renderWithProviders(<ModalWith view="REGISTER" />);
    const view = await register(user, ada);

    await waitFor(() =>
      expect(within(view).getByLabelText('Email')).toHaveAccessibleDescription(
        'An account with this email already exists. Try signing in instead.',
      ),
    );
    expect(within(view).getByLabelText('Password')).toHaveAccessibleDescription(
      expect.stringContaining('This password is too easy to guess. Try a longer phrase.'),
    );
    expect(within(view).getByLabelText('Name')).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('checks the shared schema before sending: name, email and a password of at least 8 characters', async () => {
    const bodies = recordPost('/register', () => HttpResponse.json({ token: 't', permissions: ['customer'] }));
    const user = userEvent.setup();
    renderWithProviders(<ModalWith view="REGISTER" />);
    const view = await register(user, { name: '', email: 'ada@', password: 'short' });

    expect(await within(view).findByText('Please tell us your name')).toBeInTheDocument();
    expect(within(view).getByText('The provided email address format is not valid')).toBeInTheDocument();
    expect(within(view).getByText('Use at least 8 characters.')).toBeInTheDocument();
    expect(bodies).toEqual([]);
  });

  it('"Login" goes back to LOGIN_VIEW', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ModalWith view="REGISTER" />);
    const view = await loadedDialog('Register');
    await user.click(within(view).getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('dialog', { name: 'Login' })).toBeInTheDocument();
  });
});
