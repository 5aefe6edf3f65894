import { serverEnv } from '@/config/env';

/** The one error body every endpoint answers with (CONTRACT §11 "Error body"). */
export interface ErrorBody {
  message: string;
  code: string;
  errors?: Record<string, string[]>;
}

export type ErrorCode =
  | 'BAD_REQUEST'
  | 'INVALID_QUERY'
  | 'VALIDATION_FAILED'
  | 'NOT_FOUND'
  | 'NOT_AUTHORIZED'
  | 'FORBIDDEN'
  | 'CONFLICT'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'RATE_LIMITED'
  | 'INTERNAL'
  | 'UNAVAILABLE'
  /** CONTRACT §1: settings.maximumQuestionLimit reached (422). */
  | 'MAXIMUM_QUESTION_LIMIT_EXCEEDED';

const statusOf: Record<ErrorCode, number> = {
  BAD_REQUEST: 400,
  INVALID_QUERY: 400,
  VALIDATION_FAILED: 422,
  NOT_FOUND: 404,
  NOT_AUTHORIZED: 401,
  FORBIDDEN: 403,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
  MAXIMUM_QUESTION_LIMIT_EXCEEDED: 422,
};

/**
 * A failure a client can act on. `message` is for people; `code` is the provider-style
 * `<APP_NOTICE_DOMAIN>ERROR.<CODE>` string clients may branch on.
 */
export class AppError extends Error {
  readonly status: number;
  readonly code: ErrorCode;
  readonly errors?: Record<string, string[]>;
  readonly headers?: Record<string, string>;

  constructor(
    code: ErrorCode,
    message: string,
    extra: { errors?: Record<string, string[]>; headers?: Record<string, string> } = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.status = statusOf[code];
    this.errors = extra.errors;
    this.headers = extra.headers;
  }

  toBody(): ErrorBody {
    const body: ErrorBody = { message: this.message, code: `${serverEnv().noticeDomain}ERROR.${this.code}` };
    if (this.errors) body.errors = this.errors;
    return body;
  }
}

export const notFound = (what: string, key: string | number) =>
  new AppError('NOT_FOUND', `${what} "${key}" was not found.`);

export const invalidQuery = (message: string, param?: string) =>
  new AppError('INVALID_QUERY', message, param ? { errors: { [param]: [message] } } : {});
