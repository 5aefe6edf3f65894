import { and, eq } from 'drizzle-orm';
import type { AuthUser } from '../../auth/access-tokens';
import type { Database } from '../../db/client';
import { addresses } from '../../db/schema';
import { notFound } from '../../errors';

/** DELETE /address/{id}: only the caller's own address; anyone else's is "not found", like a missing one. */
export async function deleteAddress(options: { database: Database; user: AuthUser; id: number }): Promise<true> {
  const deleted = await options.database.db
    .delete(addresses)
    .where(and(eq(addresses.id, options.id), eq(addresses.customerId, options.user.id)))
    .returning({ id: addresses.id });
  if (deleted.length === 0) throw notFound('Address', options.id);
  return true;
}
