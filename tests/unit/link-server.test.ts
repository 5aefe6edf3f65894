import { resolveHref } from 'next/dist/client/resolve-href';
import NextLink from 'next/link';
import { RouterContext } from 'next/dist/shared/lib/router-context.shared-runtime';
import type { NextRouter } from 'next/router';
import { createElement, Fragment, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BrowserLink, Link, type LinkProps, PLAIN_HREF } from '@/components/ui/link';

/** The fields of the router that Link and next/link read while rendering. */
const routerAt = (locale: string, pathname: string, asPath: string) =>
  ({
    locale,
    locales: ['en', 'ar'],
    defaultLocale: 'en',
    basePath: '',
    pathname,
    route: pathname,
    asPath,
    query: {},
  }) as unknown as NextRouter;

const plain = [
  '/',
  '/shops',
  '/products/apples-1kg',
  '/grocery?category=fruits-vegetables',
  '/search?category=fruits&sort=price-asc',
  '/search?text=apple+pie&page=2',
  '/search?text=%D8%AA%D9%81%D8%A7%D8%AD',
  '/shops/my_shop~1',
];
// Each needs the router's parsing: a trailing, repeated or dot segment, a dynamic route, a character a URL
// encodes, a hash, a relative or absolute address.
const notPlain = [
  '/shops/',
  '//evil.example/x',
  '/a/../b',
  '/a/./b',
  '/products/[slug]',
  '/search?text=apple pie',
  '/search?text="x"',
  '/offers#top',
  'shops',
  '?page=2',
  'https://blog.example.com/',
  '/search?',
];

describe('PLAIN_HREF (the shortcut of Link)', () => {
  it('takes only hrefs the router gives back unchanged', () => {
    const router = routerAt('en', '/[type]', '/grocery');
    for (const href of plain) {
      expect(PLAIN_HREF.test(href), href).toBe(true);
      expect(resolveHref(router, href, true), href).toEqual([href, href]);
    }
    for (const href of notPlain) expect(PLAIN_HREF.test(href), href).toBe(false);
  });
});

// The unit project runs without a DOM, as server rendering does: Link takes its server-side shortcut here.
describe('Link rendered on the server', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('writes the address next/link writes, in every locale', () => {
    vi.stubEnv('__NEXT_I18N_SUPPORT', 'true');
    const hrefs = [...plain, '/shops/', '/offers#top', '/search?text=apple pie', 'https://blog.example.com/'];
    for (const locale of ['en', 'ar']) {
      const router = routerAt(locale, '/products/[slug]', '/products/apples-1kg');
      const html = (links: ReactElement[]) =>
        renderToString(createElement(RouterContext.Provider, { value: router }, createElement(Fragment, null, links)));
      const ours = html(hrefs.map((href) => createElement(Link, { key: href, href }, href)));
      const next = html(hrefs.map((href) => createElement(NextLink, { key: href, href }, href)));
      const addresses = (markup: string) => [...markup.matchAll(/href="([^"]*)"/g)].map((m) => m[1]);
      expect(addresses(ours)).toEqual(addresses(next));
      expect(addresses(ours)).toContain(locale === 'ar' ? '/ar/products/apples-1kg' : '/products/apples-1kg');
    }
  });

  it("writes the same anchor as the browser's link, attributes and content, without its handlers", () => {
    vi.stubEnv('__NEXT_I18N_SUPPORT', 'true');
    expect(Link).not.toBe(BrowserLink);
    const router = routerAt('ar', '/[type]', '/grocery');
    const props: LinkProps[] = [
      { href: '/products/apples-1kg', className: 'block', 'aria-hidden': 'true', tabIndex: -1 },
      { href: { pathname: '/search', query: { text: 'apple pie' } }, title: 'Search', prefetch: false },
      { href: 'https://blog.example.com/', target: '_blank', rel: 'noreferrer', scroll: false },
      { href: '/offers#top', id: 'offers', onClick: () => {}, onMouseEnter: () => {}, onTouchStart: () => {} },
    ];
    const html = (component: typeof Link) =>
      renderToString(
        createElement(
          RouterContext.Provider,
          { value: router },
          props.map((p, i) => createElement(component, { key: i, ...p }, createElement('b', null, `link ${i}`))),
        ),
      );
    expect(html(Link)).toBe(html(BrowserLink));
    expect(html(Link)).toContain('href="/ar/products/apples-1kg"');
  });
});
