import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { lockForTransaction } from '../db/transaction-lock';
import { type OneTimePurpose, oneTimeTokens } from '../db/schema';
import { randomToken, sha256 } from './random';

/** How long emailed tokens stay valid. */
export const ONE_TIME_TTL_MINUTES: Record<OneTimePurpose, number> = {
  password_reset: 60,
  email_verification: 24 * 60,
  email_change: 24 * 60,
};

/**
 * Makes a single-use token for the user (earlier unused ones of the same purpose stop working). Requests at the
 * same moment (a double click, two tabs) take turns, so exactly one token stays valid: the last one made.
 */
export async function createOneTimeToken(
  db: Db,
  userId: number,
  purpose: OneTimePurpose,
  email?: string,
): Promise<string> {
  const token = randomToken(24);
  await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    await lockForTransaction(tx, `one-time-token:${userId}:${purpose}`);
    await tx.delete(oneTimeTokens).where(and(eq(oneTimeTokens.userId, userId), eq(oneTimeTokens.purpose, purpose)));
    await tx.insert(oneTimeTokens).values({
      userId,
      purpose,
      email: email ?? null,
      tokenHash: sha256(token),
      expiresAt: new Date(Date.now() + ONE_TIME_TTL_MINUTES[purpose] * 60_000),
    });
  });
  return token;
}

/** The still-valid, unused token row, without using it up (the forgot-password "check token" step). */
export async function findOneTimeToken(db: Db, purpose: OneTimePurpose | OneTimePurpose[], token: string) {
  if (!token || token.length > 200) return null;
  const [row] = await db
    .select()
    .from(oneTimeTokens)
    .where(
      and(
        eq(oneTimeTokens.tokenHash, sha256(token)),
        Array.isArray(purpose) ? inArray(oneTimeTokens.purpose, purpose) : eq(oneTimeTokens.purpose, purpose),
        isNull(oneTimeTokens.usedAt),
        gt(oneTimeTokens.expiresAt, new Date()),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** Uses the token up; answers its row, or null when it was not valid (so it can never be used twice). */
export async function consumeOneTimeToken(db: Db, purpose: OneTimePurpose | OneTimePurpose[], token: string) {
  const row = await findOneTimeToken(db, purpose, token);
  if (!row) return null;
  const updated = await db
    .update(oneTimeTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(oneTimeTokens.id, row.id), isNull(oneTimeTokens.usedAt)))
    .returning({ id: oneTimeTokens.id });
  return updated.length === 1 ? row : null;
}

/** Unused tokens of the user for `purpose` stop working (a reset code mailed before a password change). */
export async function revokeOneTimeTokens(db: Db, userId: number, purpose: OneTimePurpose): Promise<void> {
  await db
    .delete(oneTimeTokens)
    .where(and(eq(oneTimeTokens.userId, userId), eq(oneTimeTokens.purpose, purpose), isNull(oneTimeTokens.usedAt)));
}

/** The address a pending email change waits to have verified (its link not yet used, not expired), or null. */
export async function pendingEmailChange(db: Db, userId: number): Promise<string | null> {
  const [row] = await db
    .select({ email: oneTimeTokens.email })
    .from(oneTimeTokens)
    .where(
      and(
        eq(oneTimeTokens.userId, userId),
        eq(oneTimeTokens.purpose, 'email_change'),
        isNull(oneTimeTokens.usedAt),
        gt(oneTimeTokens.expiresAt, new Date()),
      ),
    )
    .limit(1);
  return row?.email ?? null;
}
