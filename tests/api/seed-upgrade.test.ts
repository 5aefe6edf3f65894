import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { createApp } from '@/server/app';
import type { Database } from '@/server/db/client';
import { SEED_STEPS, seedDatabase } from '@/server/demo/seed';
import { startDatabase } from '@/server/runtime';
import { directoryStorage, type Storage } from '@/server/storage';
import { expectDocumented } from './helpers/openapi';
import { createThrowawayDatabase } from './helpers/test-app';

/**
 * Upgrading a shop whose database an earlier release seeded: the demo data loads step by step, so this release
 * adds the FAQs, flash sales and refund reasons that release did not have, and touches nothing else.
 */
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const clean of cleanups.splice(0).reverse()) await clean();
});

interface Place {
  storage: Storage;
  /** Opens the database as the shop's start does: migrations, then the seed (with `seed`) as startDatabase runs it. */
  open(seed: boolean): Promise<Database>;
}

/** Where a shop's database lives: a PGlite folder, or a throwaway database on TEST_DATABASE_URL. */
async function place(): Promise<Place> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'pickbazar-upgrade-'));
  const storage = directoryStorage({ media: path.join(dir, 'media'), private: path.join(dir, 'private') });
  const throwaway = process.env.TEST_DATABASE_URL ? await createThrowawayDatabase(process.env.TEST_DATABASE_URL) : null;
  const opened: Database[] = [];
  cleanups.push(async () => {
    for (const database of opened) await database.close().catch(() => {});
    await throwaway?.drop();
    await rm(dir, { recursive: true, force: true });
  });
  return {
    storage,
    open: async (seed) => {
      const database = await startDatabase({
        databaseUrl: throwaway?.url ?? null,
        pgliteDataDir: path.join(dir, 'pglite'),
        seed,
        privateFiles: storage.private,
        log: () => {},
      });
      opened.push(database);
      return database;
    },
  };
}

async function count(database: Database, table: string): Promise<number> {
  const [row] = await database.rows<{ n: number }>(sql`select count(*)::int as n from ${sql.identifier(table)}`);
  return row!.n;
}

/** A digest of every row of the tables the first release seeded, to prove the upgrade leaves them as they were. */
async function firstReleaseDigest(database: Database): Promise<string> {
  const parts: string[] = [];
  for (const table of ['products', 'shops', 'users', 'categories', 'reviews', 'attachments']) {
    const [row] = await database.rows<{ digest: string }>(
      sql`select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest from ${sql.identifier(table)} t`,
    );
    parts.push(`${table}:${row!.digest}`);
  }
  return parts.join(' ');
}

const recorded = async (database: Database) =>
  (await database.rows<{ version: string }>(sql`select version from seed_runs order by version`)).map((r) => r.version);

const NEW_TABLES = [
  'faqs',
  'terms_and_conditions',
  'flash_sales',
  'flash_sale_products',
  'refund_reasons',
  'refund_policies',
];

describe('upgrading a database seeded by the previous release', () => {
  it('adds what this release brings (FAQs, flash sales, refund reasons), once, and touches nothing else', async () => {
    const shop = await place();
    const { storage } = shop;
    const database = await shop.open(false);
    // The previous release: the same migrations, and a seed that was only its first step.
    const previous = await database.exclusive((db) =>
      seedDatabase(db, { privateFiles: storage.private, steps: SEED_STEPS.slice(0, 1) }),
    );
    expect(previous.applied).toEqual(['demo-1']);
    // Its settings named http://localhost:3000 as the shop's address; the operator set a blog of their own in Arabic.
    await database.rows(sql`update settings set options = jsonb_set(jsonb_set(jsonb_set(options,
      '{siteLink}', '"http://localhost:3000"'), '{externalLink}', '"http://localhost:3000/blog"'),
      '{seo,canonicalUrl}', '"http://localhost:3000"')`);
    await database.rows(
      sql`update settings set options = jsonb_set(options, '{externalLink}', '"https://blog.example/ar"') where language = 'ar'`,
    );
    for (const table of NEW_TABLES) expect(await count(database, table), table).toBe(0);
    const before = await firstReleaseDigest(database);
    const attachmentsBefore = await count(database, 'attachments');

    // This release starts on it (startDatabase: migrations, then the seed's pending steps).
    await database.close();
    const reopened = await shop.open(true);
    expect(await recorded(reopened)).toEqual(['catalogue-extras-1', 'demo-1', 'refunds-1', 'settings-links-1']);
    for (const table of NEW_TABLES) expect(await count(reopened, table), table).toBeGreaterThan(0);
    // Only the new rows' pictures were added; every row the first release made is as it was.
    expect(await count(reopened, 'attachments')).toBeGreaterThan(attachmentsBefore);
    const [oldPictures] = await reopened.rows<{ digest: string }>(
      sql`select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest from attachments t where id <= ${attachmentsBefore}`,
    );
    expect(before).toContain(`attachments:${oldPictures!.digest}`);
    expect((await firstReleaseDigest(reopened)).replace(/ attachments:\w+$/, '')).toBe(
      before.replace(/ attachments:\w+$/, ''),
    );

    // The seeded localhost links gave way to the site URL; the operator's own blog stayed.
    const links = await reopened.rows<{
      language: string;
      site: string | null;
      blog: string | null;
      canonical: string | null;
    }>(
      sql`select language, options ->> 'siteLink' as site, options ->> 'externalLink' as blog,
        options #>> '{seo,canonicalUrl}' as canonical from settings order by language`,
    );
    expect(links).toEqual([
      { language: 'ar', site: null, blog: 'https://blog.example/ar', canonical: null },
      { language: 'en', site: null, blog: null, canonical: null },
    ]);

    // The shop shows them.
    const app = createApp({ database: reopened, storage, cacheTtlMs: 0 });
    const shown = await app.request('/api/settings');
    expect(shown.status).toBe(200);
    expectDocumented('get', '/settings', 200, await shown.json());
    const faqs = await (await app.request('/api/faqs')).json();
    expect(faqs.data.length).toBeGreaterThan(0);
    const reasons = await (await app.request('/api/refund-reasons')).json();
    expect(reasons.data.length).toBeGreaterThan(0);

    // Starting again changes nothing.
    const counts = await Promise.all(NEW_TABLES.map((table) => count(reopened, table)));
    const again = await reopened.exclusive((db) => seedDatabase(db, { privateFiles: storage.private }));
    expect(again).toMatchObject({ seeded: false, applied: [] });
    expect(await Promise.all(NEW_TABLES.map((table) => count(reopened, table)))).toEqual(counts);
  }, 180_000);

  it('a database seeded before the steps were recorded one by one is only recorded, never loaded twice', async () => {
    const shop = await place();
    const { storage } = shop;
    const database = await shop.open(false);
    await database.exclusive((db) => seedDatabase(db, { privateFiles: storage.private }));
    // That release loaded everything under the one name 'demo-1'.
    await database.rows(sql`delete from seed_runs where version <> 'demo-1'`);
    const counts = await Promise.all(NEW_TABLES.map((table) => count(database, table)));
    const digest = await firstReleaseDigest(database);
    const result = await database.exclusive((db) => seedDatabase(db, { privateFiles: storage.private }));
    expect(result).toMatchObject({ seeded: false, applied: [] });
    expect(await recorded(database)).toEqual(['catalogue-extras-1', 'demo-1', 'refunds-1', 'settings-links-1']);
    expect(await Promise.all(NEW_TABLES.map((table) => count(database, table)))).toEqual(counts);
    expect(await firstReleaseDigest(database)).toBe(digest);
  }, 120_000);
});
