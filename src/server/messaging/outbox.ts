import { desc, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { normalisePhoneNumber } from '@/shared/validation/phone';
import { outboxMessages } from '../db/schema';

export interface OutboxEntry {
  channel: 'email' | 'sms';
  recipient: string;
  subject?: string;
  body: string;
  html?: string;
  meta?: Record<string, unknown>;
}

/**
 * Keeps a message that no real sender is configured for, and prints it to the server log, so the person
 * running the shop on their machine can still verify an email, reset a password or sign in by phone.
 */
export async function keepInOutbox(database: Database, entry: OutboxEntry, log: (line: string) => void): Promise<void> {
  await database.db.insert(outboxMessages).values({
    channel: entry.channel,
    recipient: entry.recipient,
    subject: entry.subject ?? null,
    body: entry.body,
    html: entry.html ?? null,
    meta: entry.meta ?? {},
  });
  const headline =
    entry.channel === 'email' ? `email to ${entry.recipient}: ${entry.subject}` : `SMS to ${entry.recipient}`;
  log(
    `[outbox] ${headline}\n${entry.body
      .split('\n')
      .map((l) => `    ${l}`)
      .join('\n')}`,
  );
}

/**
 * The recipient as messages are kept: emails lower-cased, phone numbers in E.164 whatever their spelling
 * (`+1 (555) 010-2000` and `15550102000` are the same number; a number typed without its plus still has one).
 */
export function outboxRecipient(value: string): string {
  const trimmed = value.trim();
  if (trimmed.includes('@')) return trimmed.toLowerCase();
  const number = normalisePhoneNumber(trimmed);
  return /^\d+$/.test(number) ? `+${number}` : number;
}

/** Newest first; optionally only one recipient's (an email or a phone number, in any spelling). */
export async function listOutbox(database: Database, options: { recipient?: string; limit?: number } = {}) {
  const recipient = options.recipient ? outboxRecipient(options.recipient) : '';
  const query = database.db
    .select()
    .from(outboxMessages)
    .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id))
    .limit(Math.min(options.limit ?? 50, 200));
  return recipient ? query.where(eq(outboxMessages.recipient, recipient)) : query;
}
