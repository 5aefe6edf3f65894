import { getResource, type GetRequest } from '../../query/resource-services';
import type { Resource } from '../../query/resource';
import { productDetailFields } from './product-detail-fields';
import { productResource } from './product-resource';

const productDetailResource: Resource = { ...productResource, fields: ({ language }) => productDetailFields(language) };

/** One published product of an active shop by slug (or id), with relations, variations, related products and ratings. */
export function getProduct(request: GetRequest): Promise<string> {
  return getResource(productDetailResource, 'Product', request);
}
