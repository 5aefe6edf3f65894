import { findOneTimeToken } from '../../auth/one-time-tokens';
import type { Db } from '../../db/client';
import { normaliseEmail } from '../shared/email';
import { findUserById } from '../user/find-user';

/**
 * The account a password-reset token belongs to, when the token is unused, unexpired, was sent to `email`,
 * and that is still the account's email; else null. Does not use the token up.
 */
export async function findResetAccount(db: Db, email: string, token: string) {
  const row = await findOneTimeToken(db, 'password_reset', token);
  if (!row || row.email !== normaliseEmail(email)) return null;
  const user = await findUserById(db, row.userId);
  return user && user.email === row.email ? user : null;
}
