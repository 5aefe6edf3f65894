import { serverEnv } from '@/config/env';

/** The `{success, message}` answer of the account endpoints (CONTRACT §5); messages are translation keys. */
export interface AccountResult {
  success: boolean;
  message: string;
}

export const noticeKey = (kind: 'MESSAGE' | 'ERROR', key: string) => `${serverEnv().noticeDomain}${kind}.${key}`;

export const succeeded = (key: string): AccountResult => ({ success: true, message: noticeKey('MESSAGE', key) });

export const failed = (key: string): AccountResult => ({ success: false, message: noticeKey('ERROR', key) });
