import pino from 'pino';

export type Logger = pino.Logger;

export function createLogger(level = 'info'): Logger {
  return pino({ level, redact: ['req.headers.cookie', 'password', '*.password'] });
}
