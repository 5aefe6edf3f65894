import { issueAccessToken, permissionsOf } from '../../auth/access-tokens';
import type { Db } from '../../db/client';
import type { Role } from '../../db/schema';

/** What every sign-in answers (CONTRACT §5): a fresh token, the permissions, verification state and role. */
export async function signInResponse(
  db: Db,
  user: { id: number; role: Role; emailVerifiedAt: Date | null },
  ttlHours: number,
) {
  const token = await issueAccessToken(db, user.id, ttlHours);
  return {
    token,
    permissions: permissionsOf(user.role),
    email_verified: user.emailVerifiedAt !== null,
    role: user.role,
  };
}
