import en from '../../../public/locales/en/common.json';

const english = en as Record<string, string>;

/**
 * Validation messages are translation keys (the storefront shows them in the shopper's language);
 * the API spells them out in English for its human-readable `message`.
 */
export function describeKey(keyOrText: string): string {
  return english[keyOrText] ?? keyOrText;
}
