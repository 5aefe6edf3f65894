import type { Hono } from 'hono';
import { createApp } from './app';
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
    .then((database) => createApp({ database }))
    .catch((err: unknown) => {
      delete holder[KEY];
      throw err;
    });
  return holder[KEY];
}
