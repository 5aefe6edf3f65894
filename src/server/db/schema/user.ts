import { boolean, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { type Attachment, createdAt, updatedAt } from './common';

export type Role = 'customer' | 'store_owner' | 'staff' | 'super_admin';

/**
 * People: shoppers, shop owners, staff. `passwordHash` is null for accounts that cannot sign in with a
 * password (demo shop owners, social or phone sign-ups until they set one).
 */
export const users = pgTable('users', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash'),
  emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true, mode: 'date' }),
  isActive: boolean('is_active').notNull().default(true),
  role: text('role').$type<Role>().notNull().default('customer'),
  /** Wallet points (CONTRACT §4 User wallet): total ever given, and how many were spent. */
  walletPoints: integer('wallet_points').notNull().default(0),
  walletPointsUsed: integer('wallet_points_used').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export interface Social {
  icon: string;
  url: string;
}

export const userProfiles = pgTable('user_profiles', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  customerId: integer('customer_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  avatar: jsonb('avatar').$type<Attachment | null>(),
  bio: text('bio'),
  /** Phone number in E.164 form once verified by a code; one account per number. */
  contact: text('contact').unique(),
  socials: jsonb('socials').$type<Social[]>().notNull().default([]),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
