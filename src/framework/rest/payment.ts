import { queryOptions } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { type Body, call } from './call';
import { type ApiError } from './errors';
import { useMutation } from './mutation';
import { ordersQueryKey } from './order';
import { useLoadQueryClient, useQuery } from './query';
import type { Order, PaymentGateway, PaymentIntent } from './types';

/** Which order's payment at which gateway; a guest order also carries its contact (CONTRACT §11). */
export interface PaymentKey {
  trackingNumber: string;
  gateway: PaymentGateway;
  contact?: string | null;
}

export const paymentIntentQueryKey = ({ trackingNumber, gateway, contact }: PaymentKey) =>
  ['payment-intent', trackingNumber, { gateway, contact: contact || null }] as const;

const intentQuery = ({ trackingNumber, gateway, contact }: PaymentKey, recall: boolean) => ({
  tracking_number: trackingNumber,
  payment_gateway: gateway,
  ...(recall ? { recall_gateway: true } : {}),
  ...(contact ? { contact } : {}),
});

/** A refusal (4xx: not payable, not yours, gateway not offered) is an answer; a gateway that is down is retried once. */
const retry = (count: number, error: ApiError) => (error.status ?? 500) >= 500 && count < 1;

/**
 * GET /payment-intent (CONTRACT §6 step 4): the server makes the order's intent at this gateway once and answers
 * the stored one after that. Always asked again when a payment page opens (a client secret or a redirect that was
 * used up must not come from the cache), and kept only while the page shows it.
 */
export const paymentIntentOptions = (key: PaymentKey) =>
  queryOptions({
    queryKey: paymentIntentQueryKey(key),
    queryFn: async () => call('get', '/payment-intent', { query: intentQuery(key, false) }),
    retry,
    staleTime: 0,
    gcTime: 0,
  });

export function usePaymentIntent(key: PaymentKey, { enabled = true }: { enabled?: boolean } = {}) {
  const { data, isLoading, isFetching, error, refetch } = useQuery({ ...paymentIntentOptions(key), enabled });
  return {
    paymentIntent: data,
    isLoading: enabled && (isLoading || (isFetching && !data)),
    error,
    retry: refetch,
  };
}

/** After a payment changed: the order (any language or contact), the order list and intents are read again. */
async function forgetPaymentState(client: QueryClient, trackingNumber: string) {
  await Promise.all([
    client.invalidateQueries({ queryKey: ['order', trackingNumber] }),
    client.invalidateQueries({ queryKey: ordersQueryKey }),
    client.removeQueries({ queryKey: ['payment-intent', trackingNumber] }),
  ]);
}

/**
 * GET /payment-intent with recall_gateway=true (GATEWAY_MODAL): the order moves to another gateway (the server
 * keeps the old one in altered_payment_gateway) and answers the new intent.
 */
export function useSwitchGateway() {
  const queryClient = useLoadQueryClient();
  return useMutation<PaymentIntent, ApiError, PaymentKey>({
    mutationFn: async (key) => call('get', '/payment-intent', { query: intentQuery(key, true) }),
    onSuccess: async (_intent, key) => forgetPaymentState(await queryClient(), key.trackingNumber),
  });
}

/**
 * POST /orders/payment (CONTRACT §6 step 5): the server asks the gateway how the payment stands and records the
 * verdict; the storefront then reads the order again to show it.
 */
export function useConfirmPayment() {
  const queryClient = useLoadQueryClient();
  return useMutation<Order | null, ApiError, Body<'/orders/payment', 'post'>>({
    // Ours answers the order as it is now; the provider answers an empty body (null here).
    mutationFn: async (input) => (await call('post', '/orders/payment', { body: input })) || null,
    onSettled: async (_data, _error, input) => forgetPaymentState(await queryClient(), input.tracking_number),
  });
}
