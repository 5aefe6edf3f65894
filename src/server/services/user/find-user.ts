import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { userProfiles, users } from '../../db/schema';
import { normaliseEmail } from '../shared/email';

export async function findUserByEmail(db: Db, email: string) {
  const [user] = await db
    .select()
    .from(users)
    .where(eq(users.email, normaliseEmail(email)))
    .limit(1);
  return user ?? null;
}

/** The account whose verified profile contact is this phone number (E.164). */
export async function findUserByContact(db: Db, phoneNumber: string) {
  const [row] = await db
    .select({ user: users })
    .from(userProfiles)
    .innerJoin(users, eq(users.id, userProfiles.customerId))
    .where(eq(userProfiles.contact, phoneNumber))
    .limit(1);
  return row?.user ?? null;
}

export async function findUserById(db: Db, id: number) {
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return user ?? null;
}

/** settings.options.signupPoints of the English settings row (CONTRACT §4: points given to new accounts). */
export async function signupPoints(db: Db): Promise<number> {
  const result = (await db.execute(
    sql`select (options ->> 'signupPoints')::int as points from settings where language = 'en'`,
  )) as unknown as { rows: { points: number | null }[] };
  return Math.max(0, result.rows[0]?.points ?? 0);
}
