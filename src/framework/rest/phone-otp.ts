import { api } from './api';
import type { Client } from './client';
import { toApiError } from './errors';
import type { AuthResponse, OtpResponse, SuccessResponse } from './types';

/**
 * Phone sign-in and phone verification calls (CONTRACT §9 and §11). Two variants answer the same questions:
 * - the server code flow (default): /send-otp-code texts a code and answers its id; /otp-login,
 *   /verify-otp-code and /update-contact take {phone_number, code, otp_id};
 * - the Firebase variant: the browser proves the number with Firebase, /otp/phone-exists tells whether an
 *   account has it, and /otp/otp-login and /otp/verify-otp-code take the Firebase ID token as otp_id.
 * Failures are thrown as ApiError (message key, code, field errors).
 */

/** What proves a phone number to the API: the number, the typed code and the otp_id (code id or Firebase ID token). */
export interface PhoneProof {
  phone_number: string;
  code: string;
  otp_id: string;
}

export type OtpPurpose = 'login' | 'verify' | 'contact';

async function call<T>(work: (client: Client) => Promise<T>): Promise<T> {
  try {
    return await work(await api());
  } catch (error) {
    throw toApiError(error);
  }
}

export const phoneOtp = {
  /** POST /send-otp-code: the code is bound to the number and the purpose. */
  sendCode: (input: { phone_number: string; purpose: OtpPurpose }): Promise<OtpResponse> =>
    call((client) => client.auth.sendOtpCode(input)),
  /** POST /otp/phone-exists (Firebase variant: Firebase sends the code, so nobody else tells us this). */
  phoneExists: (input: { phone_number: string }) => call((client) => client.auth.phoneExists(input)),
  /** POST /otp-login or /otp/otp-login; name and email register an unknown number. */
  login: (
    input: PhoneProof & { name?: string; email?: string },
    { firebase }: { firebase: boolean },
  ): Promise<AuthResponse> =>
    call((client) => (firebase ? client.auth.firebaseOtpLogin(input) : client.auth.otpLogin(input))),
  /** POST /verify-otp-code or /otp/verify-otp-code: proves the number, nothing else changes. */
  verify: (input: PhoneProof, { firebase }: { firebase: boolean }): Promise<SuccessResponse> =>
    call((client) => (firebase ? client.auth.firebaseVerifyOtp(input) : client.auth.verifyOtpCode(input))),
  /** POST /update-contact: the signed-in user's profile number (our API accepts only its own codes here). */
  updateContact: (input: PhoneProof): Promise<SuccessResponse> => call((client) => client.auth.updateContact(input)),
};
