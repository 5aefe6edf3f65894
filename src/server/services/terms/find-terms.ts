import { listResource, type ListRequest } from '../../query/resource-services';
import { termsResource } from './terms-resource';

/** Approved terms and conditions, one Laravel paginator page, in the terms page's order. */
export function findTerms(request: ListRequest): Promise<string> {
  return listResource(termsResource, request);
}
