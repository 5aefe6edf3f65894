import { queryOptions } from '@tanstack/react-query';
import { type Body, call } from './call';
import type { ApiError } from './errors';
import { useMutation } from './mutation';
import { useLoadQueryClient, useQuery } from './query';
import type { Card, CardSetup, SavedPaymentMethod } from './types';

export const cardsQueryKey = ['cards'] as const;

/** GET /cards: the signed-in shopper's saved cards. Personal: only ever in this browser's cache. */
export const cardsOptions = () =>
  queryOptions({
    queryKey: cardsQueryKey,
    queryFn: async () => call('get', '/cards'),
  });

/** The saved cards, the default one first (then in the order the API lists them). */
export function useCards({ enabled = true }: { enabled?: boolean } = {}) {
  const { data, isLoading, error } = useQuery({ ...cardsOptions(), enabled });
  const cards = data ? [...data].sort((a, b) => Number(b.default_card) - Number(a.default_card)) : [];
  return { cards, isLoading: enabled && isLoading, error };
}

/** After a change to the saved cards, GET /cards is asked again so the list shows the stored state. */
function useRefreshCards() {
  const queryClient = useLoadQueryClient();
  return () => queryClient().then((client) => client.invalidateQueries({ queryKey: cardsQueryKey }));
}

/** POST /cards/setup-intent (ours): the client secret of a SetupIntent, to save a card without paying. */
export function useCreateCardSetup() {
  return useMutation<CardSetup, ApiError, void>({
    mutationFn: async () => call('post', '/cards/setup-intent'),
  });
}

/** POST /cards {method_key}: keeps a payment method the browser made with the gateway (never a card number). */
export function useAddCard() {
  const refresh = useRefreshCards();
  return useMutation<Card, ApiError, { method_key: string }>({
    mutationFn: async (input) => call('post', '/cards', { body: input }),
    onSuccess: () => refresh(),
  });
}

/** DELETE /cards/{id}. */
export function useDeleteCard() {
  const refresh = useRefreshCards();
  return useMutation<boolean, ApiError, number>({
    mutationFn: async (id) => call('delete', '/cards/{id}', { params: { id: id } }),
    onSuccess: () => refresh(),
  });
}

/** POST /set-default-card {method_id}: the server clears the flag on the shopper's other cards of that gateway. */
export function useSetDefaultCard() {
  const refresh = useRefreshCards();
  return useMutation<Card, ApiError, number>({
    mutationFn: async (id) => call('post', '/set-default-card', { body: { method_id: id } }),
    onSuccess: () => refresh(),
  });
}

/**
 * POST /save-payment-method: before the browser confirms a card payment, the server pays the order's intent with
 * that method and, with save_card, keeps it among the shopper's cards.
 */
export function useSavePaymentMethod() {
  const refresh = useRefreshCards();
  return useMutation<SavedPaymentMethod, ApiError, Body<'/save-payment-method', 'post'>>({
    mutationFn: async (input) => call('post', '/save-payment-method', { body: input }),
    onSuccess: (_answer, input) => {
      if (input.save_card) void refresh();
    },
  });
}
