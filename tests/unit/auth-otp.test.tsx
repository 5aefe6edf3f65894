import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PhoneOtpFlow } from '@/components/auth/phone-otp-flow';
import { answerProviders, clearSignIn, loadedDialog, ModalWith, recordPost, signedInToken, SLOW } from './helpers/auth';
import { renderWithProviders } from './helpers/render';

configure({ asyncUtilTimeout: SLOW });

/** Firebase at the edge: a code 123456 proves the number, anything else is refused. */
const firebase = vi.hoisted(() => {
  const verifiers: { container: unknown; options: unknown; cleared: boolean }[] = [];
  return {
    verifiers,
    signInWithPhoneNumber: vi.fn(async (_auth: unknown, _phone: string, _verifier: unknown) => ({
      confirm: async (code: string) => {
        if (code !== '123456') throw new Error('auth/invalid-verification-code');
        return { user: { getIdToken: async () => 'firebase-id-token' } };
      },
    })),
    RecaptchaVerifier: class {
      record: { container: unknown; options: unknown; cleared: boolean };
      constructor(_auth: unknown, container: unknown, options: unknown) {
        this.record = { container, options, cleared: false };
        verifiers.push(this.record);
      }
      clear() {
        this.record.cleared = true;
      }
    },
  };
});
vi.mock('firebase/app', () => ({ getApps: () => [], getApp: vi.fn(), initializeApp: vi.fn(() => ({})) }));
vi.mock('firebase/auth', () => ({
  getAuth: () => ({ languageCode: null }),
  RecaptchaVerifier: firebase.RecaptchaVerifier,
  signInWithPhoneNumber: firebase.signInWithPhoneNumber,
  signOut: vi.fn(() => Promise.resolve()),
}));

beforeEach(() => answerProviders(false));
afterEach(() => {
  clearSignIn();
  vi.unstubAllEnvs();
  firebase.signInWithPhoneNumber.mockClear();
  firebase.verifiers.length = 0;
});

const VERIFY_FAILED = 'The code could not be verified. Please check it and try again.';
const REQUIRED_INFO = 'This number is new to us. Please tell us your name and email to create your account.';

function sendCode(answer: { is_contact_exist: boolean } | { success: false; message: string }) {
  return recordPost('/send-otp-code', (body) =>
    HttpResponse.json(
      'success' in answer
        ? answer
        : {
            message: 'PICKBAZAR_MESSAGE.OTP_SEND_SUCCESSFUL',
            success: true,
            provider: 'outbox',
            id: 'otp-1',
            phone_number: body.phone_number,
            is_contact_exist: answer.is_contact_exist,
          },
    ),
  );
}

const signedIn = () => HttpResponse.json({ token: 'phone-token', permissions: ['customer'], role: 'customer' });

async function enterPhone(user: ReturnType<typeof userEvent.setup>, view: HTMLElement, phone = '+1 555-123-4567') {
  await user.type(within(view).getByLabelText('Contact number'), phone);
  await user.click(within(view).getByRole('button', { name: 'Send code' }));
}

describe('OTP_LOGIN: server code flow (default)', () => {
  it('a new number gets the registration form; name, email and code create the account and sign in', async () => {
    const sent = sendCode({ is_contact_exist: false });
    const logins = recordPost('/otp-login', signedIn);
    const user = userEvent.setup();
    renderWithProviders(<ModalWith view="OTP_LOGIN" />);
    const view = await loadedDialog('Login with mobile number');
    await enterPhone(user, view);

    await user.type(await within(view).findByLabelText('Name'), 'Grace Hopper');
    expect(within(view).getByText('We sent a code to +15551234567.')).toBeInTheDocument();
    await user.type(within(view).getByLabelText('Email'), 'Grace@Example.com');
    await user.type(within(view).getByLabelText('Verification code'), '123456');
    await user.click(within(view).getByRole('button', { name: 'Register' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent).toEqual([{ phone_number: '+15551234567', purpose: 'login' }]);
    expect(logins).toEqual([
      {
        phone_number: '+15551234567',
        code: '123456',
        otp_id: 'otp-1',
        name: 'Grace Hopper',
        email: 'grace@example.com',
      },
    ]);
    expect(signedInToken()).toBe('phone-token');
  });

  it('a known number gets the code form only, and the code signs in', async () => {
    sendCode({ is_contact_exist: true });
    const logins = recordPost('/otp-login', signedIn);
    const user = userEvent.setup();
    renderWithProviders(<ModalWith view="OTP_LOGIN" />);
    const view = await loadedDialog('Login with mobile number');
    await enterPhone(user, view);

    await user.type(await within(view).findByLabelText('Verification code'), '123456');
    expect(within(view).queryByLabelText('Name')).not.toBeInTheDocument();
    await user.click(within(view).getByRole('button', { name: 'Verify code' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(logins).toEqual([{ phone_number: '+15551234567', code: '123456', otp_id: 'otp-1' }]);
    expect(signedInToken()).toBe('phone-token');
  });

  it('a refused code shows text-otp-verify-failed and nobody is signed in', async () => {
    sendCode({ is_contact_exist: true });
    recordPost('/otp-login', () =>
      HttpResponse.json({ success: false, message: 'PICKBAZAR_ERROR.OTP_VERIFICATION_FAILED' }),
    );
    const user = userEvent.setup();
    renderWithProviders(<ModalWith view="OTP_LOGIN" />);
    const view = await loadedDialog('Login with mobile number');
    await enterPhone(user, view);
    await user.type(await within(view).findByLabelText('Verification code'), '000000');
    await user.click(within(view).getByRole('button', { name: 'Verify code' }));

    expect(await within(view).findByRole('alert')).toHaveTextContent(VERIFY_FAILED);
    expect(signedInToken()).toBeUndefined();
    expect(screen.getByRole('dialog', { name: 'Login with mobile number' })).toBeInTheDocument();
  });

  it('a number with no account after all (success false, REQUIRED_INFO_MISSING) gets the registration form', async () => {
    sendCode({ is_contact_exist: true });
    recordPost('/otp-login', () =>
      HttpResponse.json({ success: false, message: 'PICKBAZAR_MESSAGE.REQUIRED_INFO_MISSING' }),
    );
    const user = userEvent.setup();
    renderWithProviders(<ModalWith view="OTP_LOGIN" />);
    const view = await loadedDialog('Login with mobile number');
    await enterPhone(user, view);
    await user.type(await within(view).findByLabelText('Verification code'), '123456');
    await user.click(within(view).getByRole('button', { name: 'Verify code' }));

    expect(await within(view).findByLabelText('Name')).toBeInTheDocument();
    expect(within(view).getByRole('alert')).toHaveTextContent(REQUIRED_INFO);
    expect(signedInToken()).toBeUndefined();
  });

  it('checks the number and the code before sending, and can go back to change the number', async () => {
    const sent = sendCode({ is_contact_exist: true });
    const logins = recordPost('/otp-login', signedIn);
    const user = userEvent.setup();
    renderWithProviders(<ModalWith view="OTP_LOGIN" />);
    const view = await loadedDialog('Login with mobile number');

    await user.click(within(view).getByRole('button', { name: 'Send code' }));
    expect(await within(view).findByText('Please enter your phone number.')).toBeInTheDocument();
    await enterPhone(user, view, '5551234');
    expect(await within(view).findByText(/Enter the number with its country code/)).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.clear(within(view).getByLabelText('Contact number'));
    await enterPhone(user, view);
    await user.type(await within(view).findByLabelText('Verification code'), '12');
    await user.click(within(view).getByRole('button', { name: 'Verify code' }));
    expect(await within(view).findByText('The code has 6 digits.')).toBeInTheDocument();
    expect(logins).toEqual([]);

    await user.click(within(view).getByRole('button', { name: 'Use another number' }));
    expect(await within(view).findByLabelText('Contact number')).toHaveValue('+15551234567');
  });

  it('shows the provider’s send failure', async () => {
    sendCode({ success: false, message: 'PICKBAZAR_ERROR.OTP_SEND_FAIL' });
    const user = userEvent.setup();
    renderWithProviders(<ModalWith view="OTP_LOGIN" />);
    const view = await loadedDialog('Login with mobile number');
    await enterPhone(user, view);
    expect(await within(view).findByRole('alert')).toHaveTextContent(
      'We could not send the code. Please check the number and try again.',
    );
    expect(within(view).getByLabelText('Contact number')).toBeInTheDocument();
  });
});

describe('OTP_LOGIN: verify-only mode (modal payload)', () => {
  it('always asks for the code, proves the number with /verify-otp-code and hands it to onVerified', async () => {
    const sent = sendCode({ is_contact_exist: false });
    const checks = recordPost('/verify-otp-code', () =>
      HttpResponse.json({ success: true, message: 'PICKBAZAR_MESSAGE.OTP_VERIFIED' }),
    );
    const onVerified = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<ModalWith view="OTP_LOGIN" data={{ verifyOnly: true, onVerified }} />);
    const view = await loadedDialog('Login with mobile number');
    expect(within(view).getByRole('heading', { name: 'Verify your phone number' })).toBeInTheDocument();
    await enterPhone(user, view);
    await user.type(await within(view).findByLabelText('Verification code'), '123456');
    await user.click(within(view).getByRole('button', { name: 'Verify code' }));

    await waitFor(() => expect(onVerified).toHaveBeenCalledWith('+15551234567'));
    expect(sent).toEqual([{ phone_number: '+15551234567', purpose: 'verify' }]);
    expect(checks).toEqual([{ phone_number: '+15551234567', code: '123456', otp_id: 'otp-1' }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(signedInToken()).toBeUndefined();
  });

  it('a failed check shows text-otp-verify-failed and does not call onVerified', async () => {
    sendCode({ is_contact_exist: true });
    recordPost('/verify-otp-code', () =>
      HttpResponse.json({ success: false, message: 'PICKBAZAR_ERROR.OTP_VERIFICATION_FAILED' }),
    );
    const onVerified = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<ModalWith view="OTP_LOGIN" data={{ verifyOnly: true, onVerified }} />);
    const view = await loadedDialog('Login with mobile number');
    await enterPhone(user, view);
    await user.type(await within(view).findByLabelText('Verification code'), '999999');
    await user.click(within(view).getByRole('button', { name: 'Verify code' }));
    expect(await within(view).findByRole('alert')).toHaveTextContent(VERIFY_FAILED);
    expect(onVerified).not.toHaveBeenCalled();
  });
});

describe('PhoneOtpFlow for the profile contact', () => {
  it('sends a contact code and saves the number with /update-contact', async () => {
    const sent = sendCode({ is_contact_exist: false });
    const updates = recordPost('/update-contact', () =>
      HttpResponse.json({ success: true, message: 'PICKBAZAR_MESSAGE.CONTACT_UPDATED' }),
    );
    const onSuccess = vi.fn();
    const user = userEvent.setup();
    const { container } = renderWithProviders(<PhoneOtpFlow purpose="contact" onSuccess={onSuccess} />);
    await enterPhone(user, container);
    await user.type(await screen.findByLabelText('Verification code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify code' }));

    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
    expect(onSuccess.mock.calls[0]?.[0]).toMatchObject({ phoneNumber: '+15551234567' });
    expect(sent).toEqual([{ phone_number: '+15551234567', purpose: 'contact' }]);
    expect(updates).toEqual([{ phone_number: '+15551234567', code: '123456', otp_id: 'otp-1' }]);
  });
});

describe('OTP_LOGIN with Firebase configured', () => {
  beforeEach(() => {
    vi.stubEnv('NEXT_PUBLIC_FIREBASE_API_KEY', 'test-key');
    vi.stubEnv('NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN', 'shop-test.firebaseapp.com');
    vi.stubEnv('NEXT_PUBLIC_FIREBASE_PROJECT_ID', 'shop-test');
  });

  it('checks the number with /otp/phone-exists, lets Firebase text the code, and posts the ID token as otp_id', async () => {
    const ourCodes = sendCode({ is_contact_exist: true });
    const exists = recordPost('/otp/phone-exists', (body) =>
      HttpResponse.json({ phone_number: body.phone_number, is_contact_exist: true }),
    );
    const logins = recordPost('/otp/otp-login', signedIn);
    const user = userEvent.setup();
    renderWithProviders(<ModalWith view="OTP_LOGIN" />);
    const view = await loadedDialog('Login with mobile number');
    await enterPhone(user, view);

    await user.type(await within(view).findByLabelText('Verification code'), '123456');
    expect(firebase.signInWithPhoneNumber).toHaveBeenCalledWith(expect.anything(), '+15551234567', expect.anything());
    expect(firebase.verifiers[0]?.options).toEqual({ size: 'invisible' });
    await user.click(within(view).getByRole('button', { name: 'Verify code' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(exists).toEqual([{ phone_number: '+15551234567' }]);
    expect(logins).toEqual([{ phone_number: '+15551234567', code: '123456', otp_id: 'firebase-id-token' }]);
    expect(ourCodes).toEqual([]);
    expect(signedInToken()).toBe('phone-token');
    expect(firebase.verifiers[0]?.cleared).toBe(true);
  });

  it('the profile contact: Firebase texts the code, /otp/update-contact gets the ID token', async () => {
    const ourCodes = sendCode({ is_contact_exist: false });
    const updates = recordPost('/otp/update-contact', () =>
      HttpResponse.json({ success: true, message: 'PICKBAZAR_MESSAGE.CONTACT_UPDATED' }),
    );
    const onSuccess = vi.fn();
    const user = userEvent.setup();
    const { container } = renderWithProviders(<PhoneOtpFlow purpose="contact" onSuccess={onSuccess} />);
    await enterPhone(user, container);
    await user.type(await screen.findByLabelText('Verification code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify code' }));

    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
    expect(firebase.signInWithPhoneNumber).toHaveBeenCalledWith(expect.anything(), '+15551234567', expect.anything());
    expect(updates).toEqual([{ phone_number: '+15551234567', code: '123456', otp_id: 'firebase-id-token' }]);
    expect(ourCodes).toEqual([]);
  });

  it('a code Firebase refuses shows text-otp-verify-failed and reaches no API', async () => {
    recordPost('/otp/phone-exists', (body) =>
      HttpResponse.json({ phone_number: body.phone_number, is_contact_exist: false }),
    );
    const logins = recordPost('/otp/otp-login', signedIn);
    const user = userEvent.setup();
    renderWithProviders(<ModalWith view="OTP_LOGIN" />);
    const view = await loadedDialog('Login with mobile number');
    await enterPhone(user, view);

    await user.type(await within(view).findByLabelText('Name'), 'Grace Hopper');
    await user.type(within(view).getByLabelText('Email'), 'grace@example.com');
    await user.type(within(view).getByLabelText('Verification code'), '654321');
    await user.click(within(view).getByRole('button', { name: 'Register' }));

    expect(await within(view).findByRole('alert')).toHaveTextContent(VERIFY_FAILED);
    expect(logins).toEqual([]);
    expect(signedInToken()).toBeUndefined();
  });
});
