import { getResource, type GetRequest } from '../../query/resource-services';
import { authorResource } from './author-resource';

/** One approved author by slug or numeric id; unapproved authors are as unknown as missing ones. */
export function getAuthor(request: GetRequest): Promise<string> {
  return getResource(authorResource, 'Author', request);
}
