import { and, eq, isNull } from 'drizzle-orm';
import { consumeOneTimeToken } from '../../auth/one-time-tokens';
import type { Db } from '../../db/client';
import { oneTimeTokens, users } from '../../db/schema';
import { AppError } from '../../errors';
import { findUserByEmail } from '../user/find-user';
import { isUniqueViolation } from './account-errors';
import { type AccountResult, succeeded } from './account-result';

const takenMeanwhile = () =>
  new AppError('VALIDATION_FAILED', 'This email address now belongs to another account.', {
    errors: { email: ['error-email-taken'] },
  });

/**
 * The link of a pending email change was opened (POST /email/verify): the account's email becomes the new,
 * verified address, and what was mailed to the old one (reset codes, verification links) stops working. The
 * address is checked again here: another account may have taken it since the request.
 */
export async function confirmEmailChange(
  db: Db,
  row: { userId: number; email: string | null },
  token: string,
  invalid: () => AppError,
): Promise<AccountResult> {
  const email = row.email;
  if (!email) throw invalid();
  const owner = await findUserByEmail(db, email);
  if (owner && owner.id !== row.userId) throw takenMeanwhile();
  try {
    await db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      if (!(await consumeOneTimeToken(tx, 'email_change', token))) throw invalid();
      await tx
        .update(users)
        .set({ email, emailVerifiedAt: new Date(), updatedAt: new Date() })
        .where(eq(users.id, row.userId));
      await tx.delete(oneTimeTokens).where(and(eq(oneTimeTokens.userId, row.userId), isNull(oneTimeTokens.usedAt)));
    });
  } catch (err) {
    // Someone registered the address a moment ago.
    if (isUniqueViolation(err)) throw takenMeanwhile();
    throw err;
  }
  return succeeded('EMAIL_VERIFIED');
}
