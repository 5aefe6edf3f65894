import { listResource, type ListRequest } from '../../query/resource-services';
import { couponResource } from './coupon-resource';

/** Every coupon, current, expired and upcoming alike (`is_valid` tells them apart), as a Laravel paginator. */
export function findCoupons(request: ListRequest): Promise<string> {
  return listResource(couponResource, request);
}
