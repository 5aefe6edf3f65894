import type { JsonSchema } from '../../http/route';
import { bool, object, ref } from './common';

const message = (example: string): JsonSchema => ({ type: 'string', description: `Translation key, e.g. ${example}` });
const phoneNumber: JsonSchema = { type: 'string', description: 'E.164 phone number, e.g. +12125550123' };

/** Phone sign-in (CONTRACT §9, §11) and social sign-in answers. */
export const phoneSchemas: Record<string, JsonSchema> = {
  OtpSent: object({
    message: message('PICKBAZAR_MESSAGE.OTP_SEND_SUCCESSFUL'),
    success: { type: 'boolean', const: true },
    provider: {
      type: 'string',
      enum: ['twilio', 'outbox'],
      description: 'Who delivered the text: Twilio, or the development outbox when no SMS provider is configured',
    },
    id: { type: 'string', description: 'otp_id: send it back with the code' },
    phone_number: phoneNumber,
    is_contact_exist: { type: 'boolean', description: 'An account has this number (else ask for name and email)' },
  }),
  OtpResult: object({
    message: message('PICKBAZAR_MESSAGE.OTP_VERIFIED or PICKBAZAR_ERROR.OTP_VERIFICATION_FAILED'),
    success: bool,
  }),
  OtpFailed: object({
    message: message('PICKBAZAR_ERROR.OTP_VERIFICATION_FAILED or PICKBAZAR_MESSAGE.REQUIRED_INFO_MISSING'),
    success: { type: 'boolean', const: false },
  }),
  OtpLoginResult: {
    anyOf: [ref('SignIn'), ref('OtpFailed')],
    description:
      'Signed in, or {success: false} with OTP_VERIFICATION_FAILED (wrong, expired or used code) or ' +
      'REQUIRED_INFO_MISSING (unknown number: send the same code again with name and email)',
  },
  PhoneExists: object({ phone_number: phoneNumber, is_contact_exist: bool }),
  UploadedAttachments: {
    type: 'array',
    items: { allOf: [ref('Attachment'), { required: ['file_name'] }] },
    description: 'The stored pictures, in the order sent',
  },
};
