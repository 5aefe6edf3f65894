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
