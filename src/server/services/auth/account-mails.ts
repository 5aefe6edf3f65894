import { ONE_TIME_TTL_MINUTES } from '../../auth/one-time-tokens';
import type { MailMessage } from '../../messaging/mailer';

/*
 * The account mails. English only for now: the API does not know the shopper's language when the mail is
 * triggered by a form (a later step can pass `language` through and translate these texts).
 */

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Plain paragraphs to a minimal HTML body; a line that is a link becomes a clickable link. */
function toHtml(paragraphs: string[]): string {
  const body = paragraphs
    .map((p) =>
      /^https?:\/\/\S+$/.test(p)
        ? `<p><a href="${escapeHtml(p)}">${escapeHtml(p)}</a></p>`
        : `<p>${escapeHtml(p).replaceAll('\n', '<br>')}</p>`,
    )
    .join('\n');
  return `<!doctype html><html><body style="font-family: sans-serif; line-height: 1.5">\n${body}\n</body></html>`;
}

function mail(to: string, subject: string, paragraphs: string[], meta: Record<string, unknown>): MailMessage {
  return { to, subject, text: `${paragraphs.join('\n\n')}\n`, html: toHtml(paragraphs), meta };
}

const hours = (minutes: number) => (minutes % 60 === 0 ? `${minutes / 60} hours` : `${minutes} minutes`);

/** `change`: the link to a new address of an existing account (the change waits for it). */
export function verificationMail(input: {
  to: string;
  name: string;
  token: string;
  siteUrl: string;
  change?: boolean;
}): MailMessage {
  const link = `${input.siteUrl}/verify-email?token=${encodeURIComponent(input.token)}`;
  return mail(
    input.to,
    'Please confirm your email address',
    [
      `Hello ${input.name},`,
      `please confirm that ${input.to} is your email address by opening this link:`,
      link,
      `If the link does not open, enter this code on the verification page:\n${input.token}`,
      input.change
        ? `Your account uses this address once the link is opened. The link works once, for ${hours(ONE_TIME_TTL_MINUTES.email_change)}. If you did not ask for this, you can ignore this email.`
        : `The link works once, for ${hours(ONE_TIME_TTL_MINUTES.email_verification)}. If you did not sign up, you can ignore this email.`,
    ],
    { kind: 'email_verification', token: input.token, link },
  );
}

export function passwordResetMail(input: { to: string; name: string; token: string; siteUrl: string }): MailMessage {
  return mail(
    input.to,
    'Your password reset code',
    [
      `Hello ${input.name},`,
      'someone, hopefully you, asked to reset the password of your account. Enter this code in the password reset form:',
      input.token,
      `The code works once, for ${ONE_TIME_TTL_MINUTES.password_reset} minutes. If you did not ask for it, ignore this email: your password stays as it is.`,
      input.siteUrl,
    ],
    { kind: 'password_reset', token: input.token, link: null },
  );
}

/** To the current address when a change to `newEmail` is asked for (nothing changes until that is verified). */
export function emailChangeRequestedMail(input: { to: string; name: string; newEmail: string }): MailMessage {
  return mail(
    input.to,
    'A change of your email address was asked for',
    [
      `Hello ${input.name},`,
      `someone signed in to your account asked to change its email address to ${input.newEmail}. We sent a link there; your account keeps ${input.to} until that link is opened.`,
      'If you did not ask for this, reset your password and contact us.',
    ],
    { kind: 'email_changed', token: null, link: null },
  );
}

/**
 * Runs a mail step and logs a failure instead of throwing: for mail whose failure must not fail the request
 * (a registration is complete even when the mail server is down; the shopper can ask for the mail again).
 * Not awaiting it also keeps the delivery time out of the answer (forgot password).
 */
export async function quietly(what: string, work: () => Promise<void>): Promise<void> {
  try {
    await work();
  } catch (err) {
    console.error(`[mail] ${what} failed:`, err instanceof Error ? err.message : err);
  }
}
