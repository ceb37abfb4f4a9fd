import { spawn } from 'node:child_process';
import path from 'node:path';

const ROOT = path.join(__dirname, '..', '..');
// A shared 2-core machine may take a while to load the coach and apply migrations.
const START_TIMEOUT_MS = 120_000;
// A crash's first lines name the error; what follows (the objects it dumps) is kept out.
const STDERR_KEPT = 4000;

/** The real server as a child process: `node --import tsx server/src/main.ts`, so a kill hits the server itself. */
export interface CityProcess {
  readonly url: string;
  /** How it ended ('exit code 1', 'signal SIGKILL'), or null while it runs. */
  ended(): string | null;
  /** Resolves with how it ended. */
  readonly exit: Promise<string>;
  /** The start of what it wrote to stderr (a crash's error and stack). */
  stderr(): string;
  kill9(): Promise<string>;
  /** SIGTERM: a clean stop (the server closes its database). */
  stop(): Promise<string>;
}

export class StartFailure extends Error {}

/** The error a crashed server printed ("Error: read ECONNRESET"), or its first line. */
export const crashLine = (stderr: string) => {
  const lines = stderr.split('\n').map((line) => line.trim());
  return lines.find((line) => /^[A-Za-z]*Error\b/.test(line)) ?? (lines.find(Boolean) || 'nothing on stderr');
};

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function healthy(url: string): Promise<boolean> {
  return fetch(`${url}/api/health`, { signal: AbortSignal.timeout(5000) })
    .then((res) => res.ok)
    .catch(() => false);
}

/** Starts the server on `port` and resolves once /api/health answers 200. */
export async function startCity(port: number, env: Record<string, string>): Promise<CityProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join('server', 'src', 'main.ts')], {
    cwd: ROOT,
    // The local coach and in-process rate limits, whatever the shell has set.
    env: { ...process.env, PORT: String(port), LOG_LEVEL: 'silent', RATE_LIMIT_MULTIPLIER: '10000', OPENAI_API_KEY: '', REDIS_URL: '', SMTP_URL: '', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(0, STDERR_KEPT)));
  let ended: string | null = null;
  const exit = new Promise<string>((resolve) =>
    child.on('exit', (code, signal) => {
      ended = signal ? `signal ${signal}` : `exit code ${code}`;
      resolve(ended);
    }),
  );
  const city: CityProcess = {
    url: `http://127.0.0.1:${port}`,
    ended: () => ended,
    exit,
    stderr: () => stderr.trim(),
    kill9: () => {
      child.kill('SIGKILL');
      return exit;
    },
    stop: async () => {
      child.kill('SIGTERM');
      const stopped = await Promise.race([exit, sleep(15_000).then(() => null)]);
      return stopped ?? city.kill9();
    },
  };
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (ended) throw new StartFailure(`the server ended (${ended}) before it answered: ${crashLine(city.stderr())}`);
    if (await healthy(city.url)) return city;
    await sleep(200);
  }
  await city.kill9();
  throw new StartFailure(`the server did not answer /api/health within ${START_TIMEOUT_MS / 1000} s`);
}
