import type { Client } from './client';

/**
 * The typed client, loaded on first use: pages hydrate from server-prefetched data, so the client, its
 * endpoint table and axios only reach the browser when the shopper asks for more.
 */
export function api(): Promise<Client> {
  return import('./client').then((m) => m.client);
}
