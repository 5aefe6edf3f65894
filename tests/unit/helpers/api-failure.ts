import { expect } from 'vitest';
import { ApiError } from '@/framework/rest/errors';

/** What a request through the real axios instance rejected with, which must be an ApiError. */
export async function failure(request: Promise<unknown>): Promise<ApiError> {
  const error: unknown = await request.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}
