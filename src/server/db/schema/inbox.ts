import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './common';

/** Messages from the contact form. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    description: text('description').notNull(),
    clientAddress: text('client_address'),
    createdAt: createdAt(),
  },
  (t) => [index('contact_messages_created_idx').on(t.createdAt)],
);

export const newsletterSubscribers = pgTable('newsletter_subscribers', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  email: text('email').notNull().unique(),
  createdAt: createdAt(),
});

/** A shopper asking for a product the shop does not carry yet. */
export const productRequests = pgTable(
  'product_requests',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    productName: text('product_name').notNull(),
    brand: text('brand'),
    link: text('link'),
    description: text('description'),
    clientAddress: text('client_address'),
    createdAt: createdAt(),
  },
  (t) => [index('product_requests_created_idx').on(t.createdAt)],
);
