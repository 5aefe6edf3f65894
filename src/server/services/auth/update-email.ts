import { eq } from 'drizzle-orm';
import type { AuthUser } from '../../auth/access-tokens';
import type { Database } from '../../db/client';
import { oneTimeTokens, users } from '../../db/schema';
import type { Mailer } from '../../messaging/mailer';
import { findUserByEmail, findUserById, normaliseEmail } from '../user/find-user';
import { emailTaken, isUniqueViolation } from './account-errors';
import { emailChangedMail, quietly } from './account-mails';
import { type AccountResult, succeeded } from './account-result';
import { sendEmailVerification } from './send-email-verification';

/**
 * POST /update-email: the new address is unverified until its link is used; links and reset codes sent to
 * the old address stop working, and the old address is told about the change.
 */
export async function updateEmail(options: {
  database: Database;
  mailer: Mailer;
  siteUrl: string;
  user: AuthUser;
  email: string;
}): Promise<AccountResult> {
  const db = options.database.db;
  const email = normaliseEmail(options.email);
  const user = await findUserById(db, options.user.id);
  if (!user || user.email === email) return succeeded('EMAIL_UPDATED');
  if (await findUserByEmail(db, email)) throw emailTaken();
  try {
    await db.transaction(async (tx) => {
      await tx.update(users).set({ email, emailVerifiedAt: null, updatedAt: new Date() }).where(eq(users.id, user.id));
      await tx.delete(oneTimeTokens).where(eq(oneTimeTokens.userId, user.id));
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw emailTaken();
    throw err;
  }
  const { mailer, siteUrl } = options;
  await quietly('email changed notice', () =>
    mailer.send(emailChangedMail({ to: user.email, name: user.name, newEmail: email })),
  );
  await quietly('verification mail', () =>
    sendEmailVerification({ db, mailer, siteUrl, user: { id: user.id, name: user.name, email } }),
  );
  return succeeded('EMAIL_UPDATED');
}
