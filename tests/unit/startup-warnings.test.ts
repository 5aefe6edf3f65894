import { afterEach, describe, expect, it } from 'vitest';
import { resetServerEnv } from '@/config/env';
import { siteUrlFrom } from '@/config/site-url';
import { startupWarnings } from '@/server/startup-warnings';

const saved = { ...process.env };
afterEach(() => {
  for (const key of Object.keys(process.env)) if (!(key in saved)) delete process.env[key];
  Object.assign(process.env, saved);
  resetServerEnv();
});

/** The warnings of a start with exactly these variables (the parsed environment follows them too). */
function warningsFor(vars: Record<string, string>): string[] {
  for (const key of [
    'NEXT_PUBLIC_SITE_URL',
    'PORT',
    'SMTP_URL',
    'TWILIO_ACCOUNT_SID',
    'TWILIO_AUTH_TOKEN',
    'TWILIO_FROM',
    'DEV_OUTBOX',
  ]) {
    delete process.env[key];
  }
  Object.assign(process.env, vars);
  resetServerEnv();
  return startupWarnings({ ...process.env, ...vars });
}

describe('the public URL', () => {
  it('defaults to this machine on the port the shop listens on', () => {
    expect(siteUrlFrom(undefined, '3999')).toBe('http://localhost:3999');
    expect(siteUrlFrom('', undefined)).toBe('http://localhost:3000');
    expect(siteUrlFrom('https://shop.example/', '3999')).toBe('https://shop.example');
  });

  it('unset in production is a warning naming NEXT_PUBLIC_SITE_URL and where links point instead', () => {
    const [warning, ...rest] = warningsFor({ NODE_ENV: 'production', PORT: '3999' }).filter((w) =>
      w.includes('SITE_URL'),
    );
    expect(rest).toEqual([]);
    expect(warning).toMatch(/^NEXT_PUBLIC_SITE_URL is not set/);
    expect(warning).toContain('http://localhost:3999');
  });

  it('set, or outside production, warns of nothing', () => {
    expect(
      warningsFor({ NODE_ENV: 'production', NEXT_PUBLIC_SITE_URL: 'https://shop.example' }).filter((w) =>
        w.includes('SITE_URL'),
      ),
    ).toEqual([]);
    expect(warningsFor({ NODE_ENV: 'development' })).toEqual([]);
  });
});

describe('message channels without a real sender', () => {
  const live = { NODE_ENV: 'production', NEXT_PUBLIC_SITE_URL: 'https://shop.example' };
  const twilio = { TWILIO_ACCOUNT_SID: 'AC1', TWILIO_AUTH_TOKEN: 'secret', TWILIO_FROM: '+15550100000' };

  it('each is one warning naming its variables and where the messages go', () => {
    const warnings = warningsFor(live);
    expect(warnings).toHaveLength(2);
    const [mail, texts] = warnings;
    expect(mail).toMatch(/^SMTP_URL is not set: no mail is sent/);
    expect(mail).toContain('development outbox');
    expect(mail).toContain('only to requests from this machine (DEV_OUTBOX=auto)');
    expect(texts).toMatch(/^TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM are not all set/);
    expect(texts).toContain('One-time sign-in codes go to the development outbox');
  });

  it('say who can read the outbox as DEV_OUTBOX decides', () => {
    expect(warningsFor({ ...live, ...twilio, DEV_OUTBOX: 'off' })).toEqual([
      expect.stringContaining('which nobody can read through the shop (DEV_OUTBOX=off)'),
    ]);
    expect(warningsFor({ ...live, ...twilio, DEV_OUTBOX: 'public' })[0]).toContain('to ANYONE (DEV_OUTBOX=public)');
  });

  it('a half-configured Twilio still warns; real senders for both warn of nothing', () => {
    expect(warningsFor({ ...live, SMTP_URL: 'smtp://mail.example:587', TWILIO_ACCOUNT_SID: 'AC1' })).toEqual([
      expect.stringMatching(/^TWILIO_/),
    ]);
    expect(warningsFor({ ...live, ...twilio, SMTP_URL: 'smtp://mail.example:587' })).toEqual([]);
    expect(warningsFor({ ...live, ...twilio, SMTP_URL: 'smtp://mail.example:587', DEV_OUTBOX: 'public' })).toEqual([
      expect.stringMatching(/^DEV_OUTBOX=public/),
    ]);
  });
});

describe('logStartupWarnings', () => {
  it('prints each warning once per process, however many entry points ask', async () => {
    warningsFor({ NODE_ENV: 'production' });
    const { logStartupWarnings } = await import('@/server/startup-warnings');
    const lines: string[] = [];
    logStartupWarnings((line) => lines.push(line));
    logStartupWarnings((line) => lines.push(line));
    expect(lines).toHaveLength(3);
    expect(lines.every((line) => line.startsWith('[warn] '))).toBe(true);
  });
});
