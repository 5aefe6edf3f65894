import { addBasePath } from 'next/dist/client/add-base-path';
import { addLocale } from 'next/dist/client/add-locale';
import { resolveHref } from 'next/dist/client/resolve-href';
import { RouterContext } from 'next/dist/shared/lib/router-context.shared-runtime';
import { formatUrl } from 'next/dist/shared/lib/router/utils/format-url';
import { isLocalURL } from 'next/dist/shared/lib/router/utils/is-local-url';
import { isAbsoluteUrl } from 'next/dist/shared/lib/utils';
import type { LinkProps as NextLinkProps } from 'next/link';
import type { NextRouter } from 'next/router';
import {
  type AnchorHTMLAttributes,
  createElement,
  type MouseEvent,
  useContext,
  useEffect,
  useMemo,
  useRef,
} from 'react';

/**
 * next/link for the pages router, as the storefront uses it (push navigation; no replace or shallow links):
 * client-side navigation (locale and base path added to the address), prefetching the page's code when the
 * link comes near the viewport or is hovered or touched, and a plain link for modified clicks (new tab,
 * download). The resolving helpers are the router's own, already in Next's main bundle; next/link itself would
 * add ~2.5 kB gzip to every page.
 */
export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  href: NextLinkProps['href'];
  /** Scroll to the top after navigating (default true). */
  scroll?: boolean;
  prefetch?: boolean;
}

const prefetched = new Set<string>();

/**
 * Hrefs the router's resolveHref gives back unchanged: slash-separated plain segments (no dot segments, no
 * trailing or repeated slash, nothing to percent-encode or interpolate) and a plain query. Link takes them as
 * they are instead of parsing each link's address twice with URL (cards, menus: most links), on the server and
 * while a page hydrates (25 ms of home's hydration at 4x CPU slowdown).
 */
export const PLAIN_HREF = /^(?:\/|(?:\/[\w~-]+)+)(?:\?[\w.~=&%+-]+)?$/;

function prefetchPage(router: NextRouter, href: string, as: string, hovered: boolean) {
  if (process.env.NODE_ENV !== 'production' || !isLocalURL(href)) return;
  const key = `${href}%${as}%${router.locale}`;
  // A hover asks again with priority, like next/link; a link coming into view asks once.
  if (!hovered && prefetched.has(key)) return;
  prefetched.add(key);
  router.prefetch(href, as, { locale: router.locale, priority: hovered }).catch(() => {});
}

function isModifiedClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  const target = event.currentTarget.getAttribute('target');
  return (
    Boolean(target && target !== '_self') ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey ||
    event.button === 1 ||
    event.currentTarget.hasAttribute('download')
  );
}

/** The address a link goes to (`href`) and shows (`as`), as next/link resolves it. */
function resolveLink(router: NextRouter | null, hrefProp: LinkProps['href']): { href: string; as: string } {
  if (typeof hrefProp === 'string' && PLAIN_HREF.test(hrefProp)) return { href: hrefProp, as: hrefProp };
  if (!router) {
    const plain = typeof hrefProp === 'string' ? hrefProp : formatUrl(hrefProp);
    return { href: plain, as: plain };
  }
  const [resolved, resolvedAs] = resolveHref(router, hrefProp, true);
  return { href: resolved, as: resolvedAs || resolved };
}

/** The address in the `href` attribute: the locale and base path added to a local one. */
function shownHref(as: string, router: NextRouter | null): string {
  return isAbsoluteUrl(as) ? as : addBasePath(addLocale(as, router?.locale, router?.defaultLocale));
}

/** Link's own props: the anchor carries none of them as given (it gets `href` resolved). */
const BROWSER_ONLY_PROPS = new Set(['href', 'scroll', 'prefetch', 'onClick', 'onMouseEnter', 'onTouchStart']);

/**
 * The server's link: the same anchor without what only a browser uses (the ref, prefetching, the handlers, which
 * the server's HTML does not carry). A page renders a few hundred links; each skipped the hooks and closures.
 */
function ServerLink(props: LinkProps) {
  const router = useContext(RouterContext);
  // The anchor's props in one pass, in the same order, with the address last. An object rest of the props and a
  // spread of it into the anchor copied them twice, the rest through V8's slow path for names left out: rendering
  // 300 links took React 2.77 ms that way, 1.43 ms this way.
  const anchor: Record<string, unknown> = {};
  for (const key in props) if (!BROWSER_ONLY_PROPS.has(key)) anchor[key] = props[key as keyof LinkProps];
  anchor.href = shownHref(resolveLink(router, props.href).as, router);
  return createElement('a', anchor);
}

/** See ServerLink; the browser's build keeps only BrowserLink. */
export const Link = typeof window === 'undefined' ? ServerLink : BrowserLink;

/** What each watched link does once it comes within 200 px of the viewport. */
const nearViewport = new Map<Element, () => void>();
let viewportObserver: IntersectionObserver | undefined;

/**
 * Runs `act` once, when `element` first comes within 200 px of the viewport; answers the way to stop watching. One
 * observer watches every link of the page (a page of cards has a hundred): an observer each cost the browser its
 * own setup and intersection pass while the page hydrated.
 */
function whenNearViewport(element: Element, act: () => void): () => void {
  viewportObserver ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const run = entry.isIntersecting ? nearViewport.get(entry.target) : undefined;
        if (!run) continue;
        nearViewport.delete(entry.target);
        viewportObserver?.unobserve(entry.target);
        run();
      }
    },
    { rootMargin: '200px' },
  );
  nearViewport.set(element, act);
  viewportObserver.observe(element);
  return () => {
    if (nearViewport.delete(element)) viewportObserver?.unobserve(element);
  };
}

export function BrowserLink({
  href: hrefProp,
  scroll,
  prefetch = true,
  onClick,
  onMouseEnter,
  onTouchStart,
  children,
  ...rest
}: LinkProps) {
  const router = useContext(RouterContext);
  const { href, as } = useMemo(() => resolveLink(router, hrefProp), [router, hrefProp]);
  const anchor = useRef<HTMLAnchorElement>(null);

  useEffect(() => {
    const element = anchor.current;
    if (!router || !prefetch || !element || typeof IntersectionObserver === 'undefined') return;
    return whenNearViewport(element, () => prefetchPage(router, href, as, false));
  }, [router, prefetch, href, as]);

  const hover = () => {
    if (router) prefetchPage(router, href, as, true);
  };
  const shown = shownHref(as, router);

  return (
    <a
      {...rest}
      ref={anchor}
      href={shown}
      onClick={(event) => {
        onClick?.(event);
        if (!router || event.defaultPrevented || isModifiedClick(event) || !isLocalURL(href)) return;
        event.preventDefault();
        void router.push(href, as, { scroll: scroll ?? true });
      }}
      onMouseEnter={(event) => {
        onMouseEnter?.(event);
        hover();
      }}
      onTouchStart={(event) => {
        onTouchStart?.(event);
        hover();
      }}
    >
      {children}
    </a>
  );
}
