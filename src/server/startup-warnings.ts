import { serverEnv } from '@/config/env';

/**
 * What a production start says to the operator about settings that make the shop look fine while something it
 * promises does not happen. Each warning names the variable to set. Pure: the environment comes in as arguments.
 */
export function startupWarnings(vars: NodeJS.ProcessEnv): string[] {
  if (vars.NODE_ENV !== 'production') return [];
  const warnings: string[] = [];
  if (!vars.NEXT_PUBLIC_SITE_URL) {
    warnings.push(
      `NEXT_PUBLIC_SITE_URL is not set: links in mails, payment redirects, the sitemap and canonical links point at ` +
        `${serverEnv().siteUrl} (this machine). Set it to the address shoppers use, e.g. https://shop.example.`,
    );
  }
  warnings.push(...channelWarnings(vars));
  return warnings;
}

/** Where messages without a real sender go, as DEV_OUTBOX decides who can read them (src/server/routes/dev.ts). */
function outboxPlace(devOutbox: string | undefined): string {
  const where = 'the development outbox (the outbox_messages table and the server log)';
  if (devOutbox === 'public') return `${where}, which /dev/outbox shows to ANYONE (DEV_OUTBOX=public)`;
  if (devOutbox === 'off') return `${where}, which nobody can read through the shop (DEV_OUTBOX=off)`;
  return `${where}, which /dev/outbox shows only to requests from this machine (DEV_OUTBOX=auto)`;
}

/** One warning per message channel that has no real sender, naming what to set and where the messages go. */
function channelWarnings(vars: NodeJS.ProcessEnv): string[] {
  const warnings: string[] = [];
  const place = outboxPlace(vars.DEV_OUTBOX);
  if (!vars.SMTP_URL) {
    warnings.push(
      `SMTP_URL is not set: no mail is sent. Verification mails, password resets and order mails go to ${place}. ` +
        'Set SMTP_URL (and MAIL_FROM) to send them.',
    );
  }
  if (!(vars.TWILIO_ACCOUNT_SID && vars.TWILIO_AUTH_TOKEN && vars.TWILIO_FROM)) {
    warnings.push(
      `TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM are not all set: no text message is sent. ` +
        `One-time sign-in codes go to ${place}; order texts are not sent at all. Set all three to send them.`,
    );
  }
  if (vars.DEV_OUTBOX === 'public' && warnings.length === 0) {
    // With real senders the outbox keeps nothing new, but what it holds is still shown.
    warnings.push('DEV_OUTBOX=public: /dev/outbox shows the kept messages to anyone. Use auto or off in production.');
  }
  return warnings;
}

const KEY = Symbol.for('pickbazar.startup-warnings');
type Holder = { [KEY]?: true };

/**
 * Prints the start-up warnings once per process, whichever entry point (the production server, `next start`'s
 * instrumentation, the API alone) asks first.
 */
export function logStartupWarnings(log: (line: string) => void = (line) => console.warn(line)): void {
  const holder = globalThis as Holder;
  if (holder[KEY]) return;
  holder[KEY] = true;
  for (const warning of startupWarnings(process.env)) log(`[warn] ${warning}`);
}
