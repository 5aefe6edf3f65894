import { and, eq, isNull, lt } from 'drizzle-orm';
import { createOtp, OTP_TTL_MINUTES } from '../../auth/otp';
import type { Database, Db } from '../../db/client';
import { type OtpPurpose, otpCodes } from '../../db/schema';
import { lockForTransaction } from '../../db/transaction-lock';
import type { RateLimiter } from '../../http/rate-limit';
import type { SmsSender } from '../../messaging/sms';
import { translator } from '../../messaging/translate';
import { findUserByContact } from '../user/find-user';

/** The text of each purpose's code, public/locales/<lang>/common.json. */
const TEXT: Record<OtpPurpose, string> = {
  login: 'sms-otp-login',
  verify: 'sms-otp-verify',
  contact: 'sms-otp-contact',
};

export type SendOtpResult = { sent: true; otpId: string; contactExists: boolean } | { sent: false };

/**
 * Makes a code for the number and purpose and texts it (CONTRACT §9). Earlier unused codes of the same number
 * and purpose stop working, so only the newest code can be guessed at. The code itself is stored hashed.
 */
export async function sendOtpCode(options: {
  database: Database;
  sms: SmsSender;
  limiter: RateLimiter;
  phoneNumber: string;
  purpose: OtpPurpose;
  /** The language of the request: the text's language. */
  language: string;
}): Promise<SendOtpResult> {
  const { phoneNumber, purpose } = options;
  const db = options.database.db;
  // Texts cost money and annoy people: a few codes per number, whoever asks (the route limits each address too).
  await options.limiter.hit('otp-send-number', phoneNumber, 'otpSendPerNumber');

  // Sends to one number at the same moment take turns, so exactly one code stays valid: the last one made.
  const { id, code } = await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    await lockForTransaction(tx, `otp:${phoneNumber}:${purpose}`);
    const now = new Date();
    await tx
      .update(otpCodes)
      .set({ consumedAt: now })
      .where(and(eq(otpCodes.phoneNumber, phoneNumber), eq(otpCodes.purpose, purpose), isNull(otpCodes.consumedAt)));
    // Housekeeping: this number's codes from yesterday and before are of no use to anyone.
    await tx
      .delete(otpCodes)
      .where(and(eq(otpCodes.phoneNumber, phoneNumber), lt(otpCodes.expiresAt, new Date(now.getTime() - 86_400_000))));
    return createOtp(tx, phoneNumber, purpose);
  });
  try {
    await options.sms.send({
      to: phoneNumber,
      text: translator(options.language)(TEXT[purpose], { code, minutes: OTP_TTL_MINUTES }),
      meta: { kind: 'otp', code, otp_id: id, purpose },
    });
  } catch (err) {
    console.error(`[otp] the code for ${phoneNumber.slice(0, 4)}… could not be sent:`, (err as Error).message);
    await db.delete(otpCodes).where(eq(otpCodes.id, id));
    return { sent: false };
  }
  const contactExists = (await findUserByContact(db, phoneNumber)) !== null;
  return { sent: true, otpId: id, contactExists };
}
