import { and, eq } from 'drizzle-orm';
import { serverEnv } from '@/config/env';
import { GoogleTokenError, googleIdentity } from '../../auth/google';
import type { Database, Db } from '../../db/client';
import { socialAccounts, users } from '../../db/schema';
import { AppError } from '../../errors';
import { dropUnprovenAccess } from '../auth/drop-unproven-access';
import { signInResponse } from '../auth/sign-in-response';
import { createCustomer } from '../user/create-customer';
import { findUserByEmail, findUserById } from '../user/find-user';
import { uniqueViolation } from '../otp/unique-violation';

export type SocialProvider = 'google';

const invalidToken = () => new AppError('NOT_AUTHORIZED', `${serverEnv().noticeDomain}ERROR.INVALID_SOCIAL_TOKEN`);

/**
 * Sign-in with a provider's access token (CONTRACT §5 /social-login-token). We ask Google that the token was
 * issued to this shop's Google app and who it belongs to, then sign in the account linked to that Google
 * account, else the account with that verified email (and link it), else a new customer.
 */
export async function socialLogin(options: {
  database: Database;
  provider: SocialProvider;
  accessToken: string;
  ttlHours: number;
}) {
  // Without this shop's own Google app there is no Google sign-in here, and a token some other app obtained
  // for a person must not sign them in (nothing would tie it to this shop).
  const app = serverEnv().google;
  if (!app) {
    throw new AppError('VALIDATION_FAILED', 'Google sign-in is not set up on this shop.', {
      errors: { provider: ['error-provider-unsupported'] },
    });
  }
  let identity;
  try {
    identity = await googleIdentity(options.accessToken, { clientId: app.clientId });
  } catch (err) {
    if (!(err instanceof GoogleTokenError)) throw err;
    if (err.unavailable) throw new AppError('VALIDATION_FAILED', `${serverEnv().noticeDomain}ERROR.INVALID_GATEWAY`);
    throw invalidToken();
  }
  // An unverified address proves nothing: it could be anybody's.
  if (!identity.emailVerified) throw invalidToken();

  const run = () =>
    options.database.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const user = await accountFor(tx, options.provider, identity);
      if (!user.isActive) throw new AppError('FORBIDDEN', 'This account is disabled. Please contact the shop.');
      return signInResponse(tx, user, options.ttlHours);
    });
  try {
    return await run();
  } catch (err) {
    // Two first sign-ins of the same person at once: the other one made the account; use it.
    if (uniqueViolation(err) === null) throw err;
    return run();
  }
}

async function accountFor(
  tx: Db,
  provider: SocialProvider,
  identity: { sub: string; email: string; name: string | null },
) {
  const [linked] = await tx
    .select({ userId: socialAccounts.userId })
    .from(socialAccounts)
    .where(and(eq(socialAccounts.provider, provider), eq(socialAccounts.providerUserId, identity.sub)))
    .limit(1);
  if (linked) {
    const user = await findUserById(tx, linked.userId);
    if (user) return user;
  }

  let user = await findUserByEmail(tx, identity.email);
  if (user && !user.emailVerifiedAt) {
    // Whoever registered this address never proved it; its owner just did. A password or phone number set by
    // someone else (an account made in advance to catch the owner's later sign-in) must not keep working.
    const [proven] = await tx
      .update(users)
      .set({ emailVerifiedAt: new Date(), passwordHash: null, updatedAt: new Date() })
      .where(eq(users.id, user.id))
      .returning();
    await dropUnprovenAccess(tx, user.id);
    user = proven ?? user;
  }
  user ??= await createCustomer(tx, {
    name: (identity.name ?? identity.email.split('@')[0]!).slice(0, 120),
    email: identity.email,
    passwordHash: null,
    emailVerified: true,
  });
  await tx.insert(socialAccounts).values({ userId: user.id, provider, providerUserId: identity.sub });
  return user;
}
