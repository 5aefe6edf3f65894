import { eq } from 'drizzle-orm';
import { revokeUserTokens } from '../../auth/access-tokens';
import { consumeOneTimeToken } from '../../auth/one-time-tokens';
import { hashPassword, passwordProblem } from '../../auth/passwords';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { weakPassword } from './account-errors';
import { type AccountResult, failed, succeeded } from './account-result';
import { dropUnprovenAccess } from './drop-unproven-access';
import { findResetAccount } from './reset-token';

/**
 * POST /reset-password: uses the token up, sets the new password and signs the account out everywhere (who
 * asked for a reset may be locking out someone who knew the old password). The mailed token also proves the
 * address, so an unverified email becomes verified; then whoever made the account may not be its owner, and
 * the phone number attached to it stops signing in too (drop-unproven-access.ts).
 */
export async function resetPassword(options: {
  database: Database;
  email: string;
  token: string;
  password: string;
}): Promise<AccountResult> {
  const db = options.database.db;
  const user = await findResetAccount(db, options.email, options.token);
  if (!user) return failed('INVALID_TOKEN');
  const problem = passwordProblem(options.password, { email: user.email, name: user.name });
  if (problem) throw weakPassword('password', problem);
  const passwordHash = await hashPassword(options.password);
  if (!(await consumeOneTimeToken(db, 'password_reset', options.token))) return failed('INVALID_TOKEN');
  await db.transaction(async (tx) => {
    const now = new Date();
    await tx
      .update(users)
      .set({ passwordHash, emailVerifiedAt: user.emailVerifiedAt ?? now, updatedAt: now })
      .where(eq(users.id, user.id));
    // An email proven only now may have been someone else's sign-up: their phone number goes too.
    if (user.emailVerifiedAt) await revokeUserTokens(tx, user.id);
    else await dropUnprovenAccess(tx, user.id);
  });
  return succeeded('PASSWORD_RESET_SUCCESSFUL');
}
