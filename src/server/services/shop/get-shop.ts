import { getResource, type GetRequest } from '../../query/resource-services';
import { shopDetailResource } from './shop-resource';

/** One active shop by slug or numeric id, with its categories; an inactive shop is not found. */
export function getShop(request: GetRequest): Promise<string> {
  return getResource(shopDetailResource, 'Shop', request);
}
