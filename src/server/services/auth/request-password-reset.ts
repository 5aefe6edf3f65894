import { createOneTimeToken } from '../../auth/one-time-tokens';
import type { Database } from '../../db/client';
import type { RateLimiter } from '../../http/rate-limit';
import type { Mailer } from '../../messaging/mailer';
import { normaliseEmail } from '../shared/email';
import { findUserByEmail } from '../user/find-user';
import { passwordResetMail, quietly } from './account-mails';
import { type AccountResult, succeeded } from './account-result';

/**
 * POST /forget-password. The answer is the same whether or not the email has an account; the token and the
 * mail are made after answering, so neither their time nor a mail server failure shows in the answer.
 */
export async function requestPasswordReset(options: {
  database: Database;
  mailer: Mailer;
  limiter: RateLimiter;
  siteUrl: string;
  email: string;
  /** The language of the request: the mail's language. */
  language: string;
}): Promise<AccountResult> {
  const db = options.database.db;
  const email = normaliseEmail(options.email);
  await options.limiter.hit('reset-request-email', email, 'resetRequestPerEmail');
  const user = await findUserByEmail(db, email);
  if (user?.isActive) {
    void quietly('password reset mail', async () => {
      const token = await createOneTimeToken(db, user.id, 'password_reset', user.email);
      await options.mailer.send(
        passwordResetMail({
          to: user.email,
          name: user.name,
          token,
          siteUrl: options.siteUrl,
          language: options.language,
        }),
      );
    });
  }
  return succeeded('CHECK_YOUR_EMAIL');
}
