import type { QueryClient } from '@tanstack/react-query';
import { call } from './call';
import type { CommunityModelType, FeedbackResult } from './types';

/**
 * "Helpful" / "not helpful" votes on reviews and answers (CONTRACT §4 Review feedback). Loaded by the first press
 * of a thumb (feedback-buttons.tsx): every product page shows the thumbs, few visitors press one. Apart from
 * community.ts, whose lists and forms load only where they are used.
 */

export interface FeedbackInput {
  model_id: number;
  model_type: CommunityModelType;
  positive: boolean;
  negative: boolean;
}

/**
 * POST /feedbacks: the answer carries the item's new counters, which the thumbs show at once, once the list they
 * are in has been asked again (the shopper's own vote is part of it).
 */
export async function giveFeedback(
  input: FeedbackInput,
  loadClient: () => Promise<QueryClient>,
): Promise<FeedbackResult> {
  const answer = await call('post', '/feedbacks', { body: input });
  const client = await loadClient();
  await client.invalidateQueries({ queryKey: [input.model_type === 'Review' ? 'reviews' : 'questions'] });
  return answer;
}
