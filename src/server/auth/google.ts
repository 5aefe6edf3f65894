/** Google's OpenID Connect user info (who the access token belongs to). */
export const GOOGLE_USERINFO_URL = 'https://www.googleapis.com/oauth2/v3/userinfo';
/** Google's token introspection (which app the access token was issued to). */
export const GOOGLE_TOKENINFO_URL = 'https://oauth2.googleapis.com/tokeninfo';

const TIMEOUT_MS = 5000;

/** Why Google's answer was not accepted; `unavailable` means Google could not be asked (not the caller's fault). */
export class GoogleTokenError extends Error {
  override name = 'GoogleTokenError';
  constructor(
    message: string,
    readonly unavailable = false,
  ) {
    super(message);
  }
}

export interface GoogleIdentity {
  /** Google's stable account id. */
  sub: string;
  email: string;
  emailVerified: boolean;
  name: string | null;
}

async function askGoogle(url: string, init: RequestInit = {}): Promise<Record<string, unknown>> {
  let res: Response;
  try {
    res = await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch {
    throw new GoogleTokenError('Google could not be reached.', true);
  }
  if (res.status >= 500) throw new GoogleTokenError(`Google answered ${res.status}.`, true);
  if (!res.ok) throw new GoogleTokenError('Google does not accept this access token.');
  const body: unknown = await res.json().catch(() => null);
  if (!body || typeof body !== 'object' || Array.isArray(body))
    throw new GoogleTokenError('Google answered nonsense.', true);
  return body as Record<string, unknown>;
}

/** Google sends booleans in userinfo and strings ("true") in tokeninfo. */
const truthy = (value: unknown) => value === true || value === 'true';

/**
 * Who owns a Google access token that was issued to this shop's Google app (`clientId`): a token some other
 * app obtained for the same person must not sign them in here.
 */
export async function googleIdentity(accessToken: string, options: { clientId: string }): Promise<GoogleIdentity> {
  const info = await askGoogle(`${GOOGLE_TOKENINFO_URL}?access_token=${encodeURIComponent(accessToken)}`);
  if (info.aud !== options.clientId && info.azp !== options.clientId) {
    throw new GoogleTokenError('The access token was issued to another app.');
  }
  const tokenSub = info.sub;
  const user = await askGoogle(GOOGLE_USERINFO_URL, { headers: { authorization: `Bearer ${accessToken}` } });
  if (typeof user.sub !== 'string' || user.sub === '' || user.sub.length > 255) {
    throw new GoogleTokenError('Google named no account for this token.');
  }
  if (tokenSub !== undefined && tokenSub !== user.sub) throw new GoogleTokenError('Google’s two answers disagree.');
  if (typeof user.email !== 'string' || user.email === '')
    throw new GoogleTokenError('The Google account has no email.');
  return {
    sub: user.sub,
    email: user.email,
    emailVerified: truthy(user.email_verified),
    name: typeof user.name === 'string' && user.name.trim() !== '' ? user.name.trim() : null,
  };
}
