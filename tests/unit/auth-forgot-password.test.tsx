import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  forgotPasswordReducer,
  initialForgotPasswordState,
  type ForgotPasswordState,
} from '@/components/auth/forgot-password-state';
import { notify } from '@/lib/notify';
import { answerProviders, clearSignIn, loadedDialog, ModalWith, recordPost, SLOW } from './helpers/auth';
import { server } from './helpers/msw-server';
import { renderWithProviders } from './helpers/render';

configure({ asyncUtilTimeout: SLOW });

vi.mock('@/lib/notify', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/notify')>()),
  notify: vi.fn(() => Promise.resolve()),
}));
const notified = vi.mocked(notify);

beforeEach(() => {
  answerProviders(false);
  notified.mockClear();
});
afterEach(() => clearSignIn());

const CHECK_YOUR_EMAIL = 'If an account uses this email address, we sent it a code. Please check your inbox.';

/** A provider that knows one reset code for one email. */
function resetApi() {
  const forgot = recordPost('/forget-password', () =>
    HttpResponse.json({ success: true, message: 'PICKBAZAR_MESSAGE.CHECK_YOUR_EMAIL' }),
  );
  const verify = recordPost('/verify-forget-password-token', (body) =>
    HttpResponse.json(
      body.token === '424242'
        ? { success: true, message: 'PICKBAZAR_MESSAGE.TOKEN_IS_VALID' }
        : { success: false, message: 'PICKBAZAR_ERROR.INVALID_TOKEN' },
    ),
  );
  const reset = recordPost('/reset-password', () =>
    HttpResponse.json({ success: true, message: 'PICKBAZAR_MESSAGE.PASSWORD_RESET_SUCCESSFUL' }),
  );
  return { forgot, verify, reset };
}

describe('FORGOT_VIEW', () => {
  it('goes Email → Token → Password with previous steps, then toasts, clears and opens LOGIN_VIEW', async () => {
    const calls = resetApi();
    const user = userEvent.setup();
    renderWithProviders(<ModalWith view="FORGOT_VIEW" />);
    let view = await loadedDialog('Forgot password?');
    expect(within(view).getByText(/we will send you a code to reset your password/)).toBeInTheDocument();

    // Email step.
    await user.type(within(view).getByLabelText('Email'), 'Ada@Example.com');
    await user.click(within(view).getByRole('button', { name: 'Submit email' }));

    // Token step: the server's message above the token form.
    await within(view).findByLabelText('Code from the email');
    expect(within(view).getByRole('status')).toHaveTextContent(CHECK_YOUR_EMAIL);
    expect(calls.forgot).toEqual([{ email: 'ada@example.com' }]);

    // Previous step: back to the email, which is kept.
    await user.click(within(view).getByRole('button', { name: 'Previous step' }));
    expect(await within(view).findByLabelText('Email')).toHaveValue('ada@example.com');
    expect(within(view).queryByLabelText('Code from the email')).not.toBeInTheDocument();
    await user.click(within(view).getByRole('button', { name: 'Submit email' }));
    await within(view).findByLabelText('Code from the email');

    // A wrong code: the message on the token field, no step forward.
    await user.type(within(view).getByLabelText('Code from the email'), '111111');
    await user.click(within(view).getByRole('button', { name: 'Submit code' }));
    await waitFor(() =>
      expect(within(view).getByLabelText('Code from the email')).toHaveAccessibleDescription(
        'This code or link is not valid or has expired.',
      ),
    );
    expect(within(view).queryByLabelText('New password')).not.toBeInTheDocument();

    await user.clear(within(view).getByLabelText('Code from the email'));
    await user.type(within(view).getByLabelText('Code from the email'), '424242');
    await user.click(within(view).getByRole('button', { name: 'Submit code' }));

    // Password step, and back to the token (kept), and forward again.
    await within(view).findByLabelText('New password');
    await user.click(within(view).getByRole('button', { name: 'Previous step' }));
    expect(await within(view).findByLabelText('Code from the email')).toHaveValue('424242');
    await user.click(within(view).getByRole('button', { name: 'Submit code' }));
    await user.type(await within(view).findByLabelText('New password'), 'a much better passphrase');
    await user.click(within(view).getByRole('button', { name: 'Reset password' }));

    view = await loadedDialog('Login');
    expect(notified).toHaveBeenCalledWith('success', 'Successfully Reset Password!');
    expect(calls.verify.map((b) => b.token)).toEqual(['111111', '424242', '424242']);
    expect(calls.reset).toEqual([{ email: 'ada@example.com', token: '424242', password: 'a much better passphrase' }]);
    expect(screen.getByTestId('open-view')).toHaveTextContent('LOGIN_VIEW');

    // The flow starts over: nothing of the previous attempt is left.
    await user.click(within(view).getByRole('button', { name: 'Forgot password?' }));
    view = await loadedDialog('Forgot password?');
    expect(within(view).getByLabelText('Email')).toHaveValue('');
  });

  it('validates each step: the email (required, format), the token (error-password-required)', async () => {
    const calls = resetApi();
    const user = userEvent.setup();
    renderWithProviders(<ModalWith view="FORGOT_VIEW" />);
    const view = await loadedDialog('Forgot password?');

    await user.click(within(view).getByRole('button', { name: 'Submit email' }));
    expect(await within(view).findByText('You must need to provide your email address')).toBeInTheDocument();
    await user.type(within(view).getByLabelText('Email'), 'ada@');
    await user.click(within(view).getByRole('button', { name: 'Submit email' }));
    expect(await within(view).findByText('The provided email address format is not valid')).toBeInTheDocument();
    expect(calls.forgot).toEqual([]);

    await user.clear(within(view).getByLabelText('Email'));
    await user.type(within(view).getByLabelText('Email'), 'ada@example.com');
    await user.click(within(view).getByRole('button', { name: 'Submit email' }));
    await within(view).findByLabelText('Code from the email');
    await user.click(within(view).getByRole('button', { name: 'Submit code' }));
    expect(await within(view).findByText('You must need to provide your password')).toBeInTheDocument();
    expect(calls.verify).toEqual([]);
  });

  it('asks in the shopper’s language, so the code is mailed in it', async () => {
    const asked: string[] = [];
    server.use(
      http.post('*/api/forget-password', ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('language') ?? 'none');
        return HttpResponse.json({ success: true, message: 'PICKBAZAR_MESSAGE.CHECK_YOUR_EMAIL' });
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<ModalWith view="FORGOT_VIEW" />, { router: { locale: 'de' } });
    const view = await loadedDialog('Forgot password?');
    await user.type(within(view).getByLabelText('Email'), 'ada@example.com');
    await user.click(within(view).getByRole('button', { name: 'Submit email' }));
    await within(view).findByLabelText('Code from the email');
    expect(asked).toEqual(['de']);
  });

  it('puts an email-step failure on the email field', async () => {
    recordPost('/forget-password', () =>
      HttpResponse.json(
        { message: 'Too many requests', code: 'PICKBAZAR_ERROR.RATE_LIMITED' },
        { status: 429, headers: { 'Retry-After': '30' } },
      ),
    );
    const user = userEvent.setup();
    renderWithProviders(<ModalWith view="FORGOT_VIEW" />);
    const view = await loadedDialog('Forgot password?');
    await user.type(within(view).getByLabelText('Email'), 'ada@example.com');
    await user.click(within(view).getByRole('button', { name: 'Submit email' }));
    await waitFor(() =>
      expect(within(view).getByLabelText('Email')).toHaveAccessibleDescription(
        'Too many attempts. Please wait a minute and try again.',
      ),
    );
    expect(within(view).queryByLabelText('Code from the email')).not.toBeInTheDocument();
  });

  it('a refused reset (code expired meanwhile) shows an alert and stays on the password step', async () => {
    resetApi();
    recordPost('/reset-password', () =>
      HttpResponse.json({ success: false, message: 'PICKBAZAR_ERROR.INVALID_TOKEN' }),
    );
    const user = userEvent.setup();
    renderWithProviders(<ModalWith view="FORGOT_VIEW" />);
    const view = await loadedDialog('Forgot password?');
    await user.type(within(view).getByLabelText('Email'), 'ada@example.com');
    await user.click(within(view).getByRole('button', { name: 'Submit email' }));
    await user.type(await within(view).findByLabelText('Code from the email'), '424242');
    await user.click(within(view).getByRole('button', { name: 'Submit code' }));
    await user.type(await within(view).findByLabelText('New password'), 'a much better passphrase');
    await user.click(within(view).getByRole('button', { name: 'Reset password' }));

    expect(await within(view).findByRole('alert')).toHaveTextContent('This code or link is not valid or has expired.');
    expect(within(view).getByLabelText('New password')).toBeInTheDocument();
    expect(notified).not.toHaveBeenCalled();
  });

  it('"Back to Login" opens LOGIN_VIEW', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ModalWith view="FORGOT_VIEW" />);
    const view = await loadedDialog('Forgot password?');
    expect(within(view).getByRole('separator', { name: 'or' })).toBeInTheDocument();
    await user.click(within(view).getByRole('button', { name: 'Back to Login' }));
    expect(await loadedDialog('Login')).toBeInTheDocument();
  });
});

describe('forgotPasswordReducer (SPEC §4)', () => {
  const at = (step: ForgotPasswordState['step']): ForgotPasswordState => ({
    step,
    email: 'a@b.co',
    token: '1',
    password: '',
    message: 'm',
  });

  it('previous step: Token → Email, Password → Token; Email stays', () => {
    expect(forgotPasswordReducer(at('Token'), { type: 'PREVIOUS_STEP' }).step).toBe('Email');
    expect(forgotPasswordReducer(at('Password'), { type: 'PREVIOUS_STEP' }).step).toBe('Token');
    expect(forgotPasswordReducer(at('Email'), { type: 'PREVIOUS_STEP' })).toEqual(at('Email'));
  });

  it('reset clears every field', () => {
    expect(forgotPasswordReducer(at('Password'), { type: 'RESET' })).toEqual(initialForgotPasswordState);
  });
});
