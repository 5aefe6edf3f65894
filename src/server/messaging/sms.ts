import type { Database } from '../db/client';
import { keepInOutbox } from './outbox';

export interface SmsMessage {
  to: string;
  text: string;
  meta?: Record<string, unknown>;
}

export interface SmsSender {
  kind: 'twilio' | 'outbox';
  send(message: SmsMessage): Promise<void>;
}

/** Twilio's Messages API when TWILIO_* is set; otherwise the development outbox. Pluggable by design. */
export function createSmsSender(options: {
  database: Database;
  twilio: { accountSid: string; authToken: string; from: string } | null;
  log?: (line: string) => void;
}): SmsSender {
  const log = options.log ?? ((line: string) => console.log(line));
  const twilio = options.twilio;
  if (twilio) {
    return {
      kind: 'twilio',
      send: async ({ to, text }) => {
        const res = await fetch(`https://api.twilio.com/2010-04-01/Accounts/${twilio.accountSid}/Messages.json`, {
          method: 'POST',
          headers: {
            authorization: `Basic ${Buffer.from(`${twilio.accountSid}:${twilio.authToken}`).toString('base64')}`,
            'content-type': 'application/x-www-form-urlencoded',
          },
          body: new URLSearchParams({ To: to, From: twilio.from, Body: text }),
        });
        if (!res.ok) throw new Error(`Twilio answered ${res.status}`);
      },
    };
  }
  return {
    kind: 'outbox',
    send: ({ to, text, meta }) =>
      keepInOutbox(options.database, { channel: 'sms', recipient: to, body: text, meta }, log),
  };
}
