import { and, eq, gt, lt, ne } from 'drizzle-orm';
import type { Db } from '../db/client';
import { accessTokens, type Role, users } from '../db/schema';
import { randomToken, sha256 } from './random';

/** Who is calling, as handlers see it. */
export interface AuthUser {
  id: number;
  name: string;
  email: string;
  role: Role;
  emailVerified: boolean;
  /** Hash of the token used for this request (logout revokes exactly it). */
  tokenHash: string;
}

const PERMISSIONS: Record<Role, string[]> = {
  customer: ['customer'],
  store_owner: ['store_owner', 'customer'],
  staff: ['staff', 'customer'],
  super_admin: ['super_admin', 'store_owner', 'customer'],
};

export function permissionsOf(role: Role): string[] {
  return PERMISSIONS[role] ?? ['customer'];
}

/** A new sign-in token for the user: the caller gets the token, the database keeps only its hash. */
export async function issueAccessToken(db: Db, userId: number, ttlHours: number): Promise<string> {
  const token = randomToken();
  await db.insert(accessTokens).values({
    userId,
    tokenHash: sha256(token),
    expiresAt: new Date(Date.now() + ttlHours * 3_600_000),
  });
  // Expired rows of this user go when a new one is made, so the table does not grow without end.
  await db.delete(accessTokens).where(and(eq(accessTokens.userId, userId), lt(accessTokens.expiresAt, new Date())));
  return token;
}

/** The active user behind a token, or null (unknown, expired, or the account is disabled). */
export async function userForToken(db: Db, token: string): Promise<AuthUser | null> {
  if (!token || token.length > 200) return null;
  const tokenHash = sha256(token);
  const [row] = await db
    .select({ user: users, tokenId: accessTokens.id })
    .from(accessTokens)
    .innerJoin(users, eq(users.id, accessTokens.userId))
    .where(and(eq(accessTokens.tokenHash, tokenHash), gt(accessTokens.expiresAt, new Date()), eq(users.isActive, true)))
    .limit(1);
  if (!row) return null;
  return {
    id: row.user.id,
    name: row.user.name,
    email: row.user.email,
    role: row.user.role,
    emailVerified: row.user.emailVerifiedAt !== null,
    tokenHash,
  };
}

/** Logout: this one token stops working. */
export async function revokeToken(db: Db, tokenHash: string): Promise<void> {
  await db.delete(accessTokens).where(eq(accessTokens.tokenHash, tokenHash));
}

/** After a password change or reset: every token of the user stops working, except `keep` when given. */
export async function revokeUserTokens(db: Db, userId: number, keep?: string): Promise<void> {
  await db
    .delete(accessTokens)
    .where(
      keep ? and(eq(accessTokens.userId, userId), ne(accessTokens.tokenHash, keep)) : eq(accessTokens.userId, userId),
    );
}
