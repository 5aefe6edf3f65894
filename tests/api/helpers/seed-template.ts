import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { startDatabase } from '@/server/runtime';
import type { ObjectStore } from '@/server/storage';

/**
 * One seed per database engine for the whole API suite (vitest globalSetup of the `api` project): the database is
 * migrated and seeded once, here, and every test file starts from a copy of it (tests/api/helpers/test-app.ts)
 * instead of migrating and seeding its own. On PGlite the copy is a dump of the seeded data directory, loaded
 * into each file's in-memory database; on PostgreSQL (TEST_DATABASE_URL) it is a template database, copied by
 * `create database … template …`. The demo e-books the seed writes to the private store are kept beside it and
 * written into each file's store.
 */
export interface SeedTemplate {
  kind: 'pglite' | 'postgres';
  /** PGlite: the data directory dump (uncompressed tar). */
  dump?: string;
  /** PostgreSQL: the template database's name on TEST_DATABASE_URL's server. */
  database?: string;
  /** Folder of the seeded private files, with files.json listing their keys and content types. */
  privateDir: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    seedTemplate: SeedTemplate;
  }
}

/** The template database's URL on the server of `serverUrl`. */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** A private store that keeps what the seed writes, so it can be saved beside the template. */
function recordingStore() {
  const files = new Map<string, { bytes: Uint8Array; contentType?: string }>();
  const store: ObjectStore = {
    location: 'memory (seed template)',
    put: async (key, bytes, options) => void files.set(key, { bytes, contentType: options?.contentType }),
    get: async (key) => (files.has(key) ? Buffer.from(files.get(key)!.bytes) : null),
    open: async () => null,
    exists: async (key) => files.has(key),
    delete: async (key) => void files.delete(key),
  };
  return { store, files };
}

export default async function setup(project: TestProject) {
  const started = Date.now();
  const dir = await mkdtemp(path.join(os.tmpdir(), 'pickbazar-seed-'));
  const privateDir = path.join(dir, 'private');
  await mkdir(privateDir);
  const { store, files } = recordingStore();
  // The project's own setting first (the api-postgres project sets it), else the run's.
  const serverUrl = project.config.env?.TEST_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  let template: SeedTemplate;
  let dropTemplate = async () => {};
  if (serverUrl) {
    const name = `pickbazar_template_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    dropTemplate = async () => {
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    };
    const database = await startDatabase({
      databaseUrl: databaseUrl(serverUrl, name),
      seed: true,
      privateFiles: store,
      log: () => {},
    });
    // A template may have no other connection while it is copied.
    await database.close();
    template = { kind: 'postgres', database: name, privateDir };
  } else {
    const database = await startDatabase({
      databaseUrl: null,
      pgliteDataDir: 'memory://',
      seed: true,
      privateFiles: store,
      log: () => {},
    });
    const dump = path.join(dir, 'pglite.tar');
    await writeFile(dump, Buffer.from(await (await database.dumpDataDir!()).arrayBuffer()));
    await database.close();
    template = { kind: 'pglite', dump, privateDir };
  }
  const listed: { key: string; file: string; contentType?: string }[] = [];
  for (const [key, { bytes, contentType }] of files) {
    const file = `${listed.length}.bin`;
    await writeFile(path.join(privateDir, file), bytes);
    listed.push({ key, file, contentType });
  }
  await writeFile(path.join(privateDir, 'files.json'), JSON.stringify(listed));
  project.provide('seedTemplate', template);
  console.log(
    `[${project.name}] one seeded ${template.kind} template for every file, made in ${Date.now() - started} ms`,
  );
  return async () => {
    await dropTemplate();
    await rm(dir, { recursive: true, force: true });
  };
}

/** Writes the template's private files into a file's own private store. */
export async function copyPrivateFiles(template: SeedTemplate, target: ObjectStore): Promise<void> {
  const listed = JSON.parse(await readFile(path.join(template.privateDir, 'files.json'), 'utf8')) as {
    key: string;
    file: string;
    contentType?: string;
  }[];
  for (const { key, file, contentType } of listed) {
    await target.put(key, await readFile(path.join(template.privateDir, file)), { contentType });
  }
}
