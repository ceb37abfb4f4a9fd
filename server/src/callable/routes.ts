import { Router, type ErrorRequestHandler } from 'express';
import type { z } from 'zod';
import { HttpError } from '../lib/errors';
import { logFailedRequest, type Logger } from '../lib/logger';
import { parse } from '../lib/validation';

/** One callable function (product-spec.md section 7): its input schema and what it does for a signed-in user. */
export interface Callable<S extends z.ZodType = z.ZodType> {
  schema: S;
  run(user: Express.User, data: z.output<S>): Promise<unknown>;
}

export const callable = <S extends z.ZodType>(schema: S, run: (user: Express.User, data: z.output<S>) => Promise<unknown>): Callable => ({
  schema,
  run: run as Callable['run'],
});

const STATUS_NAMES: Record<number, string> = {
  400: 'INVALID_ARGUMENT',
  401: 'UNAUTHENTICATED',
  403: 'PERMISSION_DENIED',
  404: 'NOT_FOUND',
  409: 'FAILED_PRECONDITION',
  412: 'FAILED_PRECONDITION',
  413: 'INVALID_ARGUMENT',
  422: 'FAILED_PRECONDITION',
  429: 'RESOURCE_EXHAUSTED',
  503: 'UNAVAILABLE',
};

/**
 * `POST /api/callable/:name` with `{data}`; replies `{result}` (api.md, Callable functions). Errors
 * go to `callableErrors`.
 */
export function callableRoutes(callables: Record<string, Callable>): Router {
  const router = Router();
  router.post('/:name', async (req, res) => {
    const fn = Object.hasOwn(callables, req.params.name) ? callables[req.params.name] : undefined;
    if (!fn) throw new HttpError(404, 'NOT_FOUND');
    if (!req.user) throw new HttpError(401, 'UNAUTHENTICATED');
    const data = parse(fn.schema, (req.body as { data?: unknown } | undefined)?.data);
    res.json({ result: await fn.run(req.user, data) });
  });
  return router;
}

/**
 * Every error under /api/callable, the body parser's and the router's included, in the callables'
 * format `{error: {status, message, code}}`; `code` is the contract's error code, for translation.
 */
export function callableErrors(deps: { logger: Logger; toHttpError: (err: unknown) => HttpError }): ErrorRequestHandler {
  return (err, req, res, _next) => {
    const http = deps.toHttpError(err);
    if (http.headers) res.set(http.headers);
    logFailedRequest(deps.logger, http.status, err, req.path);
    res.status(http.status).json({ error: { status: STATUS_NAMES[http.status] ?? 'INTERNAL', message: http.message, code: http.code }, ...http.extra });
  };
}
