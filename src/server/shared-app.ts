import type { Hono } from 'hono';
import { serverEnv } from '@/config/env';
import { createApp } from './app';
import { hasDemoData } from './demo/seed';
import { openRateLimitStore } from './http/open-rate-limit-store';
import { sharedDatabase } from './runtime';

const KEY = Symbol.for('pickbazar.api');
type Holder = { [KEY]?: Promise<Hono> };

/**
 * The process-wide API app over the process-wide database. The production server, Next's API route and
 * in-process calls during server-side rendering all get this one instance, whichever bundle asks first.
 */
export function sharedApp(): Promise<Hono> {
  const holder = globalThis as Holder;
  holder[KEY] ??= sharedDatabase()
    .then(async (database) => {
      // Connected before the first request, so an unreachable Redis stops the start with its reason.
      const rateLimitStore = await openRateLimitStore({ database, redisUrl: serverEnv().redisUrl });
      return createApp({ database, rateLimitStore, demoData: await hasDemoData(database.db) });
    })
    .catch((err: unknown) => {
      delete holder[KEY];
      throw err;
    });
  return holder[KEY];
}
