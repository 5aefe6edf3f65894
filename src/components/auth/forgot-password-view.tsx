import { useReducer } from 'react';
import { useTranslation } from '@/lib/i18n/provider';
import { notify } from '@/lib/notify';
import { useModalAction } from '@/store/ui';
import { AuthCard, OrDivider } from './auth-card';
import { Button } from '@/components/ui/button';
import { forgotPasswordReducer, initialForgotPasswordState } from './forgot-password-state';
import { EmailStep, PasswordStep, TokenStep } from './forgot-password-steps';

/** SPEC §8: the success toast of a reset, as a translation key. */
export const RESET_SUCCESS_KEY = 'Successfully Reset Password!';

/**
 * The FORGOT_VIEW (SPEC §2, §4): helper text, the current step's form (Email → Token → Password, with 'previous
 * step'), an 'or' divider and a back-to-login button. A reset toasts, clears the flow and opens LOGIN_VIEW.
 */
export default function ForgotPasswordView() {
  const { t } = useTranslation();
  const { openModal } = useModalAction();
  const [state, dispatch] = useReducer(forgotPasswordReducer, initialForgotPasswordState);
  const previous = () => dispatch({ type: 'PREVIOUS_STEP' });

  return (
    <AuthCard title={t('text-forgot-password')} helper={t('forgot-password-helper')}>
      {state.step === 'Email' ? (
        <EmailStep
          defaultEmail={state.email}
          onAccepted={(email, message) => dispatch({ type: 'EMAIL_ACCEPTED', email, message })}
        />
      ) : null}
      {state.step === 'Token' ? (
        <TokenStep
          email={state.email}
          notice={state.message}
          defaultToken={state.token}
          onAccepted={(token) => dispatch({ type: 'TOKEN_ACCEPTED', token })}
          onPrevious={previous}
        />
      ) : null}
      {state.step === 'Password' ? (
        <PasswordStep
          email={state.email}
          token={state.token}
          onPrevious={previous}
          onReset={() => {
            void notify('success', t(RESET_SUCCESS_KEY));
            dispatch({ type: 'RESET' });
            openModal('LOGIN_VIEW');
          }}
        />
      ) : null}
      <OrDivider label={t('text-or')} />
      <Button variant="outline" className="w-full" onClick={() => openModal('LOGIN_VIEW')}>
        {t('text-back-to')} {t('text-login')}
      </Button>
    </AuthCard>
  );
}
