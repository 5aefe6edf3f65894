import { useQuery } from '@/framework/rest/query';

/** next-auth's own endpoints (src/pages/api/auth/[...nextauth].ts), served by this app whatever the provider. */
export const NEXT_AUTH_BASE = '/api/auth';

/**
 * Whether Google sign-in is configured, learnt at run time from next-auth's provider list: the route answers
 * `{}` unless GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET are set, so the button follows the server's settings
 * without a rebuild. Asked once per visit, when a sign-in view first shows; any failure hides the button.
 */
export function useGoogleSignInAvailable(): boolean {
  const { data } = useQuery({
    queryKey: ['auth-providers'],
    queryFn: async () => {
      const url = new URL(`${NEXT_AUTH_BASE}/providers`, window.location.origin);
      const res = await fetch(url, { headers: { Accept: 'application/json' } });
      if (!res.ok) return {};
      return (await res.json()) as Record<string, unknown>;
    },
    staleTime: Infinity,
    retry: false,
  });
  return Boolean(data && typeof data === 'object' && 'google' in data);
}
