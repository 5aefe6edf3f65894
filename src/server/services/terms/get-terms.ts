import { getResource, type GetRequest } from '../../query/resource-services';
import { termsResource } from './terms-resource';

/** One approved terms section by slug or numeric id; a draft is the same 404 as a missing one. */
export function getTerms(request: GetRequest): Promise<string> {
  return getResource(termsResource, 'Terms and conditions', request);
}
