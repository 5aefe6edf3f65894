/** Field name → messages (translation keys from the shared schemas, or a provider's plain text). */
export type FieldErrors = Record<string, string[]>;

export interface ApiErrorInit {
  /** The HTTP status; null when no answer came (network error, timeout). */
  status: number | null;
  /** A translation key (a provider code such as PICKBAZAR_ERROR.NOT_FOUND, or an `error-…` key) or a provider's sentence for developers. */
  message: string;
  /** Ours: `<APP_NOTICE_DOMAIN>ERROR.<CODE>`. */
  code?: string;
  errors?: FieldErrors;
}

/** The message of a failure that says nothing more useful (no answer, or an answer we cannot read). */
export const GENERIC_ERROR = 'error-something-wrong';

/**
 * The one shape every failed API call rejects with (STYLE §5): HTTP errors with the API's `{message, code,
 * errors?}` body, a provider's message-only body, network errors and timeouts alike. Made by the response
 * interceptor (http.ts), which also turns the answers that say no with HTTP 200 into one: a provider's
 * `{success: false, message}` and a sign-in answer without a token (refusalOf).
 */
export class ApiError extends Error {
  readonly status: number | null;
  readonly code?: string;
  readonly errors?: FieldErrors;

  constructor({ status, message, code, errors }: ApiErrorInit, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.errors = errors;
  }
}

/** Whether an ApiError stands for an answer that said no with HTTP 200 (http.ts refusalOf), not a failed request. */
export const isRefusal = (error: ApiError): boolean => error.status !== null && error.status < 300;

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/**
 * What a failed call rejected with, as an ApiError: the error itself when it is one (everything the API client
 * rejects with is), anything else (a bug, a script that failed to load) as the generic failure.
 */
export function toApiError(error: unknown): ApiError {
  return isApiError(error) ? error : new ApiError({ status: null, message: GENERIC_ERROR }, { cause: error });
}
