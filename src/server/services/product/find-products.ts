import { AppError } from '../../errors';
import type { ListParams } from '../../query/list-params';
import { findProductPage, type ProductPageRequest } from './product-list-page';
import { searchProducts } from './search/search-products';
import { queryWords } from './search/search-words';

/**
 * The text a products list searches for, when the ranked search answers it: exactly one `name` term matched with
 * `like` (the default) or one bare-text term, AND-joined with any other filters. `rest` holds the other terms.
 */
export function searchedText(params: ListParams): { text: string; rest: ListParams } | null {
  const terms = params.search.filter((t) => t.field === 'name' || t.field === null);
  const term = terms[0];
  if (terms.length !== 1 || !term) return null;
  if (term.field === 'name' && (params.searchFields.name ?? 'like') !== 'like') return null;
  if (params.searchJoin === 'or' && params.search.length > 1) return null;
  if (queryWords(term.value).length === 0) return null;
  return { text: term.value, rest: { ...params, search: params.search.filter((t) => t !== term) } };
}

/**
 * GET /products: published products of active shops, filtered with the CONTRACT §3 grammar. A searched name goes
 * to the ranked, typo-tolerant search (search/search-products.ts); any other list is one page read from an index
 * (product-list-page.ts).
 */
export function findProducts(request: ProductPageRequest): Promise<string> {
  const searched = searchedText(request.params);
  if (!searched) return findProductPage(request);
  if (request.cursor) {
    const message = 'cursor does not apply to a text search: its pages are numbered (page=N).';
    return Promise.reject(new AppError('INVALID_QUERY', message, { errors: { cursor: [message] } }));
  }
  return searchProducts({
    database: request.database,
    params: searched.rest,
    text: searched.text,
    language: request.language,
    url: request.url,
    where: request.where,
  });
}
