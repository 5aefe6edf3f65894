import { Button } from '@/components/ui/button';
import { useHasAuthToken } from '@/framework/rest/auth-token';
import { useTranslation } from '@/lib/i18n/provider';
import { useModalAction } from '@/store/ui';
import type { QuestionFormPayload } from './question-form-modal';

/** "Ask a question" on the product page: QUESTION_FORM when signed in, else the login view. */
export function AskQuestionButton(payload: QuestionFormPayload) {
  const { t } = useTranslation();
  const signedIn = useHasAuthToken();
  const { openModal } = useModalAction();
  return (
    <Button
      variant="outline"
      size="sm"
      onClick={() => (signedIn ? openModal('QUESTION_FORM', payload) : openModal('LOGIN_VIEW'))}
    >
      {t('text-ask-question')}
    </Button>
  );
}
