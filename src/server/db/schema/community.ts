import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, updatedAt } from './common';
import { products } from './product';
import { users } from './user';

/** What a helpful vote or an abuse report is about (CONTRACT §4 Review: `model_type`). */
export const FEEDBACK_MODEL_TYPES = ['Review', 'Question'] as const;
export type FeedbackModelType = (typeof FEEDBACK_MODEL_TYPES)[number];

/** What the operator decided about an abuse report: the item stays (dismissed) or was hidden. Null: pending. */
export const REPORT_OUTCOMES = ['dismissed', 'hidden'] as const;
export type ReportOutcome = (typeof REPORT_OUTCOMES)[number];

/** A shopper's saved products: one row per (user, product). */
export const wishlists = pgTable(
  'wishlists',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('wishlists_user_product_uq').on(t.userId, t.productId),
    index('wishlists_user_created_idx').on(t.userId, t.createdAt),
  ],
);

/**
 * Helpful votes on reviews and questions: one row per (user, item), positive or negative. The item's
 * positive/negative counters move with each change of a row, under a lock on the item.
 */
export const feedbacks = pgTable(
  'feedbacks',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    modelType: text('model_type').$type<FeedbackModelType>().notNull(),
    modelId: integer('model_id').notNull(),
    positive: boolean('positive').notNull().default(false),
    negative: boolean('negative').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('feedbacks_user_model_uq').on(t.userId, t.modelType, t.modelId),
    index('feedbacks_model_idx').on(t.modelType, t.modelId),
    check('feedbacks_model_type_ck', sql`${t.modelType} in ('Review', 'Question')`),
    check('feedbacks_one_side_ck', sql`not (${t.positive} and ${t.negative})`),
  ],
);

/** Abuse reports on reviews and questions: once per (user, item). */
export const abusiveReports = pgTable(
  'abusive_reports',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    modelType: text('model_type').$type<FeedbackModelType>().notNull(),
    modelId: integer('model_id').notNull(),
    message: text('message').notNull(),
    outcome: text('outcome').$type<ReportOutcome>(),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('abusive_reports_user_model_uq').on(t.userId, t.modelType, t.modelId),
    index('abusive_reports_user_created_idx').on(t.userId, t.createdAt),
    index('abusive_reports_model_idx').on(t.modelType, t.modelId),
    check('abusive_reports_model_type_ck', sql`${t.modelType} in ('Review', 'Question')`),
    check('abusive_reports_outcome_ck', sql`${t.outcome} is null or ${t.outcome} in ('dismissed', 'hidden')`),
    // The operator's list: pending reports first, newest first.
    index('abusive_reports_queue_idx').on(sql`(${t.outcome} is not null)`, t.createdAt),
  ],
);
