import { useTranslation } from '@/lib/i18n/provider';
import { type ModalViewProps, useModalAction } from '@/store/ui';
import { Button } from '@/components/ui/button';
import { AuthCard, OrDivider } from './auth-card';
import { PhoneOtpFlow } from './phone-otp-flow';

/**
 * OTP_LOGIN's payload. Without one, phone sign-in (with registration for an unknown number). With
 * `verifyOnly`, the number is only proven (always the code step) and `onVerified` receives it.
 */
export interface OtpLoginPayload {
  verifyOnly?: boolean;
  phoneNumber?: string;
  onVerified?: (phoneNumber: string) => void;
}

function payloadOf(data: unknown): OtpLoginPayload {
  return typeof data === 'object' && data !== null ? (data as OtpLoginPayload) : {};
}

/** The OTP_LOGIN view (SPEC §2, §4): the phone flow, then the modal closes. */
export default function OtpLoginView({ data }: ModalViewProps) {
  const { t } = useTranslation();
  const { openModal, closeModal } = useModalAction();
  const { verifyOnly = false, phoneNumber, onVerified } = payloadOf(data);

  return (
    <AuthCard
      title={t(verifyOnly ? 'text-verify-phone' : 'text-login-mobile')}
      helper={t(verifyOnly ? 'otp-verify-helper' : 'otp-login-helper')}
    >
      <PhoneOtpFlow
        purpose={verifyOnly ? 'verify' : 'login'}
        defaultPhoneNumber={phoneNumber}
        onSuccess={(result) => {
          if (verifyOnly) onVerified?.(result.phoneNumber);
          closeModal();
        }}
      />
      {verifyOnly ? null : (
        <>
          <OrDivider label={t('text-or')} />
          <Button variant="outline" className="w-full" onClick={() => openModal('LOGIN_VIEW')}>
            {t('text-back-to')} {t('text-login')}
          </Button>
        </>
      )}
    </AuthCard>
  );
}
