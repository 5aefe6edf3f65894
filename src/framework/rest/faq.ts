import { call } from './call';
import { isApiError } from './errors';
import type { Faq } from './types';

/** As many questions as a help page holds; a provider with more keeps the rest for its own pages. */
const HELP_FAQ_LIMIT = 100;

/**
 * The provider's marketplace-wide FAQs for the help page (CONTRACT §4 "Others the shop calls"), or null when
 * it has none in the page's language: a 404 (no such endpoint), an empty list, or rows served in another
 * language (the API falls back to English for untranslated rows). The page then keeps its own questions, which
 * exist in every language. Read on the server only, straight into the page's props.
 */
export async function fetchHelpFaqs(language: string): Promise<Faq[] | null> {
  try {
    const page = await call('get', '/faqs', {
      query: { search: 'faq_type:global', searchJoin: 'and', limit: HELP_FAQ_LIMIT, language },
    });
    const inLanguage = page.data.filter((faq) => !faq.language || faq.language === language);
    return inLanguage.length > 0 ? inLanguage : null;
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}
