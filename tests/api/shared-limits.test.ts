import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PostgresRateLimitStore } from '@/server/http/postgres-rate-limit-store';
import { expectDocumented } from './helpers/openapi';
import { accountApp, uniqueEmail } from './helpers/accounts';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * Two app instances over one database, as behind a load balancer: a sign-in brute force spread over both is
 * refused at the same count as against one. On PostgreSQL (TEST_DATABASE_URL) the apps pick the shared table
 * themselves; on the embedded database, which one process owns, they would each count in memory, so there the
 * table store is handed to them to show the same through the app.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const LIMIT = { signInPerAddress: { max: 6, windowMs: 15 * 60_000 } };

async function twoInstances() {
  const store = () => (t.kind === 'postgres' ? {} : { rateLimitStore: new PostgresRateLimitStore(t.database) });
  return [
    await accountApp(t.database, { rateLimits: LIMIT, ...store() }),
    await accountApp(t.database, { rateLimits: LIMIT, ...store() }),
  ] as const;
}

describe('sign-in limit across two instances over one database', () => {
  it('refuses the 7th guess from one address whichever instance gets it', async () => {
    const [one, two] = await twoInstances();
    const address = '198.51.100.7';
    for (let i = 0; i < 6; i++) {
      const instance = i % 2 === 0 ? one : two;
      const res = await instance.post(
        '/token',
        { email: uniqueEmail(), password: 'a wrong guess' },
        undefined,
        address,
      );
      expect(res.status, `guess ${i + 1}`).toBe(200);
      expect(res.body.token).toBeNull();
    }
    for (const instance of [one, two]) {
      const refused = await instance.post('/token', { email: uniqueEmail(), password: 'again' }, undefined, address);
      expect(refused.status).toBe(429);
      expectDocumented('post', '/token', 429, refused.body);
      expect(refused.body.message).toMatch(/^Too many requests\. Please wait \d+ seconds and try again\.$/);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(800);
    }
    // Another address is not held back by this one's guesses.
    const other = await two.post('/token', { email: uniqueEmail(), password: 'x' }, undefined, '198.51.100.8');
    expect(other.status).toBe(200);
  });

  it('counts simultaneous guesses on both instances once each: 6 of 20 get through', async () => {
    const [one, two] = await twoInstances();
    const address = '198.51.100.9';
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        (i % 2 ? one : two).post('/token', { email: uniqueEmail(), password: 'guess' }, undefined, address),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(6);
    expect(statuses.filter((s) => s === 429)).toHaveLength(14);
  });
});
