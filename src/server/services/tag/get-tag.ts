import { getResource, type GetRequest } from '../../query/resource-services';
import { tagResource } from './tag-resource';

/** One tag by slug or numeric id. */
export function getTag(request: GetRequest): Promise<string> {
  return getResource(tagResource, 'Tag', request);
}
