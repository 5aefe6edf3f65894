import { getResource, type GetRequest } from '../../query/resource-services';
import { faqResource } from './faq-resource';

/** One FAQ by slug or numeric id. */
export function getFaq(request: GetRequest): Promise<string> {
  return getResource(faqResource, 'FAQ', request);
}
