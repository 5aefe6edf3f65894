import type { AuthUser } from '../../auth/access-tokens';
import { createOneTimeToken, revokeOneTimeTokens } from '../../auth/one-time-tokens';
import type { Database } from '../../db/client';
import type { Mailer } from '../../messaging/mailer';
import { normaliseEmail } from '../shared/email';
import { findUserByEmail, findUserById } from '../user/find-user';
import { emailTaken } from './account-errors';
import { emailChangeRequestedMail, quietly, verificationMail } from './account-mails';
import { type AccountResult, succeeded } from './account-result';

/**
 * POST /update-email: the change waits until the new address proves itself. Until its link is used
 * (POST /email/verify) the account keeps its email: it signs in, gets mail and reset codes there, and the old
 * address is told about the request. A new request replaces a pending one; asking for the current email again
 * cancels it. An address another account has is refused now and again when the link is used.
 */
export async function updateEmail(options: {
  database: Database;
  mailer: Mailer;
  siteUrl: string;
  user: AuthUser;
  email: string;
  /** The language of the request: the mails' language. */
  language: string;
}): Promise<AccountResult> {
  const db = options.database.db;
  const email = normaliseEmail(options.email);
  const user = await findUserById(db, options.user.id);
  if (!user) return succeeded('EMAIL_UPDATED');
  if (user.email === email) {
    await revokeOneTimeTokens(db, user.id, 'email_change');
    return succeeded('EMAIL_UPDATED');
  }
  if (await findUserByEmail(db, email)) throw emailTaken();
  const token = await createOneTimeToken(db, user.id, 'email_change', email);
  const { mailer, siteUrl, language } = options;
  await quietly('email change notice', () =>
    mailer.send(emailChangeRequestedMail({ to: user.email, name: user.name, newEmail: email, language })),
  );
  await quietly('email change link', () =>
    mailer.send(verificationMail({ to: email, name: user.name, token, siteUrl, language, change: true })),
  );
  return succeeded('EMAIL_CHANGE_PENDING');
}
