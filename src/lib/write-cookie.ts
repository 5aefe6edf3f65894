/**
 * Writing and removing a cookie as js-cookie 3 does (see cookie.ts, which reads them); only signing in and out
 * write, so pages load this with that code, not with the page.
 */

export interface CookieAttributes {
  /** Days from now. */
  expires?: number;
  sameSite?: 'lax' | 'strict' | 'none';
  secure?: boolean;
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
