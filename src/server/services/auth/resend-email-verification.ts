import type { AuthUser } from '../../auth/access-tokens';
import type { Database } from '../../db/client';
import type { RateLimiter } from '../../http/rate-limit';
import type { Mailer } from '../../messaging/mailer';
import { type AccountResult, succeeded } from './account-result';
import { sendEmailVerification } from './send-email-verification';

/** POST /email/verification-notification: the verify-email page's "resend" button. */
export async function resendEmailVerification(options: {
  database: Database;
  mailer: Mailer;
  limiter: RateLimiter;
  siteUrl: string;
  user: AuthUser;
  language: string;
}): Promise<AccountResult> {
  const { user } = options;
  if (user.emailVerified) return succeeded('EMAIL_ALREADY_VERIFIED');
  await options.limiter.hit('verification-mail-user', String(user.id), 'verificationMailPerUser');
  await sendEmailVerification({
    db: options.database.db,
    mailer: options.mailer,
    siteUrl: options.siteUrl,
    user,
    language: options.language,
  });
  return succeeded('EMAIL_SENT_SUCCESSFUL');
}
