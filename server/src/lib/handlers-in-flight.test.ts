import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { handlersInFlight } from './handlers-in-flight';

// What a shutdown waits for before it closes the database: handlers, not connections.

async function serve(listener: http.RequestListener) {
  const handlers = handlersInFlight();
  const server = http.createServer(handlers.track(listener));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { handlers, port, close: () => new Promise((resolve) => server.close(resolve)) };
}

/** A request whose client hangs up as soon as the server has it. */
function hangUpAfterSending(port: number): Promise<void> {
  return new Promise((resolve) => {
    const req = http.get({ port, host: '127.0.0.1', path: '/' });
    req.on('error', () => undefined);
    req.on('socket', (socket) => socket.on('connect', () => setTimeout(() => (req.destroy(), resolve()), 50)));
  });
}

/** Whether the wait is over within 200 ms: long enough to tell that it is still waiting. */
const stillWaiting = async (promise: Promise<unknown>) => (await Promise.race([promise.then(() => false), new Promise((resolve) => setTimeout(() => resolve(true), 200))])) as boolean;

/** Waits with a cap of 10 s and says how long it took: well under the cap means the handlers did finish. */
async function secondsToFinish(city: { handlers: ReturnType<typeof handlersInFlight> }) {
  const started = Date.now();
  await city.handlers.finished(10_000);
  return (Date.now() - started) / 1000;
}

test('a handler whose client hung up is waited for until it answers', async () => {
  let answer!: () => void;
  const city = await serve((_req, res) => void (answer = () => res.end('late')));
  await hangUpAfterSending(city.port);
  const started = Date.now();
  const finished = city.handlers.finished(10_000);
  expect(await stillWaiting(finished)).toBe(true);
  answer();
  await finished;
  expect(Date.now() - started).toBeLessThan(5_000);
  await city.close();
});

test('a streamed response whose client hung up is done when its connection closes, as its stream is dropped', async () => {
  const city = await serve((_req, res) => {
    res.writeHead(200);
    // A stream that never ends by itself: only the closed connection stops it.
    fs.createReadStream('/dev/zero').pipe(res);
  });
  await hangUpAfterSending(city.port);
  expect(await secondsToFinish(city)).toBeLessThan(5);
  await city.close();
});

test('the wait is capped', async () => {
  const city = await serve(() => undefined);
  await hangUpAfterSending(city.port);
  const started = Date.now();
  await city.handlers.finished(100);
  expect(Date.now() - started).toBeLessThan(5_000);
  await city.close();
});
