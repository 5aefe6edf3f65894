import type { Database } from '../../db/client';
import type { PhoneProof } from './phone-proof';

/** A verify-only check (e.g. the checkout contact): true when the proof holds; it is used up then. */
export async function verifyOtpCode(options: { database: Database; proof: PhoneProof }): Promise<boolean> {
  return options.proof.consume(options.database.db);
}
