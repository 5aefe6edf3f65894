import { and, eq } from 'drizzle-orm';
import { serverEnv } from '@/config/env';
import type { Db } from '../db/client';
import { type Role, shopMembers, shops } from '../db/schema';

/**
 * What a user is, resolved from the database on each call (never stored in a token): an operator by
 * ADMIN_EMAILS and a verified email; owner or staff of the active shops they are members of. Membership of a
 * shop the operator deactivated gives nothing.
 */
export interface UserRoles {
  userId: number;
  superAdmin: boolean;
  /** Active shops the user owns. */
  ownerOf: number[];
  /** Active shops the user works for as staff. */
  staffOf: number[];
}

export interface RoleSubject {
  id: number;
  email: string;
  /** The account's email is verified (AuthUser.emailVerified, or users.email_verified_at set). */
  emailVerified: boolean;
}

/** ADMIN_EMAILS names the operators; an unverified address could belong to anyone, so it counts only verified. */
export function isOperatorEmail(email: string, emailVerified: boolean): boolean {
  return emailVerified && serverEnv().adminEmails.includes(email.trim().toLowerCase());
}

export async function resolveRoles(db: Db, user: RoleSubject): Promise<UserRoles> {
  const memberships = await db
    .select({ shopId: shopMembers.shopId, role: shopMembers.role })
    .from(shopMembers)
    .innerJoin(shops, and(eq(shops.id, shopMembers.shopId), eq(shops.isActive, true)))
    .where(eq(shopMembers.userId, user.id));
  return {
    userId: user.id,
    superAdmin: isOperatorEmail(user.email, user.emailVerified),
    ownerOf: memberships.filter((m) => m.role === 'owner').map((m) => m.shopId),
    staffOf: memberships.filter((m) => m.role === 'staff').map((m) => m.shopId),
  };
}

/** The role names a user holds, most powerful first; everyone is also a customer (SPEC §3 `permissions`). */
export function roleNames(roles: UserRoles): Role[] {
  const names: Role[] = [];
  if (roles.superAdmin) names.push('super_admin');
  if (roles.ownerOf.length > 0) names.push('store_owner');
  if (roles.staffOf.length > 0) names.push('staff');
  names.push('customer');
  return names;
}

/** True when the user has any part in the back office. */
export const worksInBackOffice = (roles: UserRoles) =>
  roles.superAdmin || roles.ownerOf.length > 0 || roles.staffOf.length > 0;
