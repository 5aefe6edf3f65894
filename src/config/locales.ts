/** The storefront's languages (SPEC §1, §9): English by default, Arabic and Hebrew right to left. */
export const LOCALES = [
  { code: 'en', name: 'English', dir: 'ltr' },
  { code: 'ar', name: 'العربية', dir: 'rtl' },
  { code: 'he', name: 'עברית', dir: 'rtl' },
  { code: 'de', name: 'Deutsch', dir: 'ltr' },
  { code: 'es', name: 'Español', dir: 'ltr' },
  { code: 'zh', name: '中文', dir: 'ltr' },
] as const;

export type Locale = (typeof LOCALES)[number]['code'];
export const DEFAULT_LOCALE: Locale = 'en';
export const RTL_LOCALES: readonly string[] = ['ar', 'he'];
export const DEFAULT_NAMESPACE = 'common';

export function isRtl(locale: string | undefined): boolean {
  return RTL_LOCALES.includes(locale ?? DEFAULT_LOCALE);
}

export function directionOf(locale: string | undefined): 'rtl' | 'ltr' {
  return isRtl(locale) ? 'rtl' : 'ltr';
}
