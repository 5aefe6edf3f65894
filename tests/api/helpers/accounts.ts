import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Hono } from 'hono';
import { expect } from 'vitest';
import { createApp, type AppOptions } from '@/server/app';
import type { Database } from '@/server/db/client';
import { createMailer } from '@/server/messaging/mailer';
import { createSmsSender } from '@/server/messaging/sms';

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
  /** `address`: the client address this one request comes from (else the app's own). */
  post(path: string, body?: unknown, token?: string | null, address?: string): Promise<Answer>;
  put(path: string, body: unknown, token?: string | null): Promise<Answer>;
  delete(path: string, token?: string | null): Promise<Answer>;
}

export async function quietOutboxMailer(database: Database) {
  return createMailer({ database, smtpUrl: null, from: 'Shop <shop@example.com>', log: () => {} });
}

/** How a request looks to the app when it arrived on a socket from `address` (the per-address rate limits). */
export const fromAddress = (address: string) => ({ incoming: { socket: { remoteAddress: address } } });

export async function accountApp(
  database: Database,
  { address, ...options }: Partial<Omit<AppOptions, 'database'>> & { address?: string } = {},
): Promise<AccountApp> {
  const app = createApp({ database, cacheTtlMs: 0, mailer: await quietOutboxMailer(database), ...options });
  const call = async (
    method: string,
    path: string,
    body?: unknown,
    token?: string | null,
    env: unknown = address ? fromAddress(address) : undefined,
  ) => {
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
    post: (path, body = {}, token, from) => call('POST', path, body, token, from ? fromAddress(from) : undefined),
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
let helperAddresses = 0;
/**
 * An address no other helper call uses. On PostgreSQL every app over the database shares the per-address
 * limits, and a test file registers more accounts (or signs in more phones) than one address may.
 */
function helperAddress(): string {
  helperAddresses += 1;
  return `100.64.${helperAddresses >> 8}.${helperAddresses & 255}`;
}

export async function registerAccount(
  database: Database,
  input: { name?: string; email?: string; password?: string; verified?: boolean } = {},
): Promise<TestAccount> {
  const api = await accountApp(database, { address: helperAddress() });
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

/** Argon2id at OWASP's minimum or above: at least 19 MiB of memory and 2 passes. */
export function expectArgon2id(hash: string | null | undefined): void {
  const params = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$[A-Za-z0-9+/]+\$[A-Za-z0-9+/]+$/.exec(hash ?? '');
  expect(params, `not an argon2id hash: ${hash?.slice(0, 40)}`).not.toBeNull();
  expect(Number(params![1])).toBeGreaterThanOrEqual(19_456);
  expect(Number(params![2])).toBeGreaterThanOrEqual(2);
}

export async function passwordHashOf(database: Database, userId: number): Promise<string | null> {
  const [row] = await database.rows<{ password_hash: string | null }>(
    sql`select password_hash from users where id = ${userId}`,
  );
  return row!.password_hash;
}

/** Sets one option of the shop settings (every language's row, as an admin saving the settings would). */
export async function setShopOption(database: Database, key: string, value: unknown): Promise<void> {
  await database.rows(
    sql`update settings set options = jsonb_set(options, ${`{${key}}`}::text[], ${JSON.stringify(value)}::jsonb)`,
  );
}

/** Moves a sign-in token's expiry into the past. */
export async function expireAccessToken(database: Database, tokenHash: string): Promise<void> {
  await database.rows(
    sql`update access_tokens set expires_at = now() - interval '1 second' where token_hash = ${tokenHash}`,
  );
}

let phones = 0;
/** A phone number no other account of this test run uses. */
export function uniquePhone(): string {
  phones += 1;
  return `+1646${String(process.pid % 1000).padStart(3, '0')}${String(phones).padStart(4, '0')}`;
}

/** An app whose texts go to the outbox quietly, for phone sign-in helpers. */
const phoneApp = (database: Database) =>
  accountApp(database, { sms: createSmsSender({ database, twilio: null, log: () => {} }), address: helperAddress() });

/**
 * Phone sign-in as the storefront does it: a login code to `phone`, read from the outbox, sent back to
 * /otp-login with name and email when given. Answers /otp-login's answer.
 */
export async function phoneSignIn(database: Database, phone: string, extra: { name?: string; email?: string } = {}) {
  const api = await phoneApp(database);
  const sent = await api.post('/send-otp-code', { phone_number: phone });
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  const [sms] = await database.rows<{ meta: { code: string; otp_id: string } }>(
    sql`select meta from outbox_messages where recipient = ${phone} order by id desc limit 1`,
  );
  return api.post('/otp-login', { phone_number: phone, code: sms!.meta.code, otp_id: sms!.meta.otp_id, ...extra });
}

/**
 * A customer without a password, made the way phone sign-in makes them, with a sign-in token. Its own app,
 * so the phone limits of the app under test stay untouched.
 */
export async function phoneAccount(
  database: Database,
  input: { name?: string; email?: string; phone?: string } = {},
): Promise<Omit<TestAccount, 'password'> & { phone: string }> {
  const name = input.name ?? 'Phone Shopper';
  const email = input.email ?? uniqueEmail('phone');
  const phone = input.phone ?? uniquePhone();
  const res = await phoneSignIn(database, phone, { name, email });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const [row] = await database.rows<{ id: number }>(sql`select id from users where email = ${email}`);
  return { id: row!.id, name, email, phone, token: res.body.token };
}
