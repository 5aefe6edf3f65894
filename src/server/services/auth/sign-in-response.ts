import { issueAccessToken } from '../../auth/access-tokens';
import { resolveRoles, roleNames } from '../../auth/roles';
import type { Db } from '../../db/client';

/**
 * What every sign-in answers (CONTRACT §5): a fresh token, the permissions (the caller's roles, resolved from
 * ADMIN_EMAILS and shop membership: src/server/auth/roles.ts), verification state and the main role.
 */
export async function signInResponse(
  db: Db,
  user: { id: number; email: string; emailVerifiedAt: Date | null },
  ttlHours: number,
) {
  const token = await issueAccessToken(db, user.id, ttlHours);
  const permissions = roleNames(
    await resolveRoles(db, { id: user.id, email: user.email, emailVerified: user.emailVerifiedAt !== null }),
  );
  return {
    token,
    permissions,
    email_verified: user.emailVerifiedAt !== null,
    role: permissions[0]!,
  };
}
