import { useRef, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import type { ApiError } from '@/framework/rest/errors';
import type { OtpPurpose, PhoneProof } from '@/framework/rest/phone-otp';
import { useTranslation } from '@/lib/i18n/provider';
import { OtpCodeForm, OtpRegisterForm, PhoneNumberForm } from './phone-forms';
import { type PhoneFlowFailure, usePhoneOtp } from './use-phone-otp';

export type { OtpPurpose, PhoneProof } from '@/framework/rest/phone-otp';

export interface PhoneOtpFlowProps {
  /**
   * What the proven number is for:
   * - 'login' (default): sign in, or register an unknown number (name + email step); the token is stored
   *   (useSignIn) before onSuccess runs;
   * - 'verify': only prove the number (POST /verify-otp-code, or /otp/verify-otp-code with Firebase), e.g. the
   *   checkout contact; always the code step, never registration;
   * - 'contact': prove the number and save it as the signed-in user's profile contact (POST /update-contact;
   *   always our API's code flow); GET /me is refreshed.
   */
  purpose?: OtpPurpose;
  /** Fills in the number field, e.g. with the current contact. */
  defaultPhoneNumber?: string;
  /** Runs once the step succeeded, with the number in the normalised form the API stored or checked. */
  onSuccess?: (result: { phoneNumber: string; proof: PhoneProof }) => void;
}

/**
 * The reusable phone verification (SPEC §3, §4): PhoneNumber → OtpForm, or RegisterForm for an unknown number
 * when signing in. Failed confirmation shows text-otp-verify-failed. With NEXT_PUBLIC_FIREBASE_* set, Firebase
 * sends the code behind an invisible reCAPTCHA rendered into this component (firebase is loaded on demand).
 */
export function PhoneOtpFlow({ purpose = 'login', defaultPhoneNumber = '', onSuccess }: PhoneOtpFlowProps) {
  const { t } = useTranslation();
  const captchaHost = useRef<HTMLDivElement>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const flow = usePhoneOtp({ purpose, captchaHost, onSuccess: (result) => onSuccess?.(result) });
  const { step, phoneNumber } = flow.state;

  /** Alert for flow messages; the API's errors go back to the form for its fields. */
  const settle = (failure: PhoneFlowFailure | null): ApiError | null => {
    if (!failure) return null;
    if ('key' in failure) {
      setAlert(t(failure.key));
      return null;
    }
    return failure.error;
  };
  const changeNumber = () => {
    setAlert(null);
    flow.changeNumber();
  };

  return (
    <div className="flex flex-col gap-4">
      {alert ? (
        <Alert variant="error" onClose={() => setAlert(null)}>
          {alert}
        </Alert>
      ) : null}
      {step === 'PhoneNumber' ? (
        <PhoneNumberForm
          defaultValue={phoneNumber || defaultPhoneNumber}
          pending={flow.pending}
          onFailure={setAlert}
          onSubmit={async ({ phone_number }) => {
            setAlert(null);
            return settle(await flow.submitPhone(phone_number));
          }}
        />
      ) : (
        <p className="text-sm text-gray-700" role="status">
          {t('text-otp-sent-to', { phone: phoneNumber })}
        </p>
      )}
      {step === 'OtpForm' ? (
        <OtpCodeForm
          pending={flow.pending}
          onFailure={setAlert}
          onChangeNumber={changeNumber}
          onSubmit={async ({ code }) => {
            setAlert(null);
            return settle(await flow.submitCode(code));
          }}
        />
      ) : null}
      {step === 'RegisterForm' ? (
        <OtpRegisterForm
          pending={flow.pending}
          onFailure={setAlert}
          onChangeNumber={changeNumber}
          onSubmit={async ({ code, name, email }) => {
            setAlert(null);
            return settle(await flow.submitCode(code, { name, email }));
          }}
        />
      ) : null}
      {/* Firebase's invisible bot check renders here; empty otherwise. */}
      {flow.firebase ? <div ref={captchaHost} /> : null}
    </div>
  );
}
