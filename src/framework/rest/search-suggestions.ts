import { queryOptions } from '@tanstack/react-query';
import { call } from './call';
import { useQuery } from './query';

/** Fewest characters typed before the header search asks for suggestions. */
export const SUGGEST_FROM = 2;
export const SUGGESTION_LIMIT = 8;

/**
 * Search-as-you-type (GET /products/suggestions): the typed text with its last word completed. A provider without
 * the endpoint (an external PickBazar API answers 404) or any other failure gives no suggestions, quietly: the
 * search box works as before.
 */
export const searchSuggestionsOptions = (text: string, language: string) =>
  queryOptions({
    queryKey: ['search-suggestions', language, text],
    queryFn: async (): Promise<string[]> => {
      try {
        const answer = await call('get', '/products/suggestions', {
          query: { q: text, language, limit: SUGGESTION_LIMIT },
        });
        return Array.isArray(answer?.data) ? answer.data.filter((s): s is string => typeof s === 'string') : [];
      } catch {
        return [];
      }
    },
    staleTime: 5 * 60_000,
    retry: false,
  });

/** One list for "none", the same from render to render, so a component can pass the answer on in an effect. */
const NONE: readonly string[] = [];

export function useSearchSuggestions(text: string, language: string): readonly string[] {
  const q = text.trim();
  const query = useQuery({ ...searchSuggestionsOptions(q, language), enabled: q.length >= SUGGEST_FROM });
  return q.length >= SUGGEST_FROM ? (query.data ?? NONE) : NONE;
}
