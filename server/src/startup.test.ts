import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { freePort, spawnCity, type CityProcess } from './testing/city-process';
import { TEST_ENGINE } from './testing/harness';

// `npm start` as a user runs it: a child process of server/src/main.ts, with its own DATA_DIR.
// Start-up takes seconds (the coach's model loads), hence the longer timeouts.
jest.setTimeout(120_000);

const onPglite = TEST_ENGINE === 'pglite' ? describe : describe.skip;
const onPostgres = TEST_ENGINE === 'postgres' ? describe : describe.skip;

const running: CityProcess[] = [];
const dataDirs: string[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((city) => city.stop('SIGKILL')));
  dataDirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true }));
});

async function start(env: Record<string, string>, script?: string): Promise<CityProcess> {
  const city = await spawnCity(env, script);
  running.push(city);
  return city;
}

function newDataDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'city-start-'));
  dataDirs.push(dir);
  return dir;
}

/** What a refused start-up shows: its exit code and its words, which must not be a stack trace. */
async function refusal(city: CityProcess) {
  const code = await city.exited;
  expect(city.output()).not.toMatch(/^\s+at /m);
  return { code, output: city.output() };
}

onPglite('the embedded database of a DATA_DIR serves one process', () => {
  test('a second server or seed on the same DATA_DIR refuses to start, naming the folder and the running process; a killed one leaves no block', async () => {
    const DATA_DIR = newDataDir();
    const first = await start({ DATA_DIR });
    await first.open();

    for (const script of ['server/src/main.ts', 'scripts/seed.ts']) {
      const { code, output } = await refusal(await start({ DATA_DIR }, script));
      expect(code).toBe(1);
      expect(output).toContain(`The data folder ${path.join(DATA_DIR, 'pglite')} is in use by another process: pid ${first.child.pid}`);
    }
    expect(first.alive()).toBe(true);
    await request(first.url).get('/api/health').expect(200);

    // A process killed outright cannot remove its lock: the next start sees it is no longer running.
    await first.stop('SIGKILL');
    expect(fs.existsSync(path.join(DATA_DIR, 'pglite.lock'))).toBe(true);
    const next = await start({ DATA_DIR });
    await next.open();
    await request(next.url).get('/api/health').expect(200, { ok: true, db: 'pglite' });
  });
});

onPglite('a DATABASE_URL that cannot be used stops start-up with a sentence, not a stack trace', () => {
  test('a closed port: the address tried, without the password', async () => {
    const port = await freePort();
    const { code, output } = await refusal(await start({ DATA_DIR: newDataDir(), DATABASE_URL: `postgres://city:s3cret@127.0.0.1:${port}/city` }));
    expect(code).toBe(1);
    expect(output).toContain(`DATABASE_URL: cannot open postgres://city:***@127.0.0.1:${port}/city: nothing accepts connections at 127.0.0.1:${port}`);
    expect(output).not.toContain('s3cret');
  });

  test('a server that accepts connections and never answers: given up on within seconds', async () => {
    const silent = net.createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as net.AddressInfo;
    try {
      const { code, output } = await refusal(await start({ DATA_DIR: newDataDir(), DATABASE_URL: `postgres://city@127.0.0.1:${port}/city` }));
      expect(code).toBe(1);
      expect(output).toContain(`DATABASE_URL: cannot open postgres://city@127.0.0.1:${port}/city: no answer from 127.0.0.1:${port} within 5 seconds`);
    } finally {
      silent.close();
    }
  });

  test('an unknown host', async () => {
    const { code, output } = await refusal(await start({ DATA_DIR: newDataDir(), DATABASE_URL: 'postgres://city@no-such-host.invalid:5432/city' }));
    expect(code).toBe(1);
    expect(output).toContain('DATABASE_URL: cannot open postgres://city@no-such-host.invalid:5432/city: the host no-such-host.invalid cannot be found');
  });
});

onPostgres('a DATABASE_URL naming a database the server does not have', () => {
  test('stops start-up with a sentence naming the database', async () => {
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = '/no_such_city_database';
    const { code, output } = await refusal(await start({ DATA_DIR: newDataDir(), DATABASE_URL: url.href }));
    expect(code).toBe(1);
    expect(output).toContain(`DATABASE_URL: cannot open ${url.href}: the server at ${url.hostname}:${url.port || 5432} has no database "no_such_city_database"`);
  });
});
