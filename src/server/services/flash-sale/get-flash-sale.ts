import { getResource, type GetRequest } from '../../query/resource-services';
import { flashSaleResource } from './flash-sale-resource';

/** One running campaign by slug or id; an ended or future one is the same 404 as a missing one. */
export function getFlashSale(request: GetRequest): Promise<string> {
  return getResource(flashSaleResource, 'Flash sale', request);
}
