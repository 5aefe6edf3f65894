import type { Body } from '@/framework/rest/call';

/**
 * Loaded only on the page Google returned to (see social-login-return.ts): reads next-auth's short session for
 * the provider's access token, then drops that session, since from here on the shop's own token signs in.
 */
export async function takeProviderSession(): Promise<Body<'/social-login-token', 'post'> | null> {
  const { getSession, signOut } = await import('next-auth/react');
  const session = (await getSession()) as { accessToken?: unknown; provider?: unknown } | null;
  // Google is the one provider configured (pages/api/auth/[...nextauth].ts) and the one the API takes.
  const provider = session?.provider === 'google' ? session.provider : null;
  const accessToken = typeof session?.accessToken === 'string' ? session.accessToken : null;
  if (session) await signOut({ redirect: false }).catch(() => undefined);
  return provider && accessToken ? { provider, access_token: accessToken } : null;
}
