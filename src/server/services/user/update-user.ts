import { eq } from 'drizzle-orm';
import type { InferType } from 'yup';
import type { userUpdateSchema } from '@/shared/validation/account';
import type { AuthUser } from '../../auth/access-tokens';
import type { Database } from '../../db/client';
import { userProfiles, users } from '../../db/schema';
import { AppError } from '../../errors';
import { type Account, loadAccount } from './account-shape';
import { ownedAvatar } from './owned-avatar';
import { saveAddresses } from './save-addresses';

export type UserUpdate = InferType<typeof userUpdateSchema>;

/**
 * PUT /users/{id}: name, profile (bio, avatar, socials) and address book of the caller's own account, in one
 * transaction. Role, wallet, email, verification and the phone contact are not changed here (the validated
 * input has no such fields; email and contact have their own proven flows).
 */
export async function updateUser(options: {
  database: Database;
  user: AuthUser;
  id: number;
  input: UserUpdate;
}): Promise<Account> {
  const { user, input } = options;
  if (options.id !== user.id) throw new AppError('FORBIDDEN', 'You can only change your own account.');
  const db = options.database.db;
  await db.transaction(async (tx) => {
    const now = new Date();
    if (input.name !== undefined) {
      await tx.update(users).set({ name: input.name, updatedAt: now }).where(eq(users.id, user.id));
    }
    const profile = input.profile;
    if (profile) {
      const changes: Partial<typeof userProfiles.$inferInsert> = {};
      if (profile.bio !== undefined) changes.bio = profile.bio;
      if (profile.socials !== undefined) changes.socials = profile.socials ?? [];
      if (profile.avatar !== undefined) {
        changes.avatar = profile.avatar === null ? null : await ownedAvatar(tx, user.id, profile.avatar.id);
      }
      await tx
        .insert(userProfiles)
        .values({ customerId: user.id, ...changes })
        .onConflictDoUpdate({ target: userProfiles.customerId, set: { ...changes, updatedAt: now } });
    }
    if (input.address) await saveAddresses(tx, user.id, input.address);
  });
  return loadAccount(db, user.id);
}
