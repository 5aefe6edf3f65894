import { serverSideTranslations } from 'next-i18next/pages/serverSideTranslations';
import { DEFAULT_LOCALE, DEFAULT_NAMESPACE } from '@/config/locales';
import { pageKeysOf, routeOf, selectStrings } from './page-selection';
// The config is CommonJS so Next's own config can read its i18n block.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const config = require('../../../next-i18next.config.js');

type Translations = Awaited<ReturnType<typeof serverSideTranslations>>;

/** Selected stores per language and route: the files do not change while the server runs (outside development). */
const selections = new Map<string, Record<string, unknown>>();

/** next-i18next's answer per language and namespaces, for the same reason: it sets up an i18next instance per call. */
const loaded = new Map<string, Promise<Translations>>();

function loadTranslations(language: string, namespaces: string[]): Promise<Translations> {
  // next dev reloads the files on every render (reloadOnPrerender).
  if (process.env.NODE_ENV === 'development') return serverSideTranslations(language, namespaces, config);
  const key = `${language} ${namespaces.join(',')}`;
  let translations = loaded.get(key);
  if (!translations) {
    translations = serverSideTranslations(language, namespaces, config);
    loaded.set(key, translations);
    translations.catch(() => loaded.delete(key));
  }
  return translations;
}

/**
 * The page props next-i18next needs for `locale` (server side only: getServerSideProps/getStaticProps). With the
 * request's `url` (ctx.resolvedUrl) of a storefront page, the default namespace carries only the strings that
 * page's first render uses (page-selection.ts); other pages and namespaces get the whole namespace.
 */
export async function pageTranslations(
  locale: string | undefined,
  namespaces: string[] = [DEFAULT_NAMESPACE],
  url?: string,
): Promise<Translations> {
  const language = locale ?? DEFAULT_LOCALE;
  const translations = await loadTranslations(language, namespaces);
  const route = url === undefined ? undefined : routeOf(url);
  const selected = pageKeysOf(route);
  const store = translations._nextI18Next?.initialI18nStore?.[language] as Record<string, unknown> | undefined;
  const strings = store?.[DEFAULT_NAMESPACE] as Record<string, unknown> | undefined;
  // A copy: the page adds its own props beside these.
  if (!selected || !store || !strings) return { ...translations };
  const cacheKey = `${language} ${route}`;
  let selection = selections.get(cacheKey);
  if (!selection) {
    selection = selectStrings(strings, selected);
    // next dev reloads the files on every render (reloadOnPrerender): select again each time there.
    if (process.env.NODE_ENV !== 'development') selections.set(cacheKey, selection);
  }
  return {
    ...translations,
    _nextI18Next: {
      ...translations._nextI18Next!,
      initialI18nStore: { [language]: { ...store, [DEFAULT_NAMESPACE]: selection } },
    },
  };
}
