import type { Database } from '../../db/client';
import { newsletterSubscribers } from '../../db/schema';
import { normaliseEmail } from '../shared/email';

/**
 * Adds an address to the newsletter. Subscribing twice is a no-op with the same outcome, so the answer
 * never reveals whether an address was already on the list.
 */
export async function subscribeToNewsletter(options: { database: Database; email: string }): Promise<void> {
  await options.database.db
    .insert(newsletterSubscribers)
    .values({ email: normaliseEmail(options.email) })
    .onConflictDoNothing({ target: newsletterSubscribers.email });
}
