import type { Db } from '../../db/client';
import { userProfiles, users } from '../../db/schema';
import { normaliseEmail } from '../shared/email';
import { signupPoints } from './find-user';

export interface NewCustomer {
  name: string;
  email: string;
  /** An argon2id hash; null for accounts made by Google or phone sign-in (they may set one later). */
  passwordHash: string | null;
  emailVerified: boolean;
  /** A phone number proven by a code. */
  contact?: string | null;
}

/**
 * A new customer with a profile and the sign-up points of the shop settings. Run inside a transaction by the
 * caller when more writes belong to the same step. Role and permissions are never taken from input.
 */
export async function createCustomer(db: Db, input: NewCustomer) {
  const points = await signupPoints(db);
  const [user] = await db
    .insert(users)
    .values({
      name: input.name.trim(),
      email: normaliseEmail(input.email),
      passwordHash: input.passwordHash,
      emailVerifiedAt: input.emailVerified ? new Date() : null,
      role: 'customer',
      walletPoints: points,
    })
    .returning();
  await db.insert(userProfiles).values({ customerId: user!.id, contact: input.contact ?? null });
  return user!;
}
