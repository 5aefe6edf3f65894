import { createOneTimeToken } from '../../auth/one-time-tokens';
import type { Db } from '../../db/client';
import type { Mailer } from '../../messaging/mailer';
import { verificationMail } from './account-mails';

/**
 * A new single-use verification token bound to the user's current email (a later change of email voids it),
 * mailed to that address as a link to the storefront's /verify-email page. Earlier links stop working.
 */
export async function sendEmailVerification(options: {
  db: Db;
  mailer: Mailer;
  siteUrl: string;
  user: { id: number; name: string; email: string };
  /** The language of the request that made the account (or asked again): the mail's language. */
  language: string;
}): Promise<void> {
  const { user } = options;
  const token = await createOneTimeToken(options.db, user.id, 'email_verification', user.email);
  await options.mailer.send(
    verificationMail({
      to: user.email,
      name: user.name,
      token,
      siteUrl: options.siteUrl,
      language: options.language,
    }),
  );
}
