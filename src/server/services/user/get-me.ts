import { sql } from 'drizzle-orm';
import type { AuthUser } from '../../auth/access-tokens';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { noticeKey } from '../auth/account-result';
import { type Account, loadAccount } from './account-shape';

/** settings.options.useMustVerifyEmail of the English settings row. */
async function mustVerifyEmail(database: Database): Promise<boolean> {
  const [row] = await database.rows<{ must: boolean | null }>(
    sql`select (options ->> 'useMustVerifyEmail')::boolean as must from settings where language = 'en'`,
  );
  return row?.must === true;
}

/**
 * GET /me. When the shop requires verified emails, an unverified account gets 409 EMAIL_NOT_VERIFIED: the
 * storefront then shows its verify-email page (SPEC §4).
 */
export async function getMe(options: { database: Database; user: AuthUser }): Promise<Account> {
  if (!options.user.emailVerified && (await mustVerifyEmail(options.database))) {
    throw new AppError('CONFLICT', noticeKey('ERROR', 'EMAIL_NOT_VERIFIED'));
  }
  return loadAccount(options.database.db, options.user.id);
}
