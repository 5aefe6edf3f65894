import { listResource, type ListRequest } from '../../query/resource-services';
import { refundReasonResource } from './refund-reason-resource';

/** Refund reasons, one Laravel paginator page, in the form's order. */
export function findRefundReasons(request: ListRequest): Promise<string> {
  return listResource(refundReasonResource, request);
}
