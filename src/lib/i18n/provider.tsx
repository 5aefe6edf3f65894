import { createContext, type ReactNode, useContext, useEffect, useMemo } from 'react';
import { DEFAULT_LOCALE, DEFAULT_NAMESPACE, directionOf } from '@/config/locales';
import { createTranslator, type Resources, type TFunction } from './translator';

/** What next-i18next's serverSideTranslations puts into page props. */
export interface SSRTranslations {
  _nextI18Next?: { initialI18nStore: Record<string, Resources>; initialLocale: string };
}

interface TranslationContextValue {
  t: TFunction;
  language: string;
  dir: 'ltr' | 'rtl';
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
  const value = useMemo<TranslationContextValue>(
    () => ({ t: createTranslator(resources ?? {}, language, DEFAULT_NAMESPACE), language, dir: directionOf(language) }),
    [resources, language],
  );
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
