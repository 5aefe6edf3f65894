import { listResource, type ListRequest } from '../../query/resource-services';
import { flashSaleResource } from './flash-sale-resource';

/** Campaigns running now, one Laravel paginator page. */
export function findFlashSales(request: ListRequest): Promise<string> {
  return listResource(flashSaleResource, request);
}
