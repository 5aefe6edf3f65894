import { call } from './call';
import type { ApiError } from './errors';
import { useMutation } from './mutation';
import type { CouponVerification, VerifiedResponse, VerifyCheckoutInput } from './types';

/** POST /orders/checkout/verify (CONTRACT §6 step 1): availability, tax, shipping and the wallet of a cart. */
export function useVerifyCheckout() {
  return useMutation<VerifiedResponse, ApiError, VerifyCheckoutInput>({
    mutationFn: async (input) => call('post', '/orders/checkout/verify', { body: input }),
  });
}

/** POST /coupons/verify (CONTRACT §6 step 2): whether a code applies to this sub total. */
export function useVerifyCoupon() {
  return useMutation<CouponVerification, ApiError, { code: string; sub_total: number }>({
    mutationFn: async (input) => call('post', '/coupons/verify', { body: input }),
  });
}
