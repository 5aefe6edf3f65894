import { listResource, type ListRequest } from '../../query/resource-services';
import { authorResource } from './author-resource';

/** Approved authors, one Laravel paginator page. */
export function findAuthors(request: ListRequest): Promise<string> {
  return listResource(authorResource, request);
}
