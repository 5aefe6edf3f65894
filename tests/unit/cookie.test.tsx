import Cookies from 'js-cookie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readCookie } from '@/lib/cookie';
import { removeCookie, writeCookie } from '@/lib/write-cookie';

/** What a call writes to document.cookie (the string, before the browser's jar parses it). */
function written(run: () => void): string[] {
  const writes: string[] = [];
  const spy = vi.spyOn(Document.prototype, 'cookie', 'set').mockImplementation((value: string) => {
    writes.push(value);
  });
  try {
    run();
  } finally {
    spy.mockRestore();
  }
  return writes;
}

/** Reads with document.cookie answering `raw`, as a browser would list its cookies. */
function withJar<T>(raw: string, read: () => T): T {
  const spy = vi.spyOn(Document.prototype, 'cookie', 'get').mockReturnValue(raw);
  try {
    return read();
  } finally {
    spy.mockRestore();
  }
}

const jars = [
  '',
  'auth_token=abc.def-ghi_jkl',
  'a=1; auth_token=eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOjF9.sig==; b=2',
  'auth_token="quoted value"',
  'auth_token=%E2%82%AC%20and%20%3B; other=x',
  'auth_token=%E0%A4%A; auth_token=second',
  'auth_token=first; auth_token=second',
  'auth%5Ftoken=by-escaped-name',
  '%E0%A4=bad-name; auth_token=after-bad-name',
  'auth_token',
  'auth_token=',
  'x=a=b=c',
  'na me=space; caf%C3%A9=cr%C3%A8me',
];
const names = ['auth_token', 'a', 'b', 'x', 'other', 'na me', 'café', 'missing', ''];

describe('cookie (js-cookie 3 stand-in)', () => {
  afterEach(() => vi.useRealTimers());

  it('reads every cookie as js-cookie reads it', () => {
    const ours = jars.map((jar) => withJar(jar, () => names.map((name) => readCookie(name))));
    const theirs = jars.map((jar) => withJar(jar, () => names.map((name) => Cookies.get(name))));
    expect(ours).toEqual(theirs);
    // The cases the comparison rests on, so a change on both sides cannot pass unseen.
    expect(withJar(jars[4] as string, () => readCookie('auth_token'))).toBe('€ and ;');
    expect(withJar(jars[5] as string, () => readCookie('auth_token'))).toBe('second');
    expect(withJar(jars[6] as string, () => readCookie('auth_token'))).toBe('first');
  });

  it('writes the string js-cookie writes, attributes included', () => {
    vi.useFakeTimers({ now: new Date('2026-11-29T07:00:00Z') });
    const values = ['eyJhbGciOi.J9-x_y', 'a;b c,d"e\\f', 'café €', '', '(){}[]<>@=?/'];
    for (const value of values) {
      for (const attributes of [
        {},
        { expires: 1, sameSite: 'lax' as const, secure: false },
        { expires: 1, sameSite: 'lax' as const, secure: true },
      ]) {
        expect(written(() => writeCookie('auth_token', value, attributes))).toEqual(
          written(() => Cookies.set('auth_token', value, attributes)),
        );
      }
    }
    expect(written(() => writeCookie('we(i)rd na;me', 'v'))).toEqual(written(() => Cookies.set('we(i)rd na;me', 'v')));
    expect(written(() => writeCookie('auth_token', 'v', { expires: 1 }))).toEqual([
      'auth_token=v; path=/; expires=Mon, 30 Nov 2026 07:00:00 GMT',
    ]);
  });

  it('removes as js-cookie removes', () => {
    vi.useFakeTimers({ now: new Date('2026-11-29T07:00:00Z') });
    expect(written(() => removeCookie('auth_token'))).toEqual(written(() => Cookies.remove('auth_token')));
  });

  it('round-trips through the browser jar', () => {
    writeCookie('auth_token', 'token with spaces; and €', { expires: 1, sameSite: 'lax' });
    expect(readCookie('auth_token')).toBe('token with spaces; and €');
    expect(Cookies.get('auth_token')).toBe('token with spaces; and €');
    removeCookie('auth_token');
    expect(readCookie('auth_token')).toBeUndefined();
  });
});
