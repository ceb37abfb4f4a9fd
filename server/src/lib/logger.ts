import pino from 'pino';

export type Logger = pino.Logger;

export function createLogger(level = 'info'): Logger {
  return pino({ level, redact: ['req.headers.cookie', 'password', '*.password'] });
}

/**
 * A request that failed on the server's side. During a database outage every request fails the
 * same known way: one warning line each, without a stack, so the log still shows what else broke.
 */
export function logFailedRequest(logger: Logger, status: number, err: unknown, path: string) {
  if (status === 503) logger.warn({ path, reason: err instanceof Error ? err.message : String(err) }, 'request refused: service unavailable');
  else if (status >= 500) logger.error({ err, path }, 'request failed');
}
