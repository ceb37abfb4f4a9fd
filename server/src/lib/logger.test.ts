import { Writable } from 'node:stream';
import pino from 'pino';
import { HttpError } from './errors';
import { logFailedRequest } from './logger';

function capture() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  return { logger: pino({ level: 'info' }, stream), lines };
}

test('a request refused during an outage is one warning without a stack; a real failure is an error with its stack', () => {
  const { logger, lines } = capture();
  logFailedRequest(logger, 503, new HttpError(503, 'UNAVAILABLE'), '/api/posts');
  logFailedRequest(logger, 500, new Error('boom'), '/api/feed');
  logFailedRequest(logger, 404, new HttpError(404, 'NOT_FOUND'), '/api/nothing');
  expect(lines).toHaveLength(2);
  expect(lines[0]).toMatchObject({ level: 40, path: '/api/posts', reason: 'The service is temporarily unavailable.' });
  expect(lines[0]).not.toHaveProperty('err');
  expect(lines[1]).toMatchObject({ level: 50, path: '/api/feed', err: { message: 'boom' } });
  expect((lines[1].err as { stack: string }).stack).toContain('logger.test.ts');
});
