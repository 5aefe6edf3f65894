import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * The public settings reach the browser at run time (src/config/public-env.ts): the server reads its environment,
 * rendered pages carry them as a JSON block, prerendered pages load /public-settings.js, and the browser reads
 * whichever the page has, once. Each test loads the module afresh, as a page load does.
 */
const load = async () => {
  vi.resetModules();
  return import('@/config/public-env');
};

beforeEach(() => {
  document.head.innerHTML = '';
  delete (window as unknown as Record<string, unknown>).__PUBLIC_SETTINGS__;
});
afterEach(() => {
  vi.unstubAllEnvs();
});

describe('public settings', () => {
  it('come from the environment the server runs in, with the defaults when unset', async () => {
    const { publicSettingsFrom } = await load();
    expect(publicSettingsFrom({})).toEqual({
      restApiEndpoint: '/api',
      siteUrl: 'http://localhost:3000',
      stripePublishableKey: '',
      tokenSyncUrl: '',
      firebase: null,
      blogUrl: '',
    });
    expect(
      publicSettingsFrom({
        NEXT_PUBLIC_REST_API_ENDPOINT: 'https://provider.example/api/',
        NEXT_PUBLIC_SITE_URL: 'https://shop.example/',
        NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: 'pk_test_1',
        NEXT_PUBLIC_TOKEN_SYNC_URL: 'javascript:alert(1)',
        NEXT_PUBLIC_FIREBASE_API_KEY: 'key',
        NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN: 'shop.firebaseapp.com',
        NEXT_PUBLIC_FIREBASE_PROJECT_ID: 'shop',
        NEXT_PUBLIC_BLOG_URL: 'https://blog.example',
      }),
    ).toEqual({
      restApiEndpoint: 'https://provider.example/api',
      siteUrl: 'https://shop.example',
      stripePublishableKey: 'pk_test_1',
      tokenSyncUrl: '',
      firebase: { apiKey: 'key', authDomain: 'shop.firebaseapp.com', projectId: 'shop' },
      blogUrl: 'https://blog.example',
    });
  });

  it('are read from the JSON block of a rendered page, not from the environment', async () => {
    vi.stubEnv('NEXT_PUBLIC_REST_API_ENDPOINT', 'https://wrong.example/api');
    const { PUBLIC_SETTINGS_ID, publicSettingsFrom, serializePublicSettings } = await load();
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = PUBLIC_SETTINGS_ID;
    block.textContent = serializePublicSettings(
      publicSettingsFrom({
        NEXT_PUBLIC_REST_API_ENDPOINT: 'https://provider.example/api',
        NEXT_PUBLIC_TOKEN_SYNC_URL: '/session-sync',
      }),
    );
    document.head.append(block);
    const { publicSettings, usesBuiltInApi, tokenSyncUrl } = await load();
    expect(publicSettings().restApiEndpoint).toBe('https://provider.example/api');
    expect(usesBuiltInApi()).toBe(false);
    expect(tokenSyncUrl()).toBe('/session-sync');
  });

  it('are read from window.__PUBLIC_SETTINGS__ on a prerendered page (set by /public-settings.js)', async () => {
    vi.stubEnv('NEXT_PUBLIC_REST_API_ENDPOINT', 'https://wrong.example/api');
    const { publicSettingsFrom } = await load();
    const served = publicSettingsFrom({
      NEXT_PUBLIC_REST_API_ENDPOINT: 'http://127.0.0.1:3999/api',
      NEXT_PUBLIC_SITE_URL: 'http://127.0.0.1:3996',
    });
    (window as unknown as Record<string, unknown>).__PUBLIC_SETTINGS__ = served;
    const { publicSettings, usesBuiltInApi } = await load();
    expect(publicSettings()).toEqual(served);
    expect(usesBuiltInApi()).toBe(false);
  });

  it('cannot close the script element that carries them', async () => {
    const { publicSettingsFrom, serializePublicSettings } = await load();
    const settings = publicSettingsFrom({ NEXT_PUBLIC_BLOG_URL: 'https://blog.example/</script><script>alert(1)' });
    const json = serializePublicSettings(settings);
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual(settings);
  });
});
