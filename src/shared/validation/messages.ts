import admin from '../../../public/locales/en/admin.json';
import en from '../../../public/locales/en/common.json';

const english = en as Record<string, string>;
const adminEnglish = admin as Record<string, string>;

/**
 * Validation messages are translation keys (the storefront shows them in the shopper's language, the back office
 * its `admin:` keys in the person's); the API spells them out in English for its human-readable `message`.
 */
export function describeKey(keyOrText: string): string {
  if (keyOrText.startsWith('admin:')) return adminEnglish[keyOrText.slice('admin:'.length)] ?? keyOrText;
  return english[keyOrText] ?? keyOrText;
}
