import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { type OtpPurpose, otpCodes } from '../db/schema';
import { randomDigits, randomToken, sameText, sha256 } from './random';

export const OTP_TTL_MINUTES = 10;
export const OTP_MAX_ATTEMPTS = 5;

const codeHash = (id: string, code: string) => sha256(`${id}:${code}`);

/** A new 6-digit code for the number and purpose; the caller sends `code` and returns `id` as otp_id. */
export async function createOtp(
  db: Db,
  phoneNumber: string,
  purpose: OtpPurpose,
): Promise<{ id: string; code: string }> {
  const id = randomToken(18);
  const code = randomDigits(6);
  await db.insert(otpCodes).values({
    id,
    phoneNumber,
    purpose,
    codeHash: codeHash(id, code),
    expiresAt: new Date(Date.now() + OTP_TTL_MINUTES * 60_000),
  });
  return { id, code };
}

export type OtpCheck = 'ok' | 'invalid' | 'expired' | 'too-many-attempts';

/**
 * Checks a code against the otp_id it was sent with, the same number and purpose. Every wrong try counts,
 * also when many arrive at once; after OTP_MAX_ATTEMPTS the code is dead. With `consume`, a right code is
 * used up (one sign-in per code).
 */
export async function checkOtp(
  db: Db,
  input: { id: string; phoneNumber: string; purpose: OtpPurpose; code: string; consume: boolean },
): Promise<OtpCheck> {
  const [row] = await db
    .select()
    .from(otpCodes)
    .where(
      and(
        eq(otpCodes.id, input.id),
        eq(otpCodes.phoneNumber, input.phoneNumber),
        eq(otpCodes.purpose, input.purpose),
        isNull(otpCodes.consumedAt),
      ),
    )
    .limit(1);
  if (!row) return 'invalid';
  if (row.expiresAt.getTime() <= Date.now()) return 'expired';
  // Take one try before comparing, in one atomic statement: guesses sent in parallel must not all read the
  // same count and each pass the limit.
  const [slot] = await db
    .update(otpCodes)
    .set({ attempts: sql`${otpCodes.attempts} + 1` })
    .where(and(eq(otpCodes.id, row.id), lt(otpCodes.attempts, OTP_MAX_ATTEMPTS), isNull(otpCodes.consumedAt)))
    .returning({ id: otpCodes.id });
  if (!slot) return 'too-many-attempts';
  if (!/^\d{6}$/.test(input.code) || !sameText(row.codeHash, codeHash(row.id, input.code))) return 'invalid';
  // Only wrong codes count: the right one gives its try back (a sign-in checks a code, then uses it up).
  const now = new Date();
  const used = await db
    .update(otpCodes)
    .set({
      attempts: sql`${otpCodes.attempts} - 1`,
      verifiedAt: now,
      ...(input.consume ? { consumedAt: now } : {}),
    })
    .where(and(eq(otpCodes.id, row.id), isNull(otpCodes.consumedAt), gt(otpCodes.expiresAt, now)))
    .returning({ id: otpCodes.id });
  return used.length === 1 ? 'ok' : 'invalid';
}
