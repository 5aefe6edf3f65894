import type { Database } from '../../db/client';
import { findUserByContact } from '../user/find-user';

/** Whether an account has this number as its contact (the shop then skips the registration step). */
export async function phoneExists(options: { database: Database; phoneNumber: string }): Promise<boolean> {
  return (await findUserByContact(options.database.db, options.phoneNumber)) !== null;
}
