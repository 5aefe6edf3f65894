import { useRef, useState } from 'react';
import { translateError } from '@/components/forms/translate-error';
import { useHasAuthToken } from '@/framework/rest/auth-token';
import { toApiError } from '@/framework/rest/errors';
import { useLoadQueryClient } from '@/framework/rest/query';
import type { CommunityModelType } from '@/framework/rest/types';
import { useTranslation } from '@/lib/i18n/provider';
import { notify } from '@/lib/notify';
import { useModalAction } from '@/store/ui';
import { Icon } from '@/components/icons/icon';

interface Votable {
  id: number;
  positive_feedbacks_count?: number;
  negative_feedbacks_count?: number;
  my_feedback?: { positive?: boolean; negative?: boolean } | null;
}

function Thumb({ down }: { down?: boolean }) {
  return (
    <Icon width="16" height="16" className={down ? 'rotate-180' : undefined}>
      <path d="M7 10v11H3V10h4Zm0 0 4-8c1.7 0 3 1.3 3 3v4h5.5a2 2 0 0 1 2 2.3l-1.3 8A2 2 0 0 1 18.2 21H7" />
    </Icon>
  );
}

/**
 * "Helpful" / "not helpful" on a review or question. The pressed thumb is the shopper's own vote (my_feedback);
 * pressing it again takes the vote back. The counters come from the API's answer. Signed out: the login view.
 */
export function FeedbackButtons({ item, modelType }: { item: Votable; modelType: CommunityModelType }) {
  const { t } = useTranslation();
  const signedIn = useHasAuthToken();
  const { openModal } = useModalAction();
  const loadClient = useLoadQueryClient();
  // One vote at a time: the thumbs are disabled while it is on its way (its code loads with the first press).
  const busy = useRef(false);
  const [pending, setPending] = useState(false);
  const [latest, setLatest] = useState<{
    positive: boolean;
    negative: boolean;
    up: number;
    down: number;
  } | null>(null);
  const state = latest ?? {
    positive: signedIn && item.my_feedback?.positive === true,
    negative: signedIn && item.my_feedback?.negative === true,
    up: item.positive_feedbacks_count ?? 0,
    down: item.negative_feedbacks_count ?? 0,
  };

  const vote = (side: 'positive' | 'negative') => {
    if (!signedIn) {
      openModal('LOGIN_VIEW');
      return;
    }
    if (busy.current) return;
    busy.current = true;
    setPending(true);
    const taking = !state[side];
    const input = {
      model_id: item.id,
      model_type: modelType,
      positive: side === 'positive' && taking,
      negative: side === 'negative' && taking,
    };
    void import('@/framework/rest/feedback')
      .then(({ giveFeedback }) => giveFeedback(input, loadClient))
      .then(
        (answer) =>
          setLatest({
            positive: answer.positive,
            negative: answer.negative,
            up: answer.positive_feedbacks_count ?? state.up,
            down: answer.negative_feedbacks_count ?? state.down,
          }),
        (error: unknown) => void notify('error', translateError(toApiError(error), t)),
      )
      .finally(() => {
        busy.current = false;
        setPending(false);
      });
  };

  const button = (side: 'positive' | 'negative', count: number) => (
    <button
      type="button"
      onClick={() => vote(side)}
      disabled={pending}
      aria-pressed={state[side]}
      aria-label={t(side === 'positive' ? 'text-helpful-count' : 'text-not-helpful-count', { number: count })}
      className={`inline-flex items-center gap-1.5 rounded-md px-2 py-1 text-sm transition hover:bg-gray-100 disabled:opacity-60 ${
        state[side] ? 'font-semibold text-accent' : 'text-gray-700'
      }`}
    >
      <Thumb down={side === 'negative'} />
      <span aria-hidden="true">{count}</span>
    </button>
  );

  return (
    <div className="flex items-center gap-1" role="group" aria-label={t('text-was-it-helpful')}>
      {button('positive', state.up)}
      {button('negative', state.down)}
    </div>
  );
}
