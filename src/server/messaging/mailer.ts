import type { Database } from '../db/client';
import { keepInOutbox } from './outbox';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Machine-readable extras for the outbox (e.g. the link or token), never sent. */
  meta?: Record<string, unknown>;
}

export interface Mailer {
  kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
}

/** SMTP through nodemailer when SMTP_URL is set; otherwise the development outbox. */
export async function createMailer(options: {
  database: Database;
  smtpUrl: string | null;
  from: string;
  log?: (line: string) => void;
}): Promise<Mailer> {
  const log = options.log ?? ((line: string) => console.log(line));
  if (options.smtpUrl) {
    const nodemailer = await import('nodemailer');
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      kind: 'smtp',
      send: async ({ to, subject, text, html }) => {
        await transport.sendMail({ from: options.from, to, subject, text, html });
      },
    };
  }
  return {
    kind: 'outbox',
    send: (message) =>
      keepInOutbox(
        options.database,
        {
          channel: 'email',
          recipient: message.to,
          subject: message.subject,
          body: message.text,
          html: message.html,
          meta: message.meta,
        },
        log,
      ),
  };
}

/** A mailer made on first use (nodemailer loads only when mail is actually sent). */
export function lazyMailer(options: Parameters<typeof createMailer>[0]): Mailer {
  let made: Promise<Mailer> | null = null;
  return {
    kind: options.smtpUrl ? 'smtp' : 'outbox',
    send: async (message) => {
      made ??= createMailer(options);
      await (await made).send(message);
    },
  };
}
