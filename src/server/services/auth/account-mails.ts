import { trackBackgroundWork } from '../../background';
import { ONE_TIME_TTL_MINUTES } from '../../auth/one-time-tokens';
import type { MailMessage } from '../../messaging/mailer';
import { mailHtml } from '../../messaging/mail-html';
import { translator } from '../../messaging/translate';

/*
 * The account mails, in the language of the request that triggered them (the storefront sends its locale as
 * ?language=; the texts are the storefront's own, public/locales/<lang>/common.json, mail-account-*).
 */

function mail(
  to: string,
  language: string,
  subject: string,
  paragraphs: string[],
  meta: Record<string, unknown>,
): MailMessage {
  return {
    to,
    subject,
    text: `${paragraphs.join('\n\n')}\n`,
    html: mailHtml(paragraphs, language),
    meta: { ...meta, language },
  };
}

/** `change`: the link to a new address of an existing account (the change waits for it). */
export function verificationMail(input: {
  to: string;
  name: string;
  token: string;
  siteUrl: string;
  language: string;
  change?: boolean;
}): MailMessage {
  const t = translator(input.language);
  const link = `${input.siteUrl}/verify-email?token=${encodeURIComponent(input.token)}`;
  return mail(
    input.to,
    input.language,
    t('mail-account-verify-subject'),
    [
      t('mail-account-greeting', { name: input.name }),
      t('mail-account-verify-ask', { email: input.to }),
      link,
      `${t('mail-account-verify-code')}\n${input.token}`,
      input.change
        ? t('mail-account-verify-change-validity', { hours: ONE_TIME_TTL_MINUTES.email_change / 60 })
        : t('mail-account-verify-validity', { hours: ONE_TIME_TTL_MINUTES.email_verification / 60 }),
    ],
    { kind: 'email_verification', token: input.token, link },
  );
}

export function passwordResetMail(input: {
  to: string;
  name: string;
  token: string;
  siteUrl: string;
  language: string;
}): MailMessage {
  const t = translator(input.language);
  return mail(
    input.to,
    input.language,
    t('mail-account-reset-subject'),
    [
      t('mail-account-greeting', { name: input.name }),
      t('mail-account-reset-ask'),
      input.token,
      t('mail-account-reset-validity', { minutes: ONE_TIME_TTL_MINUTES.password_reset }),
      input.siteUrl,
    ],
    { kind: 'password_reset', token: input.token, link: null },
  );
}

/** To the current address when a change to `newEmail` is asked for (nothing changes until that is verified). */
export function emailChangeRequestedMail(input: {
  to: string;
  name: string;
  newEmail: string;
  language: string;
}): MailMessage {
  const t = translator(input.language);
  return mail(
    input.to,
    input.language,
    t('mail-account-change-asked-subject'),
    [
      t('mail-account-greeting', { name: input.name }),
      t('mail-account-change-asked', { new_email: input.newEmail, email: input.to }),
      t('mail-account-change-warning'),
    ],
    { kind: 'email_changed', token: null, link: null },
  );
}

/**
 * Runs a mail step and logs a failure instead of throwing: for mail whose failure must not fail the request
 * (a registration is complete even when the mail server is down; the shopper can ask for the mail again).
 * Not awaiting it also keeps the delivery time out of the answer (forgot password); the step is registered as
 * background work (../../background.ts), so tests can wait until it is done.
 */
export function quietly(what: string, work: () => Promise<void>): Promise<void> {
  return trackBackgroundWork(
    (async () => {
      try {
        await work();
      } catch (err) {
        console.error(`[mail] ${what} failed:`, err instanceof Error ? err.message : err);
      }
    })(),
  );
}
