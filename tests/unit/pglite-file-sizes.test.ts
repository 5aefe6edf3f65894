import { mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cacheFileSizes, type FileSizeCounters } from '@/server/db/pglite-file-sizes';

// cacheFileSizes (src/server/db/pglite-file-sizes.ts) answers PostgreSQL's "how long is this file" from memory until
// the file system layer writes: the length PostgreSQL sees must be the file's length on disk after every kind of
// change (growth, truncation by VACUUM, a new file by TRUNCATE), and a database reopened from the directory must hold
// every row.
describe('PGlite file sizes kept between writes', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'pglite-sizes-'));
  let db: PGlite;
  let counters: FileSizeCounters;

  beforeAll(async () => {
    db = await PGlite.create({ dataDir: dir });
    counters = cacheFileSizes(db)!;
    await db.exec('create table t (id int primary key, body text)');
  }, 60_000);
  afterAll(async () => {
    await db?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  /** The table's length as PostgreSQL sees it (a seek to the end of its file) and its file's length on disk. */
  const lengths = async () => {
    await db.exec('checkpoint'); // dirty pages reach the file, so the disk length is final
    const { rows } = await db.query<{ file: string; size: number }>(
      `select pg_relation_filepath('t') as file, pg_relation_size('t')::int as size`,
    );
    return { seen: rows[0]!.size, disk: statSync(path.join(dir, rows[0]!.file)).size };
  };
  const count = async () => (await db.query<{ n: number }>('select count(*)::int as n from t')).rows[0]!.n;

  it('is on: the sizes of a read come from memory', async () => {
    expect(counters).toBeDefined();
    await count();
    const before = counters.hits;
    for (let i = 0; i < 5; i++) await count();
    expect(counters.hits).toBeGreaterThan(before);
  });

  it('sees a table grow, shrink (VACUUM) and start again (TRUNCATE) as the disk does', async () => {
    const insert = (from: number, to: number) =>
      db.exec(`insert into t select g, repeat('x', 500) from generate_series(${from}, ${to}) g`);
    await insert(1, 5000);
    const grown = await lengths();
    expect(grown.seen).toBe(grown.disk);
    expect(grown.seen).toBeGreaterThan(8192 * 100);
    expect(await count()).toBe(5000);

    // VACUUM gives the empty tail pages back to the file system: the file shrinks.
    await db.exec('delete from t where id > 100');
    await db.exec('vacuum t');
    const shrunk = await lengths();
    expect(shrunk.seen).toBe(shrunk.disk);
    expect(shrunk.seen).toBeLessThan(grown.seen);
    await insert(101, 300);
    const regrown = await lengths();
    expect(regrown.seen).toBe(regrown.disk);
    expect(await count()).toBe(300);

    // TRUNCATE gives the table a new, empty file.
    await db.exec('truncate t');
    const emptied = await lengths();
    expect(emptied).toEqual({ seen: 0, disk: 0 });
    await insert(1, 50);
    expect(await count()).toBe(50);
  });

  it('leaves every row on disk for the next process', async () => {
    await db.exec(`insert into t select g, 'again' from generate_series(51, 2050) g`);
    await db.close();
    db = await PGlite.create({ dataDir: dir });
    expect(await count()).toBe(2050);
    expect((await db.query<{ n: number }>(`select count(*)::int as n from t where body = 'again'`)).rows[0]!.n).toBe(
      2000,
    );
  });
});
