import type { ApiErrorBody } from './types';

export interface ApiError {
  status: number | null;
  message: string;
  code?: string;
  /** Field messages (translation keys) for forms. */
  errors?: Record<string, string[]>;
}

/** One shape for every failure (STYLE §5): network errors, provider messages and our field errors alike. */
export function toApiError(error: unknown): ApiError {
  const response = (error as { response?: { status?: number; data?: unknown } } | null)?.response;
  if (response) {
    const body = (typeof response.data === 'object' && response.data ? response.data : {}) as ApiErrorBody;
    return {
      status: response.status ?? null,
      message: typeof body.message === 'string' ? body.message : 'error-something-wrong',
      code: body.code,
      errors: body.errors,
    };
  }
  return { status: null, message: 'error-something-wrong' };
}
