import { getResource, type GetRequest } from '../../query/resource-services';
import { concernDetailResource } from './concern-resource';

/** One concern by slug or numeric id, with its approved manufacturers. */
export function getConcern(request: GetRequest): Promise<string> {
  return getResource(concernDetailResource, 'Concern', request);
}
