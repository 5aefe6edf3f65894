import { getResource, type GetRequest } from '../../query/resource-services';
import { manufacturerResource } from './manufacturer-resource';

/** One approved manufacturer by slug or numeric id, with its type and concern. */
export function getManufacturer(request: GetRequest): Promise<string> {
  return getResource(manufacturerResource, 'Manufacturer', request);
}
