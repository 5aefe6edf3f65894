import type { Database } from '../../db/client';
import { type AccountResult, failed, succeeded } from './account-result';
import { findResetAccount } from './reset-token';

/** POST /verify-forget-password-token: the token step of the forgot-password form; the token stays usable. */
export async function checkPasswordResetToken(options: {
  database: Database;
  email: string;
  token: string;
}): Promise<AccountResult> {
  const user = await findResetAccount(options.database.db, options.email, options.token);
  return user ? succeeded('TOKEN_IS_VALID') : failed('INVALID_TOKEN');
}
