import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256 } from '@/server/auth/random';
import { createSmsSender } from '@/server/messaging/sms';
import { accountApp, type AccountApp, registerAccount, uniquePhone } from './helpers/accounts';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * Simultaneous "send me another one" requests (a double click, two tabs, a retrying client) must leave exactly
 * one valid token or code: real concurrent requests, on PGlite and on PostgreSQL.
 */
let t: TestApp;
let api: AccountApp;
const SIMULTANEOUS = 8;
const everyLimit = { max: 1000, windowMs: 60_000 };
beforeAll(async () => {
  t = await createTestApp();
  api = await accountApp(t.database, {
    rateLimit: everyLimit,
    rateLimits: {
      resetRequestPerEmail: everyLimit,
      verificationMailPerUser: everyLimit,
      otpSendPerNumber: everyLimit,
    },
    sms: createSmsSender({ database: t.database, twilio: null, log: () => {} }),
  });
});
afterAll(() => t?.close());

async function validTokens(userId: number, purpose: string) {
  return t.database.rows<{ token_hash: string }>(sql`
    select token_hash from one_time_tokens
    where user_id = ${userId} and purpose = ${purpose} and used_at is null and expires_at > now()`);
}

/** The mailed tokens of `kind` to `recipient`, once `count` of them have arrived (some are sent after the answer). */
async function mailedTokens(recipient: string, kind: string, count: number): Promise<string[]> {
  const until = Date.now() + 5000;
  for (;;) {
    const rows = await t.database.rows<{ token: string }>(sql`
      select meta ->> 'token' as token from outbox_messages
      where recipient = ${recipient} and meta ->> 'kind' = ${kind}`);
    if (rows.length >= count) return rows.map((r) => r.token);
    if (Date.now() > until) throw new Error(`${rows.length} of ${count} ${kind} mails to ${recipient}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

describe('simultaneous requests leave exactly one valid token', () => {
  it(`password reset: ${SIMULTANEOUS} requests at once`, async () => {
    const account = await registerAccount(t.database);
    const answers = await Promise.all(
      Array.from({ length: SIMULTANEOUS }, () => api.post('/forget-password', { email: account.email })),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(SIMULTANEOUS).fill(200));
    const mailed = await mailedTokens(account.email, 'password_reset', SIMULTANEOUS);

    const valid = await validTokens(account.id, 'password_reset');
    expect(valid).toHaveLength(1);
    // The one that works is one that was mailed, and no other mailed code works.
    expect(mailed.map(sha256)).toContain(valid[0]!.token_hash);
    const checks = await Promise.all(
      mailed.map((token) => api.post('/verify-forget-password-token', { email: account.email, token })),
    );
    expect(checks.filter((c) => c.body.success === true)).toHaveLength(1);
  });

  it(`email verification: ${SIMULTANEOUS} resends at once`, async () => {
    const account = await registerAccount(t.database, { verified: false });
    await mailedTokens(account.email, 'email_verification', 1);
    const answers = await Promise.all(
      Array.from({ length: SIMULTANEOUS }, () => api.post('/email/verification-notification', {}, account.token)),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(SIMULTANEOUS).fill(200));
    const mailed = await mailedTokens(account.email, 'email_verification', SIMULTANEOUS + 1);

    const valid = await validTokens(account.id, 'email_verification');
    expect(valid).toHaveLength(1);
    expect(mailed.map(sha256)).toContain(valid[0]!.token_hash);
  });

  it(`phone codes: ${SIMULTANEOUS} sends to one number at once`, async () => {
    const phone = uniquePhone();
    const answers = await Promise.all(
      Array.from({ length: SIMULTANEOUS }, () => api.post('/send-otp-code', { phone_number: phone })),
    );
    expect(answers.map((a) => a.body.success)).toEqual(Array(SIMULTANEOUS).fill(true));
    const live = await t.database.rows<{ id: string }>(sql`
      select id from otp_codes
      where phone_number = ${phone} and purpose = 'login' and consumed_at is null and expires_at > now()`);
    expect(live).toHaveLength(1);
    expect(answers.map((a) => a.body.id)).toContain(live[0]!.id);
  });
});
