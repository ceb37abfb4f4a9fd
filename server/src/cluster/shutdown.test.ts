import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { io as connect } from 'socket.io-client';
import request from 'supertest';
import { spawnCity, type CityProcess } from '../testing/city-process';
import { sessionCookie } from '../testing/cookies';
import { eventually } from '../testing/cluster';
import { newCitizen, TEST_ENGINE } from '../testing/harness';

// `npm start` as a child process, stopped with SIGTERM as a process manager or a rolling deploy stops
// it. Whatever the engine does, the shutdown is the same: run once, on the embedded one.
jest.setTimeout(120_000);

const onPglite = TEST_ENGINE === 'pglite' ? describe : describe.skip;

/**
 * A sign-in whose headers the server has read (it answered `100 Continue`) and whose body is still to
 * come: a request in flight, for as long as the test holds `send`.
 */
function inFlightLogin(url: string, body: object): Promise<{ send(): Promise<{ status: number; body: string }> }> {
  const json = JSON.stringify(body);
  const req = http.request(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(json), Expect: '100-continue' },
  });
  const answered = new Promise<{ status: number; body: string }>((resolve, reject) => {
    req.on('response', (res) => {
      let text = '';
      res.on('data', (chunk) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode!, body: text }));
    });
    req.on('error', reject);
  });
  req.flushHeaders();
  return new Promise((resolve) => req.once('continue', () => resolve({ send: () => (req.end(json), answered) })));
}

const refused = (url: string) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(Number(new URL(url).port), '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(true));
  });

onPglite('SIGTERM stops the server gracefully', () => {
  let city: CityProcess;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'city-shutdown-'));
    city = await spawnCity({ DATA_DIR: dataDir });
    await city.open();
  });

  afterAll(async () => {
    await city?.stop('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  test('a request in flight is answered, new connections are refused, sockets are closed so that they reconnect, and the exit code is 0', async () => {
    const credentials = newCitizen();
    const signup = await request(city.url).post('/api/auth/signup').send(credentials).expect(201);
    const socket = connect(city.url, { transports: ['websocket'], extraHeaders: { cookie: sessionCookie(signup), origin: city.url }, reconnection: false });
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    const socketClosed = new Promise<string>((resolve) => socket.once('disconnect', resolve));

    const login = await inFlightLogin(city.url, { email: credentials.email, password: credentials.password });
    city.child.kill('SIGTERM');
    await eventually(() => city.output().includes('stopping: no new connections'));

    // "transport close", not "io server disconnect": the client's reconnection (to another process) starts by itself.
    expect(await socketClosed).toBe('transport close');
    expect(await refused(city.url)).toBe(true);
    expect(city.alive()).toBe(true);

    const answer = await login.send();
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body).user.email).toBe(credentials.email);
    expect(await city.exited).toBe(0);
    expect(city.output()).toContain('"msg":"stopped"');
  });
});
