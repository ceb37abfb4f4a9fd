import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { io as connect } from 'socket.io-client';
import request from 'supertest';
import { spawnCity, type CityProcess } from '../testing/city-process';
import { sessionCookie } from '../testing/cookies';
import { eventually } from '../testing/cluster';
import { inFlightLogin, refused } from '../testing/shutdown';
import { newCitizen, TEST_ENGINE } from '../testing/harness';

// `npm start` as a child process, stopped with SIGTERM as a process manager or a rolling deploy stops
// it. Whatever the engine does, the shutdown is the same: run once, on the embedded one.
jest.setTimeout(120_000);

const onPglite = TEST_ENGINE === 'pglite' ? describe : describe.skip;

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
