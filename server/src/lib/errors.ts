import { ERROR_MESSAGES, type ErrorCode } from '../../../shared/errors';

/** An error that becomes the contract's error envelope with its status code. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode | string,
    message?: string,
    readonly fields?: Record<string, string>,
    readonly headers?: Record<string, string>,
    /** Fields the contract adds beside `error` (e.g. the coach's `suggestions` with a 422). */
    readonly extra?: Record<string, unknown>,
  ) {
    super(message ?? (ERROR_MESSAGES as Record<string, string>)[code] ?? code);
  }

  toBody() {
    return { error: { code: this.code, message: this.message, ...(this.fields ? { fields: this.fields } : {}) }, ...this.extra };
  }
}

export const badRequest = (code: ErrorCode, fields?: Record<string, string>) => new HttpError(400, code, undefined, fields);
export const unauthenticated = () => new HttpError(401, 'UNAUTHENTICATED');
export const forbidden = (code: ErrorCode = 'FORBIDDEN') => new HttpError(403, code);
export const notFound = () => new HttpError(404, 'NOT_FOUND');
export const conflict = (code: ErrorCode, fields?: Record<string, string>) => new HttpError(409, code, undefined, fields);
