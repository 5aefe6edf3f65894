import { index, integer, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './common';
import { users } from './user';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Sign-in tokens. Only a SHA-256 hash of each token is stored, so a leaked table gives no usable token;
 * a token ends at `expires_at`, on logout, or when the password changes.
 */
export const accessTokens = pgTable(
  'access_tokens',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: at('expires_at').notNull(),
    lastUsedAt: at('last_used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('access_tokens_user_idx').on(t.userId), index('access_tokens_expires_idx').on(t.expiresAt)],
);

/** `email_change`: the link to a new address; the account's email changes only when it is used. */
export type OneTimePurpose = 'password_reset' | 'email_verification' | 'email_change';

/** Single-use, expiring tokens sent by email (password reset, email verification); stored as hashes. */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<OneTimePurpose>().notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    /** For email verification and change: the address being verified (a later change of email voids the link). */
    email: text('email'),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('one_time_tokens_user_idx').on(t.userId, t.purpose)],
);

export type OtpPurpose = 'login' | 'verify' | 'contact';

/**
 * Phone codes: 6 digits, stored as a salted hash, bound to the number and purpose, valid 10 minutes, a few
 * attempts only. `id` (a random string) is the `otp_id` the client sends back with the code.
 */
export const otpCodes = pgTable(
  'otp_codes',
  {
    id: text('id').primaryKey(),
    phoneNumber: text('phone_number').notNull(),
    purpose: text('purpose').$type<OtpPurpose>().notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: smallint('attempts').notNull().default(0),
    expiresAt: at('expires_at').notNull(),
    verifiedAt: at('verified_at'),
    consumedAt: at('consumed_at'),
    createdAt: createdAt(),
  },
  (t) => [index('otp_codes_phone_idx').on(t.phoneNumber, t.createdAt)],
);

/**
 * Firebase ID tokens already used as a phone proof (CONTRACT §11): a token proves a phone once. Keyed by a
 * hash of the token's signature bytes, its one part nobody else can make (and one the same bytes can be spelled
 * several ways in base64); kept until the token expires, when Firebase refuses it anyway.
 */
export const usedFirebaseTokens = pgTable(
  'used_firebase_tokens',
  {
    signatureHash: text('signature_hash').primaryKey(),
    expiresAt: at('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('used_firebase_tokens_expires_idx').on(t.expiresAt)],
);

/** Accounts at sign-in providers (Google) linked to a user. */
export const socialAccounts = pgTable(
  'social_accounts',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    providerUserId: text('provider_user_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('social_accounts_provider_idx').on(t.provider, t.providerUserId),
    index('social_accounts_user_idx').on(t.userId),
  ],
);
