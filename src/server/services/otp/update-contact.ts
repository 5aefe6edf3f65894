import type { Db } from '../../db/client';
import type { Database } from '../../db/client';
import { userProfiles } from '../../db/schema';
import { findUserByContact } from '../user/find-user';
import { phoneTaken } from './otp-login';
import type { PhoneProof } from './phone-proof';
import { uniqueViolation } from './unique-violation';

/**
 * Sets the signed-in user's contact number once they prove it is theirs (CONTRACT §9 /update-contact). A number
 * is one account's only: another account's number is refused, and the proof is kept for a second try.
 */
export async function updateContact(options: {
  database: Database;
  userId: number;
  phoneNumber: string;
  proof: PhoneProof;
}): Promise<boolean> {
  const { userId, phoneNumber, proof } = options;
  const db = options.database.db;
  if (!(await proof.check(db))) return false;
  const owner = await findUserByContact(db, phoneNumber);
  if (owner && owner.id !== userId) throw phoneTaken();
  try {
    return await db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      if (!(await proof.consume(tx))) return false;
      await tx
        .insert(userProfiles)
        .values({ customerId: userId, contact: phoneNumber })
        .onConflictDoUpdate({ target: userProfiles.customerId, set: { contact: phoneNumber, updatedAt: new Date() } });
      return true;
    });
  } catch (err) {
    if (uniqueViolation(err) === 'user_profiles_contact_unique') throw phoneTaken();
    throw err;
  }
}
