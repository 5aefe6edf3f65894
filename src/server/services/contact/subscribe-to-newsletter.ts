import type { Database } from '../../db/client';
import { newsletterSubscribers } from '../../db/schema';
import { normalizeEmail } from './clean-input';

/**
 * Adds an address to the newsletter. Subscribing twice is a no-op with the same outcome, so the answer
 * never reveals whether an address was already on the list.
 */
export async function subscribeToNewsletter(options: { database: Database; email: string }): Promise<void> {
  await options.database.db
    .insert(newsletterSubscribers)
    .values({ email: normalizeEmail(options.email) })
    .onConflictDoNothing({ target: newsletterSubscribers.email });
}
