import { eq, lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { usedFirebaseTokens } from '../db/schema';
import type { FirebaseClaims } from './firebase-token';

/** True when this Firebase ID token has already proved a phone here. */
export async function firebaseTokenUsed(db: Db, claims: FirebaseClaims): Promise<boolean> {
  const [row] = await db
    .select({ hash: usedFirebaseTokens.signatureHash })
    .from(usedFirebaseTokens)
    .where(eq(usedFirebaseTokens.signatureHash, claims.fingerprint))
    .limit(1);
  return row !== undefined;
}

/**
 * Uses the token up: true for the first use, false for any later one. One insert that either claims the token
 * or finds it taken, so two requests with one token at the same moment cannot both pass (on PostgreSQL the
 * second waits for the first transaction and then sees its row).
 */
export async function claimFirebaseToken(db: Db, claims: FirebaseClaims): Promise<boolean> {
  // Housekeeping: an expired token is refused by its signature check, so its row is of no more use.
  await db.delete(usedFirebaseTokens).where(lt(usedFirebaseTokens.expiresAt, new Date()));
  const claimed = await db
    .insert(usedFirebaseTokens)
    .values({ signatureHash: claims.fingerprint, expiresAt: new Date(claims.expiresAt * 1000) })
    .onConflictDoNothing()
    .returning({ hash: usedFirebaseTokens.signatureHash });
  return claimed.length === 1;
}
