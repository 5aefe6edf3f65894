import { listResource, type ListRequest } from '../../query/resource-services';
import { refundPolicyResource } from './refund-policy-resource';

/** Approved refund policies, one Laravel paginator page. */
export function findRefundPolicies(request: ListRequest): Promise<string> {
  return listResource(refundPolicyResource, request);
}
