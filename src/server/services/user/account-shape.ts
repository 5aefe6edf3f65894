import { asc, eq } from 'drizzle-orm';
import { resolveRoles, roleNames } from '../../auth/roles';
import { pendingEmailChange } from '../../auth/one-time-tokens';
import type { Db } from '../../db/client';
import { addresses, userProfiles, users } from '../../db/schema';
import { notFound } from '../../errors';

/** ISO-8601 in UTC with microseconds, the timestamp spelling of the other endpoints. */
const wireTime = (date: Date) => date.toISOString().replace(/Z$/, '000Z');

type AddressRow = typeof addresses.$inferSelect;

/** CONTRACT §4 Address. */
export function addressShape(row: AddressRow) {
  return {
    id: row.id,
    title: row.title,
    type: row.type,
    default: row.isDefault,
    address: row.address,
    location: row.location ?? null,
    customer_id: row.customerId,
  };
}

/**
 * The signed-in user as GET /me and PUT /users/{id} answer it (CONTRACT §4 User): profile, wallet, address
 * book and permissions. Customers manage no shop (`shop_id` null).
 */
export async function loadAccount(db: Db, userId: number) {
  const [[user], [profile], book, pendingEmail] = await Promise.all([
    db.select().from(users).where(eq(users.id, userId)).limit(1),
    db.select().from(userProfiles).where(eq(userProfiles.customerId, userId)).limit(1),
    db.select().from(addresses).where(eq(addresses.customerId, userId)).orderBy(asc(addresses.id)),
    pendingEmailChange(db, userId),
  ]);
  if (!user) throw notFound('User', userId);
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    is_active: user.isActive,
    email_verified: user.emailVerifiedAt !== null,
    // Ours: the new address of an email change waiting for its link (POST /update-email), else null.
    pending_email: pendingEmail,
    // Accounts from phone or Google sign-in have none until they set one (POST /set-password).
    has_password: user.passwordHash !== null,
    shop_id: null,
    created_at: wireTime(user.createdAt),
    updated_at: wireTime(user.updatedAt),
    profile: profile
      ? {
          id: profile.id,
          avatar: profile.avatar ?? null,
          bio: profile.bio,
          socials: profile.socials,
          contact: profile.contact,
          customer_id: profile.customerId,
          notifications: null,
        }
      : null,
    wallet: {
      total_points: user.walletPoints,
      points_used: user.walletPointsUsed,
      available_points: Math.max(0, user.walletPoints - user.walletPointsUsed),
    },
    address: book.map(addressShape),
    permissions: roleNames(
      await resolveRoles(db, { id: user.id, email: user.email, emailVerified: user.emailVerifiedAt !== null }),
    ),
  };
}

export type Account = Awaited<ReturnType<typeof loadAccount>>;
