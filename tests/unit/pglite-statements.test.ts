import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '@/server/db/client';
import { migrateDatabase } from '@/server/db/migrate';
import { RowReader } from '@/server/db/pglite-statements';
import { gatherPlannerStatistics } from '@/server/db/planner-statistics';

// database.rows on PGlite runs named prepared statements (src/server/db/pglite-statements.ts): the rows must be
// those drizzle's db.execute gives, on every run of the same text, for reads and writes, and errors must keep
// PostgreSQL's code where the services look for it (the cause chain).
describe('PGlite named statements (database.rows)', () => {
  let database: Database;

  beforeAll(async () => {
    database = await openDatabase({ dataDir: 'memory://' });
    await database.db.execute(sql`create table t (id int primary key, name text, at timestamptz, day date,
      price numeric, tags text[], doc jsonb)`);
  }, 60_000);
  afterAll(() => database?.close());

  const execute = async (query: ReturnType<typeof sql>) =>
    ((await database.db.execute(query)) as unknown as { rows: unknown[] }).rows;

  it('writes through a statement and reads back what db.execute reads, run after run', async () => {
    for (const id of [1, 2, 3]) {
      const inserted = await database.rows(sql`insert into t values (${id}, ${`n${id}`}, '2026-01-02 03:04:05+00',
        '2026-01-02', ${'12.50'}, ${sql.param(['a', 'b'])}, ${JSON.stringify({ k: id })}::jsonb) returning id`);
      expect(inserted).toEqual([{ id }]);
    }
    // More than five runs: PostgreSQL may switch the statement to a generic plan; the answer must not change.
    for (const ids of [[1], [1, 2], [3], [2, 3], [1, 2, 3], [9], [1, 3]]) {
      const query = sql`select id, name, at, day, price, tags, doc, ${true} as flag, ${null}::text as nothing
        from t where id = any(${sql.param(ids)}::int[]) order by id`;
      expect(await database.rows(query)).toEqual(await execute(query));
    }
    const [row] = await database.rows<Record<string, unknown>>(sql`select at, day, price, doc from t where id = 1`);
    expect(row).toEqual({ at: '2026-01-02 03:04:05+00', day: '2026-01-02', price: '12.50', doc: { k: 1 } });
  });

  it('answers an update without rows, and a later read sees it', async () => {
    expect(await database.rows(sql`update t set name = ${'renamed'} where id = ${2}`)).toEqual([]);
    expect(await database.rows(sql`select name from t where id = ${2}`)).toEqual([{ name: 'renamed' }]);
  });

  it('fails with the PostgreSQL code in the cause chain, and the next statement still runs', async () => {
    const error = await database.rows(sql`insert into t (id) values (${1})`).catch((e: unknown) => e);
    let code: unknown;
    for (let e: unknown = error; e && !code; e = (e as { cause?: unknown }).cause)
      code = (e as { code?: unknown }).code;
    expect(code).toBe('23505');
    const bad = await database.rows(sql`select nosuchcolumn from t`).catch((e: unknown) => e);
    expect(bad).toBeInstanceOf(Error);
    expect(await database.rows(sql`select count(*)::int as n from t`)).toEqual([{ n: 3 }]);
  });

  it('reads rows larger than a piece of the answer, and text in every script, as db.execute does', async () => {
    // 300 K characters of mixed scripts (one to four bytes each in UTF-8): the backend writes this answer in
    // several pieces, and a row and a character are cut between two of them.
    const long = 'aé€😀ب'.repeat(60_000);
    await database.rows(sql`insert into t (id, name, doc) values (${4}, ${long}, ${JSON.stringify({ long })}::jsonb)`);
    const query = sql`select id, name, doc, length(name) as n from t where id >= ${3} order by id`;
    const rows = await database.rows<{ name: string; n: number }>(query);
    expect(rows).toEqual(await execute(query));
    expect(rows[1]!.name).toBe(long);
    expect(rows[1]!.n).toBe(long.length - 60_000); // PostgreSQL counts the emoji once, JavaScript twice
    await database.rows(sql`delete from t where id = ${4}`);
  });

  it('waits for an open transaction instead of running inside it', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const transaction = database.db.transaction(async (tx) => {
      await tx.execute(sql`update t set name = 'in transaction' where id = 3`);
      await held;
      throw new Error('rolled back');
    });
    const read = database.rows<{ name: string }>(sql`select name from t where id = ${3}`);
    release();
    await expect(transaction).rejects.toThrow('rolled back');
    expect(await read).toEqual([{ name: 'n3' }]);
  });
});

describe('RowReader', () => {
  it('reads an answer cut anywhere into pieces as it reads it whole', async () => {
    const { PGlite, protocol } = await import('@electric-sql/pglite');
    const client = await PGlite.create();
    try {
      const text = `select n, 'é'||n::text||'😀' as label, case when n % 2 = 0 then null else n * 1.5 end as half
        from generate_series(1, 3) n`;
      const { serialize } = protocol;
      const answer = await client.execProtocolRaw(
        new Uint8Array([
          ...serialize.parse({ name: 's', text, types: [] }),
          ...serialize.bind({ statement: 's', values: [] }),
          ...serialize.execute({}),
          ...serialize.sync(),
        ]),
      );
      const columns = [
        { name: 'n', type: 23 },
        { name: 'label', type: 25 },
        { name: 'half', type: 1700 },
      ];
      const parsers = { 23: (value: string) => Number(value) };
      const expected = [
        { n: 1, label: 'é1😀', half: '1.5' },
        { n: 2, label: 'é2😀', half: null },
        { n: 3, label: 'é3😀', half: '4.5' },
      ];
      for (let cut = 0; cut <= answer.length; cut++) {
        const reader = new RowReader(columns, parsers);
        reader.read(answer.slice(0, cut));
        reader.read(answer.slice(cut));
        expect(reader.rows, `cut at ${cut}`).toEqual(expected);
        expect(reader.error).toBeNull();
      }
      const byByte = new RowReader(columns, parsers);
      for (const byte of answer) byByte.read(new Uint8Array([byte]));
      expect(byByte.rows).toEqual(expected);
      const failed = new RowReader([], parsers);
      failed.read(await client.execProtocolRaw(serialize.query('select 1/0')));
      expect(failed.rows).toEqual([]);
      expect(failed.error?.[0]).toBe(0x45);
    } finally {
      await client.close();
    }
  });
});

describe('planner statistics on PGlite (gatherPlannerStatistics)', () => {
  it('analyzes an embedded database whose products have no statistics, and again when forced', async () => {
    const database = await openDatabase({ dataDir: 'memory://' });
    try {
      await migrateDatabase('pglite', database.db);
      const analyzed = async () =>
        (
          await database.rows<{ at: string | null }>(
            sql`select last_analyze as at from pg_stat_user_tables where relname = 'products'`,
          )
        )[0]?.at ?? null;
      expect(await analyzed()).toBeNull();
      expect(await gatherPlannerStatistics(database)).toBe(true);
      expect(await analyzed()).not.toBeNull();
      expect(await gatherPlannerStatistics(database, { force: true })).toBe(true);
    } finally {
      await database.close();
    }
  }, 120_000);
});
