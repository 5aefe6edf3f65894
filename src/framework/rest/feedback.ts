import { call } from './call';
import type { ApiError } from './errors';
import { useMutation } from './mutation';
import { useLoadQueryClient } from './query';
import type { CommunityModelType, FeedbackResult } from './types';

/**
 * "Helpful" / "not helpful" votes on reviews and answers (CONTRACT §4 Review feedback). Apart from community.ts
 * because every product page shows the thumbs; the shopper's lists and the question and report forms load only
 * where they are used.
 */

export interface FeedbackInput {
  model_id: number;
  model_type: CommunityModelType;
  positive: boolean;
  negative: boolean;
}

/** POST /feedbacks: the answer carries the item's new counters, which the thumbs show at once. */
export function useGiveFeedback() {
  const queryClient = useLoadQueryClient();
  return useMutation<FeedbackResult, ApiError, FeedbackInput>({
    mutationFn: async (input) => call('post', '/feedbacks', { body: input }),
    onSuccess: (_answer, input) =>
      queryClient().then((client) =>
        client.invalidateQueries({ queryKey: [input.model_type === 'Review' ? 'reviews' : 'questions'] }),
      ),
  });
}
