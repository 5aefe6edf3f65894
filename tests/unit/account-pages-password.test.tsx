import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '@/lib/notify';
import ChangePasswordPage from '@/pages/change-password';
import { customer, record, signIn, signOut } from './fixtures/account';
import { renderWithProviders } from './helpers/render';

vi.mock('@/lib/notify', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/notify')>()),
  notify: vi.fn(() => Promise.resolve()),
}));
const notified = vi.mocked(notify);

beforeEach(() => notified.mockClear());
afterEach(() => {
  // Unmount first: signing out under a mounted page would render its login view into the next test.
  cleanup();
  signOut();
});

async function fillChange(user: ReturnType<typeof userEvent.setup>, confirm = 'a new long passphrase') {
  await user.type(await screen.findByLabelText('Current password'), 'the old passphrase');
  await user.type(screen.getByLabelText('New password'), 'a new long passphrase');
  await user.type(screen.getByLabelText('Confirm new password'), confirm);
  await user.click(screen.getByRole('button', { name: 'Change password' }));
}

describe('/change-password', () => {
  it('puts an unsuccessful answer’s message on the current password', async () => {
    signIn();
    const bodies = record('post', '/change-password', () =>
      HttpResponse.json({ success: false, message: 'PICKBAZAR_ERROR.OLD_PASSWORD_INCORRECT' }),
    );
    const user = userEvent.setup();
    renderWithProviders(<ChangePasswordPage />);
    await fillChange(user);
    await waitFor(() =>
      expect(screen.getByLabelText('Current password')).toHaveAccessibleDescription(
        'The current password is not correct.',
      ),
    );
    expect(bodies).toEqual([{ oldPassword: 'the old passphrase', newPassword: 'a new long passphrase' }]);
    expect(notified).not.toHaveBeenCalled();
  });

  it('puts the API’s field errors on their fields (a weak new password)', async () => {
    signIn();
    record('post', '/change-password', () =>
      HttpResponse.json(
        { message: 'weak', code: 'VALIDATION_FAILED', errors: { newPassword: ['error-password-too-common'] } },
        { status: 422 },
      ),
    );
    const user = userEvent.setup();
    renderWithProviders(<ChangePasswordPage />);
    await fillChange(user);
    await waitFor(() =>
      expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(
        expect.stringContaining('This password is too easy to guess.'),
      ),
    );
    expect(screen.getByLabelText('Current password')).not.toHaveAttribute('aria-invalid');
  });

  it('checks the repeated password before sending anything', async () => {
    signIn();
    const bodies = record('post', '/change-password', () => HttpResponse.json({ success: true, message: 'ok' }));
    const user = userEvent.setup();
    renderWithProviders(<ChangePasswordPage />);
    await fillChange(user, 'something else entirely');
    expect(await screen.findByText("The two passwords don't match.")).toBeInTheDocument();
    expect(bodies).toEqual([]);
  });

  it('toasts password-successful and empties the form', async () => {
    signIn();
    record('post', '/change-password', () =>
      HttpResponse.json({ success: true, message: 'PICKBAZAR_MESSAGE.PASSWORD_CHANGED_SUCCESSFULLY' }),
    );
    const user = userEvent.setup();
    renderWithProviders(<ChangePasswordPage />);
    await fillChange(user);
    await waitFor(() => expect(notified).toHaveBeenCalledWith('success', 'Your password was changed successfully.'));
    expect(screen.getByLabelText('Current password')).toHaveValue('');
  });

  it('offers set-password to an account without a password, with the message on the new password', async () => {
    signIn({ ...customer, has_password: false });
    const bodies = record('post', '/set-password', () =>
      HttpResponse.json({ success: false, message: 'PICKBAZAR_ERROR.PASSWORD_ALREADY_SET' }),
    );
    const user = userEvent.setup();
    renderWithProviders(<ChangePasswordPage />);
    expect(await screen.findByRole('heading', { name: 'Set a password' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Current password')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('New password'), 'a new long passphrase');
    await user.type(screen.getByLabelText('Confirm new password'), 'a new long passphrase');
    await user.click(screen.getByRole('button', { name: 'Set a password' }));
    await waitFor(() =>
      expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(
        expect.stringContaining('Your account already has a password.'),
      ),
    );
    expect(bodies).toEqual([{ newPassword: 'a new long passphrase' }]);
  });

  it('lets a shopper of a provider that does not tell choose set-password', async () => {
    const { has_password: _omitted, ...unknown } = customer;
    signIn(unknown);
    record('post', '/set-password', () =>
      HttpResponse.json({ success: true, message: 'PICKBAZAR_MESSAGE.PASSWORD_SET_SUCCESSFULLY' }),
    );
    const user = userEvent.setup();
    renderWithProviders(<ChangePasswordPage />);
    await user.click(await screen.findByRole('button', { name: /Set a password/ }));
    await user.type(screen.getByLabelText('New password'), 'a new long passphrase');
    await user.type(screen.getByLabelText('Confirm new password'), 'a new long passphrase');
    await user.click(screen.getByRole('button', { name: 'Set a password' }));
    await waitFor(() => expect(notified).toHaveBeenCalledWith('success', 'Your password was changed successfully.'));
    expect(await screen.findByLabelText('Current password')).toBeInTheDocument();
  });
});
