import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { type Attachment, createdAt, updatedAt } from './common';
import { products, variationOptions } from './product';
import { shops } from './shop';
import { users } from './user';

export const reviews = pgTable(
  'reviews',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    orderId: integer('order_id'),
    variationOptionId: integer('variation_option_id').references(() => variationOptions.id, { onDelete: 'set null' }),
    comment: text('comment').notNull(),
    rating: smallint('rating').notNull(),
    photos: jsonb('photos').$type<Attachment[]>().notNull().default([]),
    positiveFeedbacksCount: integer('positive_feedbacks_count').notNull().default(0),
    negativeFeedbacksCount: integer('negative_feedbacks_count').notNull().default(0),
    abusiveReportsCount: integer('abusive_reports_count').notNull().default(0),
    /** Set when the operator hid the review after an abuse report: it leaves the product page, lists and ratings. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('reviews_product_idx').on(t.productId, t.rating, t.createdAt),
    index('reviews_shop_idx').on(t.shopId),
    index('reviews_user_idx').on(t.userId),
    index('reviews_created_idx').on(t.createdAt),
    index('reviews_product_feedback_idx').on(t.productId, t.positiveFeedbacksCount),
    // One review per shopper, order, product, shop and variation (CONTRACT §4 Review); a missing variation counts
    // as one value. Seeded reviews without an order are not bound by it.
    uniqueIndex('reviews_order_line_unique')
      .on(t.userId, t.orderId, t.productId, t.shopId, sql`coalesce(${t.variationOptionId}, 0)`)
      .where(sql`${t.orderId} is not null`),
  ],
);

export const questions = pgTable(
  'questions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    question: text('question').notNull(),
    answer: text('answer'),
    positiveFeedbacksCount: integer('positive_feedbacks_count').notNull().default(0),
    negativeFeedbacksCount: integer('negative_feedbacks_count').notNull().default(0),
    abusiveReportsCount: integer('abusive_reports_count').notNull().default(0),
    /** The language the shopper asked in: the mail telling them of the answer is written in it. */
    language: text('language').notNull().default('en'),
    /** Who last wrote the answer in the back office, and when it was first given (the asker is told once). */
    answeredBy: integer('answered_by').references(() => users.id, { onDelete: 'set null' }),
    answeredAt: timestamp('answered_at', { withTimezone: true, mode: 'date' }),
    /** Set when the operator hid the question after an abuse report: it leaves the product page and lists. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('questions_product_idx').on(t.productId, t.createdAt),
    index('questions_shop_idx').on(t.shopId),
    // The back office's dashboard: a shop's unanswered questions (no answer, or a blank one).
    index('questions_unanswered_idx')
      .on(t.shopId)
      .where(sql`coalesce(btrim(${t.answer}), '') = ''`),
    index('questions_user_idx').on(t.userId),
    index('questions_product_feedback_idx').on(t.productId, t.positiveFeedbacksCount),
    index('questions_question_trgm_idx').using('gin', t.question.op('gin_trgm_ops')),
    // The back office's inbox: a shop's questions, unanswered first, newest first.
    index('questions_shop_inbox_idx').on(t.shopId, sql`(${t.answer} is null)`, t.createdAt),
  ],
);
