import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { hasLocalePages, lookUpPagesWithoutLocale, nextPageServer } from '@/server/locale-pages';

const LOCALES = ['en', 'ar', 'de'];

/** The fields of Next's page server that lookUpPagesWithoutLocale reads, and a lookup that records its calls. */
function pageServer(pages: string[]) {
  const calls: Record<string, unknown>[] = [];
  const server = {
    nextConfig: { i18n: { locales: LOCALES } },
    pagesManifest: Object.fromEntries(pages.map((page) => [page, `pages${page}.js`])),
    findPageComponentsImpl(this: unknown, options: Record<string, unknown>) {
      calls.push({ ...options, self: this });
      return Promise.resolve(null);
    },
  };
  return { server, calls };
}

describe('hasLocalePages', () => {
  it('finds a page under a locale, itself or below it, and nothing that only starts like one', () => {
    expect(hasLocalePages(['/', '/products/[slug]', '/denmark', '/english'], LOCALES)).toBe(false);
    expect(hasLocalePages(['/', '/de'], LOCALES)).toBe(true);
    expect(hasLocalePages(['/', '/ar/about'], LOCALES)).toBe(true);
  });
});

describe('lookUpPagesWithoutLocale', () => {
  it('asks for the page without the locale when no page lives under one, everything else as asked', async () => {
    const { server, calls } = pageServer(['/', '/products/[slug]', '/_app', '/_error', '/_document']);
    expect(lookUpPagesWithoutLocale(server)).toBe(true);
    await server.findPageComponentsImpl({ locale: 'ar', page: '/products/[slug]', query: { a: '1' } });
    expect(calls).toEqual([{ locale: undefined, page: '/products/[slug]', query: { a: '1' }, self: server }]);
  });

  it('leaves the lookup as Next has it when a page lives under a locale', async () => {
    const { server, calls } = pageServer(['/', '/de/impressum']);
    expect(lookUpPagesWithoutLocale(server)).toBe(false);
    await server.findPageComponentsImpl({ locale: 'de', page: '/' });
    expect(calls).toEqual([{ locale: 'de', page: '/', self: server }]);
  });

  it('changes nothing on a server without locales, a manifest or the lookup', () => {
    const { server } = pageServer(['/']);
    expect(lookUpPagesWithoutLocale(null)).toBe(false);
    expect(lookUpPagesWithoutLocale({ ...server, nextConfig: { i18n: null } })).toBe(false);
    expect(lookUpPagesWithoutLocale({ ...server, pagesManifest: undefined })).toBe(false);
    expect(lookUpPagesWithoutLocale({ ...server, findPageComponentsImpl: undefined })).toBe(false);
  });

  it("matches Next's server: the lookup tries the page under the locale first", () => {
    // If a Next upgrade renames or reshapes this, the production server renders as Next does (nothing replaced);
    // this test says so first.
    const NextNodeServer = createRequire(import.meta.url)('next/dist/server/next-server').default as {
      prototype: { findPageComponentsImpl?: unknown };
    };
    const lookUp = NextNodeServer.prototype.findPageComponentsImpl;
    expect(typeof lookUp).toBe('function');
    expect(String(lookUp)).toMatch(/pagePaths\.unshift\(.*\/\$\{locale\}/);
    // The way there from what `next()` gives the production server: its router's NextServer, which makes it.
    const next = createRequire(import.meta.url)('next') as (options: object) => object;
    const custom = next({ dev: false, dir: process.cwd(), hostname: 'localhost', port: 3999 });
    expect(typeof Object.getOwnPropertyDescriptor(Object.getPrototypeOf(custom), 'server')?.get).toBe('function');
    const router = next({ dev: false, dir: process.cwd(), customServer: false }) as { getServer?: unknown };
    expect(typeof router.getServer).toBe('function');
  });

  it("finds the page server behind a custom server's router, or nothing", async () => {
    const page = { pagesManifest: {} };
    expect(await nextPageServer({ server: { getServer: () => Promise.resolve(page) } })).toBe(page);
    expect(await nextPageServer({})).toBeNull();
    const unprepared = {
      get server(): never {
        throw new Error('prepare() must be called before performing this operation');
      },
    };
    expect(await nextPageServer(unprepared)).toBeNull();
  });
});
