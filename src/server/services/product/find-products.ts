import { listResource, type ListRequest } from '../../query/resource-services';
import { productResource } from './product-resource';

/** GET /products: published products of active shops, filtered with the CONTRACT §3 grammar. */
export function findProducts(request: ListRequest): Promise<string> {
  return listResource(productResource, request);
}
