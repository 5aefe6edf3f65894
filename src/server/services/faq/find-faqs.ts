import { listResource, type ListRequest } from '../../query/resource-services';
import { faqResource } from './faq-resource';

/** FAQs, one Laravel paginator page, in the help page's order. */
export function findFaqs(request: ListRequest): Promise<string> {
  return listResource(faqResource, request);
}
