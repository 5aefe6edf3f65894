import { listResource, type ListRequest } from '../../query/resource-services';
import { concernResource } from './concern-resource';

/** Concerns, one Laravel paginator page. */
export function findConcerns(request: ListRequest): Promise<string> {
  return listResource(concernResource, request);
}
