import { and, count, eq, inArray, ne, sql } from 'drizzle-orm';
import type { InferType } from 'yup';
import { MAX_ADDRESSES, type addressSchema } from '@/shared/validation/account';
import type { Db } from '../../db/client';
import { addresses } from '../../db/schema';
import { AppError, notFound } from '../../errors';

export type AddressInput = InferType<typeof addressSchema>;

/**
 * The address part of PUT /users/{id} (CONTRACT §4: there is no address POST): items with an id change that
 * address, which must be the user's own (anyone else's is "not found"); the others are added. An address
 * marked default becomes the only default of its type. Run inside the caller's transaction.
 */
export async function saveAddresses(tx: Db, userId: number, items: AddressInput[]): Promise<void> {
  // Saves of one user's book take turns until the transaction ends (two tabs, a retried request): each counts
  // the book with the others' additions in it, so together they never pass the cap.
  await tx.execute(sql`select id from users where id = ${userId} for update`);
  const ids = [...new Set(items.flatMap((item) => (item.id === undefined ? [] : [item.id])))];
  const owned = ids.length
    ? await tx
        .select()
        .from(addresses)
        .where(and(eq(addresses.customerId, userId), inArray(addresses.id, ids)))
    : [];
  const missing = ids.find((id) => !owned.some((row) => row.id === id));
  if (missing !== undefined) throw notFound('Address', missing);

  const [{ total } = { total: 0 }] = await tx
    .select({ total: count() })
    .from(addresses)
    .where(eq(addresses.customerId, userId));
  if (total + items.filter((item) => item.id === undefined).length > MAX_ADDRESSES) {
    throw new AppError('VALIDATION_FAILED', `An address book holds at most ${MAX_ADDRESSES} addresses.`, {
      errors: { address: ['error-too-many-addresses'] },
    });
  }

  for (const item of items) {
    const values = {
      title: item.title,
      type: item.type as 'billing' | 'shipping',
      address: item.address,
      ...(item.location !== undefined ? { location: item.location } : {}),
      ...(item.default !== undefined ? { isDefault: item.default } : {}),
    };
    let id = item.id;
    if (id === undefined) {
      const [row] = await tx
        .insert(addresses)
        .values({ ...values, customerId: userId })
        .returning({ id: addresses.id });
      id = row!.id;
    } else {
      await tx
        .update(addresses)
        .set({ ...values, updatedAt: new Date() })
        .where(and(eq(addresses.id, id), eq(addresses.customerId, userId)));
    }
    if (item.default) {
      await tx
        .update(addresses)
        .set({ isDefault: false })
        .where(and(eq(addresses.customerId, userId), eq(addresses.type, values.type), ne(addresses.id, id)));
    }
  }
}
