import { tokenSyncUrl } from '@/config/public-env';

export type TokenSyncMethod = 'POST' | 'DELETE';

/**
 * SPEC §7: the conditional token sync. When NEXT_PUBLIC_TOKEN_SYNC_URL is set, the storefront tells that URL
 * about the sign-in token — `POST` after a sign-in, `DELETE` after a logout — with the token as
 * `Authorization: Bearer …` and no body. Nothing is sent when it is unset.
 *
 * The URL belongs to someone else, so it goes through `fetch`, not the API client: the client's interceptor
 * would read a 401 from it as this shop's session ending. And the sync is best effort: it never throws and the
 * callers do not wait for it, so a slow, failing or unreachable endpoint never holds up or breaks signing in or
 * out. The answer is `true` when the endpoint answered 2xx (for tests and logs; callers ignore it).
 */
export async function syncToken(method: TokenSyncMethod, token: string | undefined): Promise<boolean> {
  const url = tokenSyncUrl();
  if (!url || !token) return false;
  try {
    const response = await fetch(url, { method, headers: { Authorization: `Bearer ${token}` } });
    return response.ok;
  } catch {
    return false; // offline, refused by CORS, blocked by an extension: the shop's own session is unaffected
  }
}
