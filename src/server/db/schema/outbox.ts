import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './common';

/**
 * Mail and text messages kept instead of sent when no SMTP server or SMS provider is configured, so every
 * account flow can be completed on a fresh clone (listed at /dev/outbox).
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    channel: text('channel').$type<'email' | 'sms'>().notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    html: text('html'),
    meta: jsonb('meta').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('outbox_messages_recipient_idx').on(t.recipient, t.createdAt)],
);
