import { ERROR_MESSAGES, type ErrorCode } from '../../../shared/errors';

/** What an error may carry besides its status and code. */
export interface HttpErrorOptions {
  /** The English message; by default the contract's message for the code. */
  message?: string;
  /** Per-field messages, for forms. */
  fields?: Record<string, string>;
  /** Why, in an admin's words (ACCOUNT_SUSPENDED: the suspension's reason), sent as `error.reason`. */
  reason?: string;
  /** Response headers (e.g. `Retry-After` with a 429). */
  headers?: Record<string, string>;
  /** Fields the contract adds beside `error` (e.g. the coach's `suggestions` with a 422). */
  extra?: Record<string, unknown>;
}

/** An error that becomes the contract's error envelope with its status code. */
export class HttpError extends Error {
  readonly fields?: Record<string, string>;
  readonly headers?: Record<string, string>;
  readonly extra?: Record<string, unknown>;
  readonly reason?: string;

  constructor(
    readonly status: number,
    readonly code: ErrorCode | string,
    options: HttpErrorOptions = {},
  ) {
    super(options.message ?? (ERROR_MESSAGES as Record<string, string>)[code] ?? code);
    this.fields = options.fields;
    this.headers = options.headers;
    this.extra = options.extra;
    this.reason = options.reason;
  }

  toBody() {
    return { error: { code: this.code, message: this.message, ...(this.fields ? { fields: this.fields } : {}), ...(this.reason ? { reason: this.reason } : {}) }, ...this.extra };
  }
}

export const badRequest = (code: ErrorCode, fields?: Record<string, string>) => new HttpError(400, code, { fields });
export const unauthenticated = () => new HttpError(401, 'UNAUTHENTICATED');
export const forbidden = (code: ErrorCode = 'FORBIDDEN') => new HttpError(403, code);
export const notFound = () => new HttpError(404, 'NOT_FOUND');
export const conflict = (code: ErrorCode, fields?: Record<string, string>) => new HttpError(409, code, { fields });
