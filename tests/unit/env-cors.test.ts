import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, resetServerEnv, serverEnv } from '@/config/env';

/** CORS_ORIGINS and PUBLIC_API_URL as the API reads them at start-up (src/config/env.ts). */
const NAMES = ['CORS_ORIGINS', 'PUBLIC_API_URL', 'NEXT_PUBLIC_REST_API_ENDPOINT'] as const;
const saved = Object.fromEntries(NAMES.map((n) => [n, process.env[n]]));

function withEnv(values: Partial<Record<(typeof NAMES)[number], string>>) {
  for (const name of NAMES) delete process.env[name];
  Object.assign(process.env, values);
  resetServerEnv();
  return () => serverEnv();
}

afterEach(() => {
  for (const name of NAMES) {
    if (saved[name] === undefined) delete process.env[name];
    else process.env[name] = saved[name];
  }
  resetServerEnv();
});

describe('CORS_ORIGINS', () => {
  it('is empty by default: same origin only', () => {
    expect(withEnv({})().corsOrigins).toEqual([]);
  });

  it('reads comma-separated origins, trimmed, without a trailing slash, lower-case, once each', () => {
    const env = withEnv({ CORS_ORIGINS: ' https://Shop.example ,http://127.0.0.1:3996/,https://shop.example' })();
    expect(env.corsOrigins).toEqual(['https://shop.example', 'http://127.0.0.1:3996']);
  });

  it.each(['*', 'shop.example', 'https://shop.example/path', 'ftp://shop.example', 'https://*.shop.example'])(
    'refuses %s with a readable message',
    (value) => {
      const read = withEnv({ CORS_ORIGINS: value });
      expect(read).toThrow(ConfigError);
      expect(read).toThrow(/CORS_ORIGINS must list origins/);
    },
  );
});

describe('PUBLIC_API_URL', () => {
  it('wins over an absolute NEXT_PUBLIC_REST_API_ENDPOINT, which is the fallback; relative means none', () => {
    expect(withEnv({})().publicApiUrl).toBeNull();
    expect(withEnv({ NEXT_PUBLIC_REST_API_ENDPOINT: '/api' })().publicApiUrl).toBeNull();
    expect(withEnv({ NEXT_PUBLIC_REST_API_ENDPOINT: 'https://api.example/api/' })().publicApiUrl).toBe(
      'https://api.example/api',
    );
    const both = withEnv({
      NEXT_PUBLIC_REST_API_ENDPOINT: 'https://a.example/api',
      PUBLIC_API_URL: 'https://b.example/api/',
    });
    expect(both().publicApiUrl).toBe('https://b.example/api');
  });

  it('must be an http(s) URL', () => {
    expect(withEnv({ PUBLIC_API_URL: 'api.example/api' })).toThrow(/PUBLIC_API_URL must be an http\(s\) URL/);
  });
});
