import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { Hono } from 'hono';
import pg from 'pg';
import { inject } from 'vitest';
import { createApp, type AppOptions } from '@/server/app';
import { type Database, openDatabase } from '@/server/db/client';
import { hasDemoData } from '@/server/demo/seed';
import { startDatabase } from '@/server/runtime';
import { directoryStorage, type ObjectStore, type Storage } from '@/server/storage';
import { copyPrivateFiles, databaseUrl, type SeedTemplate } from './seed-template';

/**
 * A fresh, seeded database and the real API app, driven in-process through `app.request`.
 * Embedded PGlite by default; with TEST_DATABASE_URL a throwaway database is created on that PostgreSQL
 * server for this test file and dropped afterwards. Under the `api` project the database is a copy of the run's
 * one seeded template (./seed-template.ts); elsewhere it is migrated and seeded here.
 */
export interface TestApp {
  app: Hono;
  database: Database;
  kind: 'pglite' | 'postgres';
  /** Where this app keeps pictures and files: the `storage` option, else folders of its own (below). */
  storage: Storage;
  /** The folder of the default media store (a fresh folder, removed by close). */
  mediaDir: string;
  /** The folder of the default private store (a fresh folder with the demo e-books, unless `storage` is given). */
  privateDir: string;
  get(path: string, init?: RequestInit): Promise<{ status: number; body: any; headers: Headers }>;
  post(path: string, body: unknown, init?: RequestInit): Promise<{ status: number; body: any; headers: Headers }>;
  close(): Promise<void>;
}

export async function createThrowawayDatabase(
  serverUrl: string,
  template?: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `pickbazar_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  await admin.end();
  return {
    url: databaseUrl(serverUrl, name),
    drop: async () => {
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/** The run's seeded template for this engine, when the `api` project's global setup made one. */
function seedTemplate(kind: SeedTemplate['kind']): SeedTemplate | null {
  const template = inject('seedTemplate') as SeedTemplate | undefined;
  return template?.kind === kind ? template : null;
}

/** The PostgreSQL template database to create a file's database from (createThrowawayDatabase), if any. */
export function templateDatabase(): string | undefined {
  return seedTemplate('postgres')?.database;
}

/**
 * A new seeded database: on PostgreSQL at `url` (made by createThrowawayDatabase with templateDatabase(), so
 * already a copy of the template), on PGlite in `dataDir` (a new folder or `memory://`) loaded from the template's
 * dump; the seed's private files are written to `privateFiles`. Without a template (outside the `api` project) it
 * is migrated and seeded here.
 */
export async function seededDatabase(options: {
  url: string | null;
  dataDir: string;
  privateFiles: ObjectStore;
}): Promise<Database> {
  const template = seedTemplate(options.url ? 'postgres' : 'pglite');
  if (!template) {
    return startDatabase({
      databaseUrl: options.url,
      pgliteDataDir: options.dataDir,
      seed: true,
      privateFiles: options.privateFiles,
      log: () => {},
    });
  }
  const database = options.url
    ? await openDatabase({ url: options.url })
    : await openDatabase({ dataDir: options.dataDir, loadDataDir: new Blob([await readFile(template.dump!)]) });
  await copyPrivateFiles(template, options.privateFiles);
  return database;
}

async function call(app: Hono, path: string, init: RequestInit = {}) {
  const res = await app.request(path.startsWith('/api') ? path : `/api${path}`, init);
  const text = await res.text();
  let body: unknown = text;
  if ((res.headers.get('content-type') ?? '').includes('json')) body = text ? JSON.parse(text) : null;
  return { status: res.status, body: body as any, headers: res.headers };
}

export async function createTestApp(options: Partial<Omit<AppOptions, 'database'>> = {}): Promise<TestApp> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const privateDir = await mkdtemp(path.join(os.tmpdir(), 'pickbazar-private-'));
  const mediaDir = await mkdtemp(path.join(os.tmpdir(), 'pickbazar-media-'));
  const storage = options.storage ?? directoryStorage({ media: mediaDir, private: privateDir });
  const throwaway = serverUrl ? await createThrowawayDatabase(serverUrl, templateDatabase()) : null;
  const database = await seededDatabase({
    url: throwaway?.url ?? null,
    dataDir: 'memory://',
    privateFiles: storage.private,
  });
  // Tests change rows between requests; the response cache has its own test (tests/api/response-cache.test.ts).
  const app = createApp({ database, storage, cacheTtlMs: 0, demoData: await hasDemoData(database.db), ...options });
  return {
    app,
    database,
    kind: database.kind,
    storage,
    mediaDir,
    privateDir,
    get: (p, init) => call(app, p, init),
    post: (p, body, init = {}) =>
      call(app, p, {
        method: 'POST',
        ...init,
        headers: { 'content-type': 'application/json', ...(init.headers ?? {}) },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      }),
    close: async () => {
      await database.close();
      await throwaway?.drop();
      await rm(privateDir, { recursive: true, force: true });
      await rm(mediaDir, { recursive: true, force: true });
    },
  };
}
