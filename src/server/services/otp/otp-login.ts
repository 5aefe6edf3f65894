import type { Db } from '../../db/client';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import type { Mailer } from '../../messaging/mailer';
import { quietly } from '../auth/account-mails';
import { sendEmailVerification } from '../auth/send-email-verification';
import { signInResponse } from '../auth/sign-in-response';
import { createCustomer } from '../user/create-customer';
import { findUserByContact, findUserByEmail } from '../user/find-user';
import type { PhoneProof } from './phone-proof';
import { uniqueViolation } from './unique-violation';

export type OtpLoginResult =
  | { kind: 'signed-in'; answer: Awaited<ReturnType<typeof signInResponse>> }
  | { kind: 'missing-info' }
  | { kind: 'failed' };

export const emailTaken = () =>
  new AppError(
    'VALIDATION_FAILED',
    'An account with this email already exists. Sign in with its password, then add your phone number in your profile.',
    { errors: { email: ['error-email-taken'] } },
  );

export const phoneTaken = () =>
  new AppError('VALIDATION_FAILED', 'This phone number belongs to another account.', {
    errors: { phone_number: ['error-phone-taken'] },
  });

const disabled = () => new AppError('FORBIDDEN', 'This account is disabled. Please contact the shop.');

/**
 * Phone sign-in (CONTRACT §9 /otp-login, §11 /otp/otp-login). The number's account signs in; an unknown number
 * with name and email becomes a new customer; without them the shop is told to ask (the proof stays valid for
 * that step). An email that already has an account is refused: a phone is never attached to someone else's
 * account without their password. The proof is used up in the same transaction that completes the sign-in.
 */
export async function otpLogin(options: {
  database: Database;
  /** For the verification mail a new account gets, as after POST /register. */
  mailer: Mailer;
  siteUrl: string;
  phoneNumber: string;
  proof: PhoneProof;
  name?: string | null;
  email?: string | null;
  ttlHours: number;
  /** The language of the request: the verification mail's language. */
  language: string;
}): Promise<OtpLoginResult> {
  const { phoneNumber, proof, name, email } = options;
  const db = options.database.db;
  if (!(await proof.check(db))) return { kind: 'failed' };

  const known = await findUserByContact(db, phoneNumber);
  if (known && !known.isActive) throw disabled();
  if (!known) {
    if (!name || !email) return { kind: 'missing-info' };
    if (await findUserByEmail(db, email)) throw emailTaken();
  }

  let result;
  try {
    result = await db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      if (!(await proof.consume(tx))) return { kind: 'failed' } as const;
      const user =
        known ??
        (await createCustomer(tx, {
          name: name!,
          email: email!,
          passwordHash: null,
          emailVerified: false,
          contact: phoneNumber,
        }));
      return { kind: 'signed-in', user, answer: await signInResponse(tx, user, options.ttlHours) } as const;
    });
  } catch (err) {
    // Someone registered the same email or number a moment ago.
    const constraint = uniqueViolation(err);
    if (constraint === 'users_email_unique') throw emailTaken();
    if (constraint === 'user_profiles_contact_unique') throw phoneTaken();
    throw err;
  }
  if (result.kind !== 'signed-in') return result;
  if (!known) {
    // A phone proves the number, not the email: the new account confirms its address like any other.
    const { user } = result;
    await quietly('verification mail', () =>
      sendEmailVerification({
        db,
        mailer: options.mailer,
        siteUrl: options.siteUrl,
        user,
        language: options.language,
      }),
    );
  }
  return { kind: 'signed-in', answer: result.answer };
}
