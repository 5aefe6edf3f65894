import { spendPasswordCheck, verifyPassword } from '../../auth/passwords';
import type { Database } from '../../db/client';
import type { RateLimiter } from '../../http/rate-limit';
import { normaliseEmail } from '../shared/email';
import { findUserByEmail } from '../user/find-user';
import { signInResponse } from './sign-in-response';

export type SignInResult = Awaited<ReturnType<typeof signInResponse>> | { token: null; permissions: [] };

/**
 * POST /token. Every refusal (unknown email, no password set, wrong password, disabled account) answers the
 * same `{token: null, permissions: []}` after the same amount of hashing work, so neither the answer nor its
 * timing tells which emails have accounts.
 */
export async function signIn(options: {
  database: Database;
  limiter: RateLimiter;
  email: string;
  password: string;
  ttlHours: number;
}): Promise<SignInResult> {
  const db = options.database.db;
  const email = normaliseEmail(options.email);
  // Per account as well as per address: guesses spread over many addresses still meet this limit.
  await options.limiter.hit('sign-in-email', email, 'signInPerEmail');
  const user = await findUserByEmail(db, email);
  if (!user?.passwordHash) {
    await spendPasswordCheck(options.password);
    return { token: null, permissions: [] };
  }
  const matches = await verifyPassword(user.passwordHash, options.password);
  if (!matches || !user.isActive) return { token: null, permissions: [] };
  return signInResponse(db, user, options.ttlHours);
}
