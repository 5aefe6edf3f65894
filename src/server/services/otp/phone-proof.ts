import { serverEnv } from '@/config/env';
import { type FirebaseClaims, FirebaseTokenError, verifyFirebaseIdToken } from '../../auth/firebase-token';
import { checkOtp } from '../../auth/otp';
import { firebaseTokenUsed, claimFirebaseToken } from '../../auth/used-firebase-tokens';
import type { Db } from '../../db/client';
import type { OtpPurpose } from '../../db/schema';
import { AppError } from '../../errors';

/** How recently a Firebase user must have proved their phone for us to sign them in. */
export const FIREBASE_MAX_AUTH_AGE_SECONDS = 10 * 60;

/**
 * Evidence that the caller controls a phone number: one of our codes, or a Firebase ID token. Checking and
 * using up are separate so a sign-in can check first and use the proof up only when it completes.
 */
export interface PhoneProof {
  /** True when the proof holds; nothing is used up (a wrong code still counts as an attempt). */
  check(db: Db): Promise<boolean>;
  /** Uses the proof up, inside the transaction that completes the step; false when it no longer holds. */
  consume(db: Db): Promise<boolean>;
}

/** A code we sent: bound to its otp_id, the number and the purpose; single use; a few attempts. */
export function codeProof(input: {
  otpId: string;
  phoneNumber: string;
  purpose: OtpPurpose;
  code: string;
}): PhoneProof {
  const run = async (db: Db, consume: boolean) =>
    (await checkOtp(db, {
      id: input.otpId,
      phoneNumber: input.phoneNumber,
      purpose: input.purpose,
      code: input.code,
      consume,
    })) === 'ok';
  return { check: (db) => run(db, false), consume: (db) => run(db, true) };
}

/** Google's certificates could not be read: the CONTRACT §9 provider error. */
export const gatewayError = () => new AppError('VALIDATION_FAILED', `${serverEnv().noticeDomain}ERROR.INVALID_GATEWAY`);

/** A Firebase ID token that has already proved a phone: a replay (a leaked token, a double submit). */
export const proofAlreadyUsed = () =>
  new AppError('CONFLICT', 'This phone verification has already been used. Please verify your phone number again.');

/**
 * A Firebase ID token (CONTRACT §11): signed by Google for this project, recent, and for this very number.
 * Firebase has already counted the code attempts. Firebase would accept the token again until it expires, so
 * we remember each token we take: it proves a phone once, and a second use answers 409.
 */
export function firebaseProof(input: { idToken: string; phoneNumber: string; projectId: string }): PhoneProof {
  let verdict: Promise<FirebaseClaims | null> | null = null;
  const verified = () =>
    (verdict ??= verifyFirebaseIdToken(input.idToken, {
      projectId: input.projectId,
      maxAuthAgeSeconds: FIREBASE_MAX_AUTH_AGE_SECONDS,
    }).then(
      (claims) => (claims.phoneNumber === input.phoneNumber ? claims : null),
      (err: unknown) => {
        if (err instanceof FirebaseTokenError && err.unavailable) throw gatewayError();
        if (err instanceof FirebaseTokenError) return null;
        throw err;
      },
    ));
  return {
    check: async (db) => {
      const claims = await verified();
      if (!claims) return false;
      if (await firebaseTokenUsed(db, claims)) throw proofAlreadyUsed();
      return true;
    },
    consume: async (db) => {
      const claims = await verified();
      if (!claims) return false;
      if (!(await claimFirebaseToken(db, claims))) throw proofAlreadyUsed();
      return true;
    },
  };
}
