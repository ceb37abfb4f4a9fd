import type { z } from 'zod';
import { ERROR_MESSAGES, isErrorCode } from '../../../shared/errors';
import { HttpError } from './errors';

/**
 * Parses input with a shared zod schema. Schema messages are error codes; the reply's
 * message is the first failing field's (in `order` when given), every field is listed.
 */
export function parse<S extends z.ZodType>(schema: S, input: unknown, order: readonly string[] = []): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  const codes: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.join('.') || '_';
    if (field in fields) continue;
    const code = isErrorCode(issue.message) ? issue.message : 'VALIDATION_FAILED';
    codes[field] = code;
    fields[field] = code === 'VALIDATION_FAILED' ? issue.message : ERROR_MESSAGES[code];
  }
  const ranked = Object.keys(fields).sort((a, b) => rank(order, a) - rank(order, b));
  const first = ranked[0];
  return fail(codes[first], fields);
}

function rank(order: readonly string[], field: string) {
  const index = order.indexOf(field);
  return index === -1 ? order.length : index;
}

function fail(code: string, fields: Record<string, string>): never {
  const message = isErrorCode(code) && code !== 'VALIDATION_FAILED' ? ERROR_MESSAGES[code] : ERROR_MESSAGES.VALIDATION_FAILED;
  throw new HttpError(400, code, { message, fields });
}
