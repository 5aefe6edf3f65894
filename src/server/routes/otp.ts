import { serverEnv } from '@/config/env';
import {
  firebaseOtpSchema,
  otpLoginSchema,
  phoneExistsSchema,
  sendOtpSchema,
  verifyOtpSchema,
} from '@/shared/validation/phone';
import { AppError } from '../errors';
import { defineRoute } from '../http/route';
import { ref } from '../openapi/schemas/common';
import { type OtpLoginResult, otpLogin } from '../services/otp/otp-login';
import { phoneExists } from '../services/otp/phone-exists';
import { codeProof, firebaseProof, type PhoneProof } from '../services/otp/phone-proof';
import { sendOtpCode } from '../services/otp/send-otp-code';
import { updateContact } from '../services/otp/update-contact';
import { verifyOtpCode } from '../services/otp/verify-otp-code';

const SEND_LIMIT = { bucket: 'otp-send', limit: 'otpSendPerAddress' } as const;
const CHECK_LIMIT = { bucket: 'otp-check', limit: 'otpCheckPerAddress' } as const;

const notice = (kind: 'MESSAGE' | 'ERROR', key: string) => `${serverEnv().noticeDomain}${kind}.${key}`;
const failed = () => ({ success: false as const, message: notice('ERROR', 'OTP_VERIFICATION_FAILED') });
const verified = () => ({ success: true as const, message: notice('MESSAGE', 'OTP_VERIFIED') });

function loginAnswer(result: OtpLoginResult) {
  if (result.kind === 'signed-in') return result.answer;
  if (result.kind === 'missing-info')
    return { success: false as const, message: notice('MESSAGE', 'REQUIRED_INFO_MISSING') };
  return failed();
}

/**
 * The Firebase variant's proof (CONTRACT §11): a Firebase ID token when Firebase is configured; otherwise the
 * same code flow as /otp-login, where otp_id is our code id and the code is required.
 */
function firebaseVariantProof(
  body: { phone_number: string; otp_id: string; code?: string | null },
  purpose: 'login' | 'verify' | 'contact',
): PhoneProof {
  const projectId = serverEnv().firebaseProjectId;
  if (projectId) return firebaseProof({ idToken: body.otp_id, phoneNumber: body.phone_number, projectId });
  if (!body.code) {
    throw new AppError('VALIDATION_FAILED', 'Please enter the 6-digit code from the text message.', {
      errors: { code: ['error-code-required'] },
    });
  }
  return codeProof({ otpId: body.otp_id, phoneNumber: body.phone_number, purpose, code: body.code });
}

const loginDescription =
  'A number with an account signs in. An unknown number with name and email becomes a new customer (signup ' +
  'points, contact = the number; the email stays unverified until the link mailed to it is used); without ' +
  'them the answer is REQUIRED_INFO_MISSING and the proof stays valid for the registration step. An email that already has an account is refused (422 errors.email error-email-taken): ' +
  'a phone is never attached to an account without its password.';

export const otpRoutes = [
  defineRoute({
    method: 'post',
    path: '/send-otp-code',
    tag: 'Phone sign-in',
    summary: 'Text a one-time code to a phone number',
    description:
      'Numbers are normalised to E.164 (spaces and dashes dropped). The 6-digit code is valid 10 minutes for 5 ' +
      'tries, bound to the number and the purpose (login: /otp-login, verify: /verify-otp-code, contact: ' +
      '/update-contact); a new code voids the earlier ones. Without an SMS provider the text goes to the ' +
      'development outbox. The text is in the request’s ?language= (English by default). Limits: 3 codes per number and 10 sends or look-ups per address in 10 minutes. If the ' +
      'provider fails: {success: false, message: PICKBAZAR_ERROR.OTP_SEND_FAIL}.',
    body: sendOtpSchema,
    rateLimit: SEND_LIMIT,
    response: {
      description: 'Code sent: keep `id` as otp_id; is_contact_exist tells whether to ask for name and email',
      schema: { anyOf: [ref('OtpSent'), ref('OtpFailed')] },
    },
    handler: async ({ body, deps, language }) => {
      const result = await sendOtpCode({
        database: deps.database,
        sms: deps.sms,
        limiter: deps.limiter,
        phoneNumber: body.phone_number,
        purpose: body.purpose,
        language,
      });
      if (!result.sent) return { success: false as const, message: notice('ERROR', 'OTP_SEND_FAIL') };
      return {
        message: notice('MESSAGE', 'OTP_SEND_SUCCESSFUL'),
        success: true as const,
        provider: deps.sms.kind,
        id: result.otpId,
        phone_number: body.phone_number,
        is_contact_exist: result.contactExists,
      };
    },
  }),
  defineRoute({
    method: 'post',
    path: '/verify-otp-code',
    tag: 'Phone sign-in',
    summary: 'Check a code (verify-only flows such as the checkout contact)',
    description: 'For codes sent with purpose "verify". A right code is used up.',
    body: verifyOtpSchema,
    rateLimit: CHECK_LIMIT,
    response: {
      description:
        'success true with PICKBAZAR_MESSAGE.OTP_VERIFIED, or false with PICKBAZAR_ERROR.OTP_VERIFICATION_FAILED',
      schema: ref('OtpResult'),
    },
    handler: async ({ body, deps }) => {
      const proof = codeProof({
        otpId: body.otp_id,
        phoneNumber: body.phone_number,
        purpose: 'verify',
        code: body.code,
      });
      return (await verifyOtpCode({ database: deps.database, proof })) ? verified() : failed();
    },
  }),
  defineRoute({
    method: 'post',
    path: '/otp-login',
    tag: 'Phone sign-in',
    summary: 'Sign in (or register) with a code sent to a phone',
    description: `For codes sent with purpose "login". ${loginDescription}`,
    body: otpLoginSchema,
    rateLimit: CHECK_LIMIT,
    errors: [403],
    response: { description: 'Signed in, or {success: false, message}', schema: ref('OtpLoginResult') },
    handler: async ({ body, deps, language }) => {
      const proof = codeProof({
        otpId: body.otp_id,
        phoneNumber: body.phone_number,
        purpose: 'login',
        code: body.code,
      });
      return loginAnswer(
        await otpLogin({
          database: deps.database,
          mailer: deps.mailer,
          siteUrl: deps.siteUrl,
          phoneNumber: body.phone_number,
          proof,
          name: body.name,
          email: body.email,
          ttlHours: deps.authTokenTtlHours,
          language,
        }),
      );
    },
  }),
  defineRoute({
    method: 'post',
    path: '/update-contact',
    tag: 'Phone sign-in',
    summary: 'Set the signed-in user’s phone number, proven by a code',
    description:
      'For codes sent with purpose "contact". A number already used by another account is refused (422 ' +
      'errors.phone_number error-phone-taken). A user_id in the body is ignored: it is always the caller.',
    body: verifyOtpSchema,
    auth: 'required',
    rateLimit: CHECK_LIMIT,
    errors: [401],
    response: {
      description:
        'success true with PICKBAZAR_MESSAGE.CONTACT_UPDATED, or false with PICKBAZAR_ERROR.OTP_VERIFICATION_FAILED',
      schema: ref('OtpResult'),
    },
    handler: async ({ body, deps, user }) => {
      const proof = codeProof({
        otpId: body.otp_id,
        phoneNumber: body.phone_number,
        purpose: 'contact',
        code: body.code,
      });
      const updated = await updateContact({
        database: deps.database,
        userId: user!.id,
        phoneNumber: body.phone_number,
        proof,
      });
      return updated ? { success: true as const, message: notice('MESSAGE', 'CONTACT_UPDATED') } : failed();
    },
  }),
  defineRoute({
    method: 'post',
    path: '/otp/phone-exists',
    tag: 'Phone sign-in',
    summary: 'Whether an account has this phone number (Firebase variant)',
    description: 'Shares the per-address budget of /send-otp-code (10 in 10 minutes).',
    body: phoneExistsSchema,
    rateLimit: SEND_LIMIT,
    response: { description: 'The normalised number and whether an account has it', schema: ref('PhoneExists') },
    handler: async ({ body, deps }) => ({
      phone_number: body.phone_number,
      is_contact_exist: await phoneExists({ database: deps.database, phoneNumber: body.phone_number }),
    }),
  }),
  defineRoute({
    method: 'post',
    path: '/otp/verify-otp-code',
    tag: 'Phone sign-in',
    summary: 'Check a phone proof (Firebase variant)',
    description:
      'With Firebase configured, otp_id is a Firebase ID token: RS256 signed by Google for this project, not ' +
      'expired, the phone verified in the last 10 minutes, and its phone_number equal to phone_number; a token ' +
      'proves a phone once (used again, on any of the /otp routes: 409). Without Firebase, the same as ' +
      '/verify-otp-code (otp_id is our code id; code required).',
    body: firebaseOtpSchema,
    rateLimit: CHECK_LIMIT,
    errors: [409],
    response: { description: 'success true or false with a message key', schema: ref('OtpResult') },
    handler: async ({ body, deps }) => {
      const proof = firebaseVariantProof(body, 'verify');
      return (await verifyOtpCode({ database: deps.database, proof })) ? verified() : failed();
    },
  }),
  defineRoute({
    method: 'post',
    path: '/otp/otp-login',
    tag: 'Phone sign-in',
    summary: 'Sign in (or register) with a phone proof (Firebase variant)',
    description:
      'The proof as in /otp/verify-otp-code (without Firebase: a code sent with purpose "login"); the token is ' +
      `used up only when the sign-in completes (409 when it was used before). ${loginDescription}`,
    body: firebaseOtpSchema,
    rateLimit: CHECK_LIMIT,
    errors: [403, 409],
    response: { description: 'Signed in, or {success: false, message}', schema: ref('OtpLoginResult') },
    handler: async ({ body, deps, language }) =>
      loginAnswer(
        await otpLogin({
          database: deps.database,
          mailer: deps.mailer,
          siteUrl: deps.siteUrl,
          phoneNumber: body.phone_number,
          proof: firebaseVariantProof(body, 'login'),
          name: body.name,
          email: body.email,
          ttlHours: deps.authTokenTtlHours,
          language,
        }),
      ),
  }),
  defineRoute({
    method: 'post',
    path: '/otp/update-contact',
    tag: 'Phone sign-in',
    summary: 'Set the signed-in user’s phone number, proven by a phone proof (Firebase variant)',
    description:
      'The proof as in /otp/verify-otp-code (without Firebase: a code sent with purpose "contact"); otherwise as ' +
      '/update-contact: another account’s number is refused (422 errors.phone_number error-phone-taken) and the ' +
      'proof kept; a user_id in the body is ignored.',
    body: firebaseOtpSchema,
    auth: 'required',
    rateLimit: CHECK_LIMIT,
    errors: [401, 409],
    response: {
      description:
        'success true with PICKBAZAR_MESSAGE.CONTACT_UPDATED, or false with PICKBAZAR_ERROR.OTP_VERIFICATION_FAILED',
      schema: ref('OtpResult'),
    },
    handler: async ({ body, deps, user }) => {
      const updated = await updateContact({
        database: deps.database,
        userId: user!.id,
        phoneNumber: body.phone_number,
        proof: firebaseVariantProof(body, 'contact'),
      });
      return updated ? { success: true as const, message: notice('MESSAGE', 'CONTACT_UPDATED') } : failed();
    },
  }),
];
