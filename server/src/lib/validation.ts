import type { RequestHandler, RequestParamHandler } from 'express';
import { z } from 'zod';
import { ERROR_MESSAGES, isErrorCode } from '../../../shared/errors';
import { idSchema } from '../../../shared/text';
import { HttpError, notFound } from './errors';

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

/**
 * `router.param` check of an id in a path: what is not one of the city's ids names nothing, so 404
 * like an unknown id, before any query sees it.
 */
export const idParam: RequestParamHandler = (_req, _res, next, value: string) => next(idSchema.safeParse(value).success ? undefined : notFound());

/** `router.param` check of other text in a path with its shared schema: 400 in the envelope like a field of a body. */
export const textParam =
  (schema: z.ZodType): RequestParamHandler =>
  (_req, _res, next, value: string, name: string) => {
    try {
      parse(z.object({ [name]: schema }), { [name]: value });
      next();
    } catch (error) {
      next(error);
    }
  };

/** Far deeper than any request of the contract (a suggestion inside a dispute's data is four levels). */
const MAX_BODY_DEPTH = 32;

/** Is anything in the value nested deeper than `max` objects or arrays? Walked without recursion, so depth itself cannot overflow the stack. */
function nestedDeeperThan(value: unknown, max: number): boolean {
  const pending: Array<{ item: unknown; depth: number }> = [{ item: value, depth: 0 }];
  while (pending.length) {
    const { item, depth } = pending.pop()!;
    if (item === null || typeof item !== 'object') continue;
    if (depth >= max) return true;
    for (const child of Object.values(item)) pending.push({ item: child, depth: depth + 1 });
  }
  return false;
}

/**
 * After the JSON parser: a body nested thousands deep parses, but overflows the stack of whatever
 * walks it next (validation, JSON.stringify into the database), so it is refused at the edge.
 */
export const rejectDeepBodies: RequestHandler = (req, _res, next) =>
  next(nestedDeeperThan(req.body, MAX_BODY_DEPTH) ? new HttpError(400, 'VALIDATION_FAILED', { message: 'The request body is nested too deeply.' }) : undefined);
