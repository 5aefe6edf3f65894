import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createTranslator, type TFunction } from '../../../src/lib/i18n/translator';

/**
 * The storefront's own texts (public/locales/<lang>/common.json) through the app's translator, so locators use
 * exactly the accessible names the components render: `t('text-cart-with-count', { count: 2 })`.
 */
export function translator(language: string): TFunction {
  const file = path.join(__dirname, '../../../public/locales', language, 'common.json');
  // Like the app (no fallback language): a language without its file shows the keys.
  const common = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>) : {};
  return createTranslator({ common }, language);
}

export const t = translator('en');
export const tAr = translator('ar');

/** Regular-expression-safe text, for locators that match part of a name. */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
