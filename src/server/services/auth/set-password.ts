import { and, eq, isNull } from 'drizzle-orm';
import type { AuthUser } from '../../auth/access-tokens';
import { revokeOneTimeTokens } from '../../auth/one-time-tokens';
import { hashPassword, passwordProblem } from '../../auth/passwords';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { findUserById } from '../user/find-user';
import { weakPassword } from './account-errors';
import { type AccountResult, failed, succeeded } from './account-result';

/**
 * POST /set-password: a first password for accounts made by Google or phone sign-in. An account that has one
 * must use change-password (which asks for the current one), so a stolen session cannot replace it.
 */
export async function setPassword(options: {
  database: Database;
  user: AuthUser;
  newPassword: string;
}): Promise<AccountResult> {
  const db = options.database.db;
  const user = await findUserById(db, options.user.id);
  if (!user || user.passwordHash) return failed('PASSWORD_ALREADY_SET');
  const problem = passwordProblem(options.newPassword, { email: user.email, name: user.name });
  if (problem) throw weakPassword('newPassword', problem);
  const passwordHash = await hashPassword(options.newPassword);
  const set = await db.transaction(async (tx) => {
    // Only while still unset: two concurrent requests cannot both set one.
    const updated = await tx
      .update(users)
      .set({ passwordHash, updatedAt: new Date() })
      .where(and(eq(users.id, user.id), isNull(users.passwordHash)))
      .returning({ id: users.id });
    // A reset code mailed before would otherwise replace the password just chosen.
    if (updated.length === 1) await revokeOneTimeTokens(tx, user.id, 'password_reset');
    return updated.length === 1;
  });
  return set ? succeeded('PASSWORD_SET_SUCCESSFULLY') : failed('PASSWORD_ALREADY_SET');
}
