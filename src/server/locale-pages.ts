/** What of Next's page server this reads and replaces (NextNodeServer's own fields and method). */
interface PageServer {
  nextConfig?: { i18n?: { locales?: readonly string[] } | null };
  pagesManifest?: Record<string, string>;
  findPageComponentsImpl?: (options: { locale?: string; [key: string]: unknown }) => Promise<unknown>;
}

/** Whether any page of the build lives under one of the locales (`/de`, `/de/about`): a page per language. */
export function hasLocalePages(pages: readonly string[], locales: readonly string[]): boolean {
  return pages.some((page) => locales.some((locale) => page === `/${locale}` || page.startsWith(`/${locale}/`)));
}

/**
 * For each request Next first looks for the page under the request's language (`/en` before `/`,
 * `/de/products/[slug]` before `/products/[slug]`), for apps that keep a page per language. This one keeps none, so
 * every render began with a failed lookup that built a `PageNotFoundError` (an Error and its stack) and threw it
 * (about 1 % of a cache-miss render's CPU). When the build has no page under any of its locales, the lookup is
 * asked for without the locale and goes straight to the page; the render still gets the language from the
 * request as before (only the lookup takes it). Answers whether the lookup was changed: not when Next's server
 * lacks what this reads (a Next version without it renders as Next does), nor when some page lives under a locale.
 */
export function lookUpPagesWithoutLocale(server: unknown): boolean {
  if (!server) return false;
  const next = server as PageServer;
  const locales = next.nextConfig?.i18n?.locales;
  const manifest = next.pagesManifest;
  const lookUp = next.findPageComponentsImpl;
  if (!locales || !manifest || typeof lookUp !== 'function') return false;
  if (hasLocalePages(Object.keys(manifest), locales)) return false;
  next.findPageComponentsImpl = (options) => lookUp.call(server, { ...options, locale: undefined });
  return true;
}

/**
 * The page server (NextNodeServer) behind what `next()` gives a custom server once prepared: its router's
 * NextServer, which makes the page server. Null where Next has none of these.
 */
export async function nextPageServer(web: unknown): Promise<unknown> {
  try {
    const inner = (web as { server?: { getServer?: () => Promise<unknown> } }).server;
    return typeof inner?.getServer === 'function' ? await inner.getServer() : null;
  } catch {
    return null;
  }
}
