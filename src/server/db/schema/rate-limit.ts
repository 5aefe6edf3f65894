import { bigint, index, integer, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * Fixed-window rate-limit counters shared by every app instance on one PostgreSQL database (the store of
 * src/server/http/postgres-rate-limit-store.ts). Times are epoch milliseconds as the app's clock gives them, so
 * the window arithmetic is the same as in the memory and Redis stores. Expired rows are deleted now and then.
 */
export const rateLimitWindows = pgTable(
  'rate_limit_windows',
  {
    /** `<bucket>:<client>` (bucket names have no colon). */
    key: text('key').primaryKey(),
    windowStart: bigint('window_start', { mode: 'number' }).notNull(),
    expiresAt: bigint('expires_at', { mode: 'number' }).notNull(),
    hits: integer('hits').notNull(),
  },
  (t) => [index('rate_limit_windows_expires_at_idx').on(t.expiresAt)],
);
