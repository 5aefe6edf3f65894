/**
 * The three cookie operations the storefront needs (the sign-in token), written as js-cookie 3 writes and reads
 * them: js-cookie is ≈ 0.7 kB gzip in every page's first load, where the only call is reading one cookie.
 * tests/unit/cookie.test.ts pins each operation to js-cookie's.
 */

export interface CookieAttributes {
  /** Days from now. */
  expires?: number;
  sameSite?: 'lax' | 'strict' | 'none';
  secure?: boolean;
}

/** A run of %XX escapes decoded as one (a character may take several bytes); a bad one throws, as in js-cookie. */
const decodeEscapes = (value: string) => value.replace(/(%[\dA-F]{2})+/gi, decodeURIComponent);

/** The value of the first cookie called `name` that can be decoded; undefined without one (or on the server). */
export function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined' || !name || !document.cookie) return undefined;
  for (const pair of document.cookie.split('; ')) {
    const [rawName = '', ...rest] = pair.split('=');
    let value = rest.join('=');
    try {
      if (decodeURIComponent(rawName) !== name) continue;
      if (value.startsWith('"')) value = value.slice(1, -1);
      return decodeEscapes(value);
    } catch {
      // An escape that is not UTF-8: js-cookie skips the pair and reads on.
    }
  }
  return undefined;
}

/** Sets a cookie for the whole site (path=/), its name and value escaped where a cookie cannot hold them. */
export function writeCookie(name: string, value: string, attributes: CookieAttributes = {}): void {
  if (typeof document === 'undefined') return;
  let cookie = `${encodeURIComponent(name)
    .replace(/%(2[346B]|5E|60|7C)/g, decodeURIComponent)
    .replace(/[()]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}=${encodeURIComponent(value).replace(
    /%(2[346BF]|3[AC-F]|40|5[BDE]|60|7[BCD])/g,
    decodeURIComponent,
  )}; path=/`;
  if (attributes.expires !== undefined) {
    cookie += `; expires=${new Date(Date.now() + attributes.expires * 864e5).toUTCString()}`;
  }
  if (attributes.sameSite) cookie += `; sameSite=${attributes.sameSite}`;
  if (attributes.secure) cookie += '; secure';
  document.cookie = cookie;
}

/** Deletes a cookie set by writeCookie (an empty value that expired yesterday). */
export function removeCookie(name: string): void {
  writeCookie(name, '', { expires: -1 });
}
