import { useLoadQueryClient } from '@/framework/rest/query';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { firebaseWebConfig } from '@/config/public-env';
import { type ApiError, isApiError, isRefusal } from '@/framework/rest/errors';
import { type OtpPurpose, type PhoneProof, phoneOtp } from '@/framework/rest/phone-otp';
import { meQueryKey, useSignIn } from '@/framework/rest/user';
import { useTranslation } from '@/lib/i18n/provider';
import type { FirebasePhoneSession } from './firebase-phone';

export type PhoneStep = 'PhoneNumber' | 'OtpForm' | 'RegisterForm';

/** SPEC §3 phone flow state (the captcha verifier is kept apart, inside the Firebase session ref). */
export interface PhoneFlowState {
  step: PhoneStep;
  isContactExist: boolean;
  otpId: string | null;
  phoneNumber: string;
}

export const initialPhoneFlowState: PhoneFlowState = {
  step: 'PhoneNumber',
  isContactExist: false,
  otpId: null,
  phoneNumber: '',
};

/** A failure: a translation key for the alert, or the API's error (its field errors go on the form). */
export type PhoneFlowFailure = { key: string } | { error: ApiError };

export const OTP_VERIFY_FAILED = 'text-otp-verify-failed';

const requiresInfo = (message?: string) => Boolean(message?.endsWith('MESSAGE.REQUIRED_INFO_MISSING'));

/**
 * The phone flow (SPEC §4): the number → a code (with name and email for an unknown number when signing in) →
 * signed in, or the number proven. Uses Firebase when NEXT_PUBLIC_FIREBASE_* are set (the /otp/… variant of
 * each call); otherwise the API's code flow.
 */
export function usePhoneOtp({
  purpose,
  captchaHost,
  onSuccess,
}: {
  purpose: OtpPurpose;
  captchaHost: RefObject<HTMLElement | null>;
  onSuccess: (result: { phoneNumber: string; proof: PhoneProof }) => void;
}) {
  const { i18n } = useTranslation();
  const signIn = useSignIn();
  const queryClient = useLoadQueryClient();
  const [state, setState] = useState<PhoneFlowState>(initialPhoneFlowState);
  const [pending, setPending] = useState(false);
  const firebase = useRef<FirebasePhoneSession | null>(null);
  const config = firebaseWebConfig();

  const dropFirebase = () => {
    firebase.current?.dispose();
    firebase.current = null;
  };
  useEffect(() => dropFirebase, []);

  /** Runs one step with the pending flag; API failures come back as a value, never thrown. */
  const run = async (work: () => Promise<PhoneFlowFailure | null>): Promise<PhoneFlowFailure | null> => {
    setPending(true);
    try {
      return await work();
    } catch (error) {
      // An answer that said no (a failed text message: {success: false, message}) is the flow's alert.
      if (!isApiError(error)) return { key: 'PICKBAZAR_ERROR.OTP_SEND_FAIL' };
      return isRefusal(error) ? { key: error.message } : { error };
    } finally {
      setPending(false);
    }
  };

  const nextStep = (exists: boolean): PhoneStep => (purpose === 'login' && !exists ? 'RegisterForm' : 'OtpForm');

  /** Step 1: the number. The code is sent by our API, or by Firebase after the exists check. */
  const submitPhone = (phoneNumber: string) =>
    run(async () => {
      dropFirebase();
      if (config) {
        const exists =
          purpose === 'login' ? (await phoneOtp.phoneExists({ phone_number: phoneNumber })).is_contact_exist : true;
        const host = captchaHost.current;
        if (!host) return { key: 'error-something-wrong' };
        const { startFirebasePhoneSignIn } = await import('./firebase-phone');
        try {
          firebase.current = await startFirebasePhoneSignIn({ config, phoneNumber, host, language: i18n.language });
        } catch {
          return { key: 'PICKBAZAR_ERROR.OTP_SEND_FAIL' };
        }
        setState({ step: nextStep(exists), isContactExist: exists, otpId: null, phoneNumber });
        return null;
      }
      const answer = await phoneOtp.sendCode({ phone_number: phoneNumber, purpose }, i18n.language);
      if (!answer.id) return { key: 'PICKBAZAR_ERROR.OTP_SEND_FAIL' };
      const exists = Boolean(answer.is_contact_exist);
      setState({ step: nextStep(exists), isContactExist: exists, otpId: answer.id, phoneNumber });
      return null;
    });

  /** The proof the API expects: our code id, or the Firebase ID token once Firebase accepts the code. */
  const proofFor = async (code: string): Promise<PhoneProof | null> => {
    if (config) {
      const idToken = await firebase.current?.confirm(code);
      return idToken ? { phone_number: state.phoneNumber, code, otp_id: idToken } : null;
    }
    return state.otpId ? { phone_number: state.phoneNumber, code, otp_id: state.otpId } : null;
  };

  /** Step 2: the code (and, for a new number, name and email). Failed confirmation: text-otp-verify-failed. */
  const submitCode = (code: string, profile?: { name: string; email: string }) =>
    run(async () => {
      const proof = await proofFor(code);
      if (!proof) return { key: OTP_VERIFY_FAILED };
      const firebaseVariant = config !== null;
      try {
        if (purpose === 'login')
          signIn(
            await phoneOtp.login({ ...proof, ...profile }, { firebase: firebaseVariant, language: i18n.language }),
          );
        else if (purpose === 'contact') await phoneOtp.updateContact(proof, { firebase: firebaseVariant });
        else await phoneOtp.verify(proof, { firebase: firebaseVariant });
      } catch (error) {
        if (!isApiError(error) || !isRefusal(error)) throw error;
        if (purpose === 'login' && requiresInfo(error.message)) {
          // The number has no account after all: the same proof still works with name and email.
          setState((s) => ({ ...s, step: 'RegisterForm', isContactExist: false }));
          return { key: 'PICKBAZAR_MESSAGE.REQUIRED_INFO_MISSING' };
        }
        return { key: OTP_VERIFY_FAILED };
      }
      if (purpose === 'contact')
        void queryClient().then((client) => client.invalidateQueries({ queryKey: meQueryKey }));
      dropFirebase();
      onSuccess({ phoneNumber: proof.phone_number, proof });
      return null;
    });

  /** Back to the number (a new code has to be asked for). */
  const changeNumber = () => {
    dropFirebase();
    setState((s) => ({ ...initialPhoneFlowState, phoneNumber: s.phoneNumber }));
  };

  return { state, pending, firebase: config !== null, submitPhone, submitCode, changeNumber };
}
