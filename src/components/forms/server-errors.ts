import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { ApiError } from '@/framework/rest/errors';

/**
 * Puts the API's field errors (HTTP 422 `errors: {field: [key]}`, keys from the shared schema) on the form's
 * fields; answers whether any landed, so the caller can focus the first one. Unknown fields are ignored.
 */
export function applyServerErrors<T extends FieldValues>(
  error: ApiError,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
): boolean {
  let first = true;
  for (const field of fields) {
    const message = error.errors?.[field]?.[0];
    if (!message) continue;
    setError(field, { type: 'server', message }, { shouldFocus: first });
    first = false;
  }
  return !first;
}

/**
 * The toast text for a failed submit, in the shopper's language: the message when it is a translation key
 * (PickBazar sends keys), else the error code (ours: PICKBAZAR_ERROR.VALIDATION_FAILED, …), else a generic
 * message; the API's English sentences are for developers and logs.
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
