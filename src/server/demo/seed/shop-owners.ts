import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { hashPassword } from '../../auth/passwords';
import type { Db } from '../../db/client';
import { shopMembers, shops, users } from '../../db/schema';
import { seedShops } from '../data/shops';

/** A password to sign in with: 16 random characters in four groups, easy to copy, never stored in clear. */
export function generatePassword(): string {
  return (randomBytes(12).toString('base64url').match(/.{4}/g) ?? []).join('-');
}

/**
 * Gives each demo shop's owner account what it needs to run the shop in the back office: owner membership of the
 * shop and a password, generated here and printed once (only its hash is kept; `npm run admin:password --
 * <email>` makes a new one). An owner who has a password already is left alone, so this runs on every start and
 * does something only the first time (or after a reset of the demo data). Separate from the versioned seed: it
 * also serves databases seeded before owners could sign in.
 */
export async function seedShopOwners(db: Db, log: (line: string) => void): Promise<void> {
  const created: { shop: string; email: string; password: string }[] = [];
  for (const shop of seedShops) {
    const [row] = await db
      .select({ shopId: shops.id, userId: users.id })
      .from(shops)
      .innerJoin(users, eq(users.id, shops.ownerId))
      .where(and(eq(shops.slug, shop.slug), eq(users.email, shop.owner.email), isNull(users.passwordHash)));
    if (!row) continue;
    const password = generatePassword();
    const passwordHash = await hashPassword(password);
    const claimed = await db.transaction(async (tx) => {
      const updated = await tx
        .update(users)
        .set({ passwordHash, updatedAt: new Date() })
        .where(and(eq(users.id, row.userId), isNull(users.passwordHash)))
        .returning({ id: users.id });
      if (updated.length === 0) return false;
      await tx
        .insert(shopMembers)
        .values({ shopId: row.shopId, userId: row.userId, role: 'owner' })
        .onConflictDoNothing();
      return true;
    });
    if (claimed) created.push({ shop: shop.name, email: shop.owner.email, password });
  }
  if (created.length === 0) return;
  log(
    [
      '[demo] Shop owners can sign in and run their shop at /admin. These passwords are shown only now',
      '[demo] (reset one with: npm run admin:password -- <email>):',
      ...created.map((c) => `[demo]   ${c.email.padEnd(34)} ${c.password}   ${c.shop}`),
    ].join('\n'),
  );
}
