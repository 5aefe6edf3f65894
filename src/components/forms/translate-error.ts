import type { ApiError } from '@/framework/rest/errors';

/**
 * A failure as the shopper reads it, in their language: the message when it is a translation key (PickBazar
 * sends keys), else the error code (ours: PICKBAZAR_ERROR.VALIDATION_FAILED, …), else a generic message; the
 * API's English sentences are for developers and logs.
 */
export function translateError(
  error: ApiError,
  t: (key: string, options?: { defaultValue?: string }) => string,
): string {
  for (const key of [error.message, error.code]) {
    const text = key ? t(key, { defaultValue: '' }) : '';
    if (text) return text;
  }
  return t('error-something-wrong');
}
