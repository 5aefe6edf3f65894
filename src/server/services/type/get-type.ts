import { getResource, type GetRequest } from '../../query/resource-services';
import { typeResource } from './type-resource';

/** One type by slug or numeric id, with its banners. */
export function getType(request: GetRequest): Promise<string> {
  return getResource(typeResource, 'Type', request);
}
