import { eq } from 'drizzle-orm';
import { type AuthUser, revokeUserTokens } from '../../auth/access-tokens';
import { revokeOneTimeTokens } from '../../auth/one-time-tokens';
import { hashPassword, passwordProblem, verifyPassword } from '../../auth/passwords';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import type { RateLimiter } from '../../http/rate-limit';
import { findUserById } from '../user/find-user';
import { weakPassword } from './account-errors';
import { type AccountResult, failed, succeeded } from './account-result';

/**
 * POST /change-password: needs the current password; afterwards every other sign-in of the account ends
 * (a stolen session cannot outlive the change), this one stays, and a reset code mailed earlier stops working
 * (whoever read that mail must not be able to undo the change).
 */
export async function changePassword(options: {
  database: Database;
  limiter: RateLimiter;
  user: AuthUser;
  oldPassword: string;
  newPassword: string;
}): Promise<AccountResult> {
  const db = options.database.db;
  // A stolen token must not become a way to guess the password behind it.
  await options.limiter.hit('password-check-user', String(options.user.id), 'passwordCheckPerUser');
  const user = await findUserById(db, options.user.id);
  if (!user?.passwordHash || !(await verifyPassword(user.passwordHash, options.oldPassword))) {
    return failed('OLD_PASSWORD_INCORRECT');
  }
  const problem = passwordProblem(options.newPassword, { email: user.email, name: user.name });
  if (problem) throw weakPassword('newPassword', problem);
  const passwordHash = await hashPassword(options.newPassword);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, user.id));
    await revokeUserTokens(tx, user.id, options.user.tokenHash);
    await revokeOneTimeTokens(tx, user.id, 'password_reset');
  });
  return succeeded('PASSWORD_CHANGED_SUCCESSFULLY');
}
