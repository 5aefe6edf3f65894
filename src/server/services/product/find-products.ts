import { findProductPage, type ProductPageRequest } from './product-list-page';

/**
 * GET /products: published products of active shops, filtered with the CONTRACT §3 grammar, one page read
 * from an index (product-list-page.ts).
 */
export function findProducts(request: ProductPageRequest): Promise<string> {
  return findProductPage(request);
}
