/**
 * Reading a cookie as js-cookie 3 reads it: js-cookie was in every page's first load, where the only call is
 * reading the sign-in token. Writing and removing (signing in and out) are in write-cookie.ts, loaded with the
 * sign-in code. tests/unit/cookie.test.tsx pins both to js-cookie.
 */

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
