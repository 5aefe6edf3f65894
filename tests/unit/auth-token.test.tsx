import { afterEach, describe, expect, it } from 'vitest';
import { getAuthToken, hasAuthToken, PRESENCE_READ_MS } from '@/framework/rest/auth-token';
import { removeAuthToken, setAuthToken } from '@/framework/rest/save-auth-token';

/** Counts the page's reads of document.cookie (jsdom keeps the real cookie jar behind it). */
function countCookieReads() {
  const real = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
  const counter = { reads: 0 };
  Object.defineProperty(document, 'cookie', {
    configurable: true,
    get() {
      counter.reads++;
      return real.get!.call(document);
    },
    set(value: string) {
      real.set!.call(document, value);
    },
  });
  return counter;
}

const nextRun = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  delete (document as { cookie?: string }).cookie;
  removeAuthToken();
});

describe('getAuthToken', () => {
  it('sees a sign-in and a sign-out at once', async () => {
    expect(getAuthToken()).toBeUndefined();
    setAuthToken('signed-in');
    expect(getAuthToken()).toBe('signed-in');
    removeAuthToken();
    expect(getAuthToken()).toBeUndefined();
  });

  it('is read once a second for the hearts of a page hydrating in many tasks, and sees another tab’s change after', async () => {
    const counter = countCookieReads();
    document.cookie = 'auth_token=first; path=/';
    const start = Date.now() + 10 * PRESENCE_READ_MS;
    expect(hasAuthToken(start)).toBe(true);
    const afterFirst = counter.reads;
    for (let task = 0; task < 30; task++) {
      await nextRun();
      expect(hasAuthToken(start + task * 10)).toBe(true);
    }
    expect(counter.reads).toBe(afterFirst);

    // Another tab signs out: this one shows it on its next read, within the second.
    document.cookie = 'auth_token=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
    await nextRun();
    expect(hasAuthToken(start + PRESENCE_READ_MS - 1)).toBe(true);
    expect(hasAuthToken(start + PRESENCE_READ_MS)).toBe(false);
    expect(counter.reads).toBeGreaterThan(afterFirst);
  });

  it('sees this tab’s sign-in and sign-out at once', () => {
    const now = Date.now() + 100 * PRESENCE_READ_MS;
    expect(hasAuthToken(now)).toBe(false);
    setAuthToken('signed-in');
    expect(hasAuthToken(now)).toBe(true);
    removeAuthToken();
    expect(hasAuthToken(now)).toBe(false);
  });
});
