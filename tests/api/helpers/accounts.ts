import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Hono } from 'hono';
import { expect } from 'vitest';
import { createApp, type AppOptions } from '@/server/app';
import type { Database } from '@/server/db/client';
import { createMailer } from '@/server/messaging/mailer';

/**
 * Account tests drive the real app on a test database. Each `accountApp` has its own rate limiter (the account
 * endpoints have fixed, tight limits), and mail goes to the real development outbox without printing it.
 */
export interface Answer {
  status: number;
  body: any;
  headers: Headers;
}

export interface AccountApp {
  app: Hono;
  database: Database;
  get(path: string, token?: string | null, env?: unknown): Promise<Answer>;
  post(path: string, body?: unknown, token?: string | null): Promise<Answer>;
  put(path: string, body: unknown, token?: string | null): Promise<Answer>;
  delete(path: string, token?: string | null): Promise<Answer>;
}

export async function quietOutboxMailer(database: Database) {
  return createMailer({ database, smtpUrl: null, from: 'Shop <shop@example.com>', log: () => {} });
}

export async function accountApp(
  database: Database,
  options: Partial<Omit<AppOptions, 'database'>> = {},
): Promise<AccountApp> {
  const app = createApp({ database, cacheTtlMs: 0, mailer: await quietOutboxMailer(database), ...options });
  const call = async (method: string, path: string, body?: unknown, token?: string | null, env?: unknown) => {
    const headers: Record<string, string> = {};
    if (token !== undefined) headers.authorization = `Bearer ${token ?? ''}`;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const res = await app.request(
      `/api${path}`,
      { method, headers, body: body === undefined ? undefined : JSON.stringify(body) },
      env as never,
    );
    const text = await res.text();
    const json = (res.headers.get('content-type') ?? '').includes('json') && text ? JSON.parse(text) : text;
    return { status: res.status, body: json, headers: res.headers };
  };
  return {
    app,
    database,
    get: (path, token, env) => call('GET', path, undefined, token, env),
    post: (path, body = {}, token) => call('POST', path, body, token),
    put: (path, body, token) => call('PUT', path, body, token),
    delete: (path, token) => call('DELETE', path, undefined, token),
  };
}

let counter = 0;
/** An email no other test uses (test files share nothing, but a file registers many accounts). */
export function uniqueEmail(label = 'shopper'): string {
  counter += 1;
  return `${label}.${counter}.${randomBytes(3).toString('hex')}@example.com`;
}

export const GOOD_PASSWORD = 'Correct horse battery 42';

export interface TestAccount {
  id: number;
  name: string;
  email: string;
  password: string;
  token: string;
}

/**
 * A customer made through POST /register (on an app of its own, so the registration limit of the app under
 * test is not used up); `verified` confirms the email through the verification link that was mailed.
 */
export async function registerAccount(
  database: Database,
  input: { name?: string; email?: string; password?: string; verified?: boolean } = {},
): Promise<TestAccount> {
  const api = await accountApp(database);
  const name = input.name ?? 'Test Shopper';
  const email = input.email ?? uniqueEmail();
  const password = input.password ?? GOOD_PASSWORD;
  const res = await api.post('/register', { name, email, password });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  if (input.verified ?? true) {
    const mail = await waitForMail(database, email, 'email_verification');
    expect((await api.post('/email/verify', { token: mail.meta.token })).status).toBe(200);
  }
  const [row] = await database.rows<{ id: number }>(sql`select id from users where email = ${email}`);
  return { id: row!.id, name, email, password, token: res.body.token };
}

export interface OutboxRow {
  id: number;
  recipient: string;
  subject: string | null;
  body: string;
  html: string | null;
  meta: { kind?: string; token?: string; link?: string | null };
}

/**
 * The newest outbox mail of `kind` to `recipient` (newer than outbox id `after`); waits briefly, since some
 * mail is sent after the answer.
 */
export async function waitForMail(
  database: Database,
  recipient: string,
  kind: string,
  { after = 0, timeoutMs = 3000 }: { after?: number; timeoutMs?: number } = {},
): Promise<OutboxRow> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const [row] = await database.rows<OutboxRow>(sql`
      select id, recipient, subject, body, html, meta from outbox_messages
      where recipient = ${recipient} and meta ->> 'kind' = ${kind} and id > ${after}
      order by id desc limit 1`);
    if (row) return row;
    if (Date.now() > until) throw new Error(`no ${kind} mail to ${recipient} within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** The id of the newest outbox message (0 when empty), to wait for mail sent after this point. */
export async function lastOutboxId(database: Database): Promise<number> {
  const [row] = await database.rows<{ id: number }>(sql`select coalesce(max(id), 0)::int as id from outbox_messages`);
  return row!.id;
}

/** Every stored token row as text, to prove a plain token is never kept. */
export async function tokenTablesText(database: Database): Promise<string> {
  const [row] = await database.rows<{ text: string }>(sql`
    select coalesce((select string_agg(a::text, '|') from access_tokens a), '') || '|' ||
           coalesce((select string_agg(o::text, '|') from one_time_tokens o), '') || '|' ||
           coalesce((select string_agg(u::text, '|') from users u), '') as text`);
  return row!.text;
}

export async function mailCount(database: Database, recipient: string, kind?: string): Promise<number> {
  const [row] = await database.rows<{ n: number }>(sql`
    select count(*)::int as n from outbox_messages
    where recipient = ${recipient} and (${kind ?? null}::text is null or meta ->> 'kind' = ${kind ?? null})`);
  return row!.n;
}
