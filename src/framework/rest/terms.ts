import { call } from './call';
import { isApiError } from './errors';
import type { TermsAndConditions } from './types';

const TERMS_LIMIT = 100;

/**
 * The provider's approved terms and conditions for the terms page, or null when it has none in the page's
 * language (404, an empty list, or rows served in another language): the page then keeps its own text, which
 * exists in every language. Sections a provider marks unapproved are left out here too.
 */
export async function fetchTerms(language: string): Promise<TermsAndConditions[] | null> {
  try {
    const page = await call('get', '/terms-and-conditions', { query: { limit: TERMS_LIMIT, language } });
    const approved = page.data.filter(
      (t) => (t.is_approved === undefined || Boolean(t.is_approved)) && (!t.language || t.language === language),
    );
    return approved.length > 0 ? approved : null;
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}
