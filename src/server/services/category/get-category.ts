import { getResource, type GetRequest } from '../../query/resource-services';
import { categoryResource } from './category-resource';

/** One category by slug or numeric id, with its parent, type and direct children. */
export function getCategory(request: GetRequest): Promise<string> {
  return getResource(categoryResource, 'Category', request);
}
