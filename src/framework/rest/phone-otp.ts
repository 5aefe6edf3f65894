import { call } from './call';
import type { AuthResponse, OtpResponse, SuccessResponse } from './types';

/**
 * Phone sign-in and phone verification calls (CONTRACT §9 and §11). Two variants answer the same questions:
 * - the server code flow (default): /send-otp-code texts a code and answers its id; /otp-login,
 *   /verify-otp-code and /update-contact take {phone_number, code, otp_id};
 * - the Firebase variant: the browser proves the number with Firebase, /otp/phone-exists tells whether an
 *   account has it, and /otp/otp-login, /otp/verify-otp-code and /otp/update-contact take the Firebase ID
 *   token as otp_id (each token is accepted once).
 * Failures are thrown as ApiError (message key, code, field errors).
 */

/** What proves a phone number to the API: the number, the typed code and the otp_id (code id or Firebase ID token). */
export interface PhoneProof {
  phone_number: string;
  code: string;
  otp_id: string;
}

export type OtpPurpose = 'login' | 'verify' | 'contact';

export const phoneOtp = {
  /** POST /send-otp-code: the code is bound to the number and the purpose; texted in `language`. */
  sendCode: (input: { phone_number: string; purpose: OtpPurpose }, language: string): Promise<OtpResponse> =>
    call('post', '/send-otp-code', { body: input, query: { language } }),
  /** POST /otp/phone-exists (Firebase variant: Firebase sends the code, so nobody else tells us this). */
  phoneExists: (input: { phone_number: string }) => call('post', '/otp/phone-exists', { body: input }),
  /** POST /otp-login or /otp/otp-login; name and email register an unknown number (its mail in `language`). */
  login: (
    input: PhoneProof & { name?: string; email?: string },
    { firebase, language }: { firebase: boolean; language: string },
  ): Promise<AuthResponse> =>
    call('post', firebase ? '/otp/otp-login' : '/otp-login', { body: input, query: { language } }),
  /** POST /verify-otp-code or /otp/verify-otp-code: proves the number, nothing else changes. */
  verify: (input: PhoneProof, { firebase }: { firebase: boolean }): Promise<SuccessResponse> =>
    call('post', firebase ? '/otp/verify-otp-code' : '/verify-otp-code', { body: input }),
  /** POST /update-contact or /otp/update-contact: the signed-in user's profile number. */
  updateContact: (input: PhoneProof, { firebase }: { firebase: boolean }): Promise<SuccessResponse> =>
    call('post', firebase ? '/otp/update-contact' : '/update-contact', { body: input }),
};
