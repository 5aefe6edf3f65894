import type { Locale } from '@/config/locales';
import ar from '../../../public/locales/ar/common.json';
import de from '../../../public/locales/de/common.json';
import en from '../../../public/locales/en/common.json';
import es from '../../../public/locales/es/common.json';
import he from '../../../public/locales/he/common.json';
import zh from '../../../public/locales/zh/common.json';

type Dictionary = Record<string, string>;

const dictionaries: Record<Locale, Dictionary> = { en, ar, de, es, he, zh };

export type Translate = (key: string, values?: Record<string, string | number>) => string;

/**
 * The storefront's translations for texts the API sends itself (order mails and texts), so a shopper gets them
 * in the language they ordered in. Unknown languages and missing keys fall back to English; {{name}}
 * placeholders are filled like i18next does.
 */
export function translator(language: string): Translate {
  const dict: Dictionary =
    dictionaries[language as Locale] ?? dictionaries[language.split('-')[0] as Locale] ?? dictionaries.en;
  return (key, values = {}) =>
    (dict[key] ?? (en as Dictionary)[key] ?? key).replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) =>
      String(values[name] ?? ''),
    );
}
