import { createContext, type ReactNode, useContext, useEffect, useMemo, useState } from 'react';
import { DEFAULT_LOCALE, DEFAULT_NAMESPACE, directionOf } from '@/config/locales';
import { laterString, onLaterStrings } from './later-strings';
import { createTranslator, type Resources, type TFunction } from './translator';

/** What next-i18next's serverSideTranslations puts into page props. */
export interface SSRTranslations {
  _nextI18Next?: { initialI18nStore: Record<string, Resources>; initialLocale: string };
}

interface TranslationContextValue {
  t: TFunction;
  language: string;
  dir: 'ltr' | 'rtl';
  /** Changes when strings arrive that an earlier render missed. */
  version: number;
}

const TranslationContext = createContext<TranslationContextValue | null>(null);

export function TranslationProvider({
  pageProps,
  locale,
  children,
}: {
  pageProps: SSRTranslations;
  locale?: string;
  children: ReactNode;
}) {
  const language = pageProps._nextI18Next?.initialLocale ?? locale ?? DEFAULT_LOCALE;
  const resources = pageProps._nextI18Next?.initialI18nStore?.[language];
  // Props carry the strings of the page's first render; others arrive later (later-strings.ts), then it renders
  // again.
  const [version, setVersion] = useState(0);
  const value = useMemo<TranslationContextValue>(
    () => ({
      t: createTranslator(resources ?? {}, language, DEFAULT_NAMESPACE, (key) => laterString(language, key)),
      language,
      dir: directionOf(language),
      version,
    }),
    [resources, language, version],
  );
  useEffect(() => onLaterStrings(() => setVersion((v) => v + 1)), []);
  // The server writes <html lang dir>; after a client-side change of language keep the direction in step
  // (Next updates `lang` itself).
  useEffect(() => {
    document.documentElement.dir = value.dir;
  }, [value.dir]);
  return <TranslationContext.Provider value={value}>{children}</TranslationContext.Provider>;
}

/** Same shape as react-i18next's hook: `const { t, i18n } = useTranslation()`. */
export function useTranslation(ns: string = DEFAULT_NAMESPACE) {
  const context = useContext(TranslationContext);
  if (!context) throw new Error('useTranslation must be used within TranslationProvider');
  const t: TFunction = ns === DEFAULT_NAMESPACE ? context.t : (key, options) => context.t(key, { ns, ...options });
  return { t, i18n: { language: context.language, dir: () => context.dir } };
}
