import type { Client } from './client';
import { toApiError } from './errors';

/**
 * The typed client, loaded on first use: pages hydrate from server-prefetched data, so the client, its
 * endpoint table and axios only reach the browser when the shopper asks for more. Like the client's calls, it
 * fails only with an ApiError (here: the script did not load).
 */
export function api(): Promise<Client> {
  return import('./client').then(
    (m) => m.client,
    (error: unknown) => Promise.reject(toApiError(error)),
  );
}
