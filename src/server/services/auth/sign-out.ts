import { type AuthUser, revokeToken } from '../../auth/access-tokens';
import type { Database } from '../../db/client';

/** POST /logout: the token of this request stops working (other devices stay signed in). */
export async function signOut(options: { database: Database; user: AuthUser }): Promise<true> {
  await revokeToken(options.database.db, options.user.tokenHash);
  return true;
}
