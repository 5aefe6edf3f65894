import { eq } from 'drizzle-orm';
import { revokeUserTokens } from '../../auth/access-tokens';
import type { Db } from '../../db/client';
import { userProfiles } from '../../db/schema';

/**
 * The owner of an email has just proved it (a reset code, or Google) on an account whose email was never
 * verified. Whoever made that account may not be them: someone can sign up with another person's address and
 * wait (a "pre-hijacked" account). So every way in they may have set up stops working: all sessions, and the
 * phone number attached to the account (phone sign-in). The caller replaces or clears the password.
 */
export async function dropUnprovenAccess(tx: Db, userId: number): Promise<void> {
  await revokeUserTokens(tx, userId);
  await tx
    .update(userProfiles)
    .set({ contact: null, updatedAt: new Date() })
    .where(eq(userProfiles.customerId, userId));
}
