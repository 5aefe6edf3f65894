import { and, eq, isNull } from 'drizzle-orm';
import { consumeOneTimeToken, findOneTimeToken } from '../../auth/one-time-tokens';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { AppError } from '../../errors';
import { type AccountResult, noticeKey, succeeded } from './account-result';
import { confirmEmailChange } from './confirm-email-change';

/**
 * POST /email/verify: the token from the verification mail marks the email verified, once, while unexpired,
 * and only while it is still the account's email (a link sent to an earlier address proves nothing now). The
 * link of a pending email change makes the change (confirm-email-change.ts).
 */
export async function verifyEmail(options: { database: Database; token: string }): Promise<AccountResult> {
  const db = options.database.db;
  const invalid = () =>
    new AppError('VALIDATION_FAILED', noticeKey('ERROR', 'INVALID_TOKEN'), {
      errors: { token: [noticeKey('ERROR', 'INVALID_TOKEN')] },
    });
  const row = await findOneTimeToken(db, ['email_verification', 'email_change'], options.token);
  if (!row) throw invalid();
  if (row.purpose === 'email_change') return confirmEmailChange(db, row, options.token, invalid);
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, row.userId)).limit(1);
  if (!user || user.email !== row.email) throw invalid();
  if (!(await consumeOneTimeToken(db, 'email_verification', options.token))) throw invalid();
  await db
    .update(users)
    .set({ emailVerifiedAt: new Date(), updatedAt: new Date() })
    .where(and(eq(users.id, row.userId), eq(users.email, row.email), isNull(users.emailVerifiedAt)));
  return succeeded('EMAIL_VERIFIED');
}
