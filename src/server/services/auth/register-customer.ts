import { hashPassword, passwordProblem } from '../../auth/passwords';
import type { Database } from '../../db/client';
import type { Mailer } from '../../messaging/mailer';
import { createCustomer } from '../user/create-customer';
import { normaliseEmail } from '../shared/email';
import { findUserByEmail } from '../user/find-user';
import { emailTaken, isUniqueViolation, weakPassword } from './account-errors';
import { quietly } from './account-mails';
import { sendEmailVerification } from './send-email-verification';
import { signInResponse } from './sign-in-response';

/**
 * POST /register: a customer account (role, permissions, wallet and verification never come from input),
 * the shop's sign-up points, a verification mail, and a sign-in token. Registration cannot hide that an email
 * is taken (the person must be told), so that answer is a field error; the route's rate limit bounds probing.
 */
export async function registerCustomer(options: {
  database: Database;
  mailer: Mailer;
  siteUrl: string;
  input: { name: string; email: string; password: string };
  ttlHours: number;
  /** The language of the request: the verification mail's language. */
  language: string;
}) {
  const db = options.database.db;
  const { name, password } = options.input;
  const email = normaliseEmail(options.input.email);
  const problem = passwordProblem(password, { email, name });
  if (problem) throw weakPassword('password', problem);
  if (await findUserByEmail(db, email)) throw emailTaken();
  const passwordHash = await hashPassword(password);
  let user;
  try {
    user = await db.transaction((tx) => createCustomer(tx, { name, email, passwordHash, emailVerified: false }));
  } catch (err) {
    if (isUniqueViolation(err)) throw emailTaken();
    throw err;
  }
  await quietly('verification mail', () =>
    sendEmailVerification({
      db,
      mailer: options.mailer,
      siteUrl: options.siteUrl,
      user,
      language: options.language,
    }),
  );
  const answer = await signInResponse(db, user, options.ttlHours);
  return { token: answer.token, permissions: answer.permissions, email_verified: false, role: answer.role };
}
