import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { ZodError } from 'zod';
import type { ErrorBody } from '../../../shared/errors';
import i18n, { type resources } from '../i18n';

/** What went wrong, as far as the client can tell: a contract error code, a message, or both. */
export interface Problem {
  code?: string;
  message?: string;
  /** Why, in an admin's words (a suspension's reason): shown after the message wherever it appears. */
  reason?: string;
}

type ErrorKey = keyof (typeof resources)['en']['errors'];

const isFetchBaseQueryError = (error: unknown): error is FetchBaseQueryError =>
  typeof error === 'object' && error !== null && 'status' in error;

/** Reads a failed call: the contract's `{error: {code, message}}`, a network failure, or a thrown error. */
export function problemOf(error: unknown): Problem {
  if (isFetchBaseQueryError(error)) {
    if (error.status === 'FETCH_ERROR' || error.status === 'TIMEOUT_ERROR') return { code: 'networkError' };
    const body = error.data as Partial<ErrorBody> | undefined;
    // Anything else (say a proxy's HTML error page) has no message worth showing.
    if (!body?.error) return {};
    const { code, message, reason } = body.error;
    return { code, message, ...(typeof reason === 'string' && reason ? { reason } : {}) };
  }
  if (error instanceof Error) return { message: error.message };
  return {};
}

/**
 * A failed zod check of a shared schema, whose issue messages are error codes: the first
 * failing field in `fieldOrder` (the order the server reports them in) wins.
 */
export function problemOfIssues(error: ZodError, fieldOrder: readonly string[] = []): Problem {
  const rank = (field: PropertyKey | undefined) => {
    const index = fieldOrder.indexOf(String(field));
    return index === -1 ? fieldOrder.length : index;
  };
  const [first] = [...error.issues].sort((a, b) => rank(a.path[0]) - rank(b.path[0]));
  return { code: first?.message };
}

/**
 * api.md's display rule: the translation of the code where the client has one, else the
 * server's (English) message, else `fallback`.
 */
export function problemText(problem: Problem, fallback: string = i18n.t('errors:INTERNAL')): string {
  const { code, reason } = problem;
  const text = code && i18n.exists(code, { ns: 'errors' }) ? i18n.t(code as ErrorKey, { ns: 'errors' }) : (problem.message ?? fallback);
  return reason ? `${text} ${i18n.t('errors:reason', { reason })}` : text;
}
