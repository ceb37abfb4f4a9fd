import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

const ROOT = path.join(__dirname, '..', '..', '..');

/** `npm start`'s server (server/src/main.ts) or another entry point, as a child process a test watches. */
export interface CityProcess {
  readonly child: ChildProcess;
  readonly url: string;
  /** Everything it wrote, stdout and stderr. */
  output(): string;
  /** Whether it still runs. */
  alive(): boolean;
  /** Resolves with its exit code (null when a signal ended it). */
  readonly exited: Promise<number | null>;
  /** Resolves once it logs that the city is open; rejects, with its output, if it exits first. */
  open(): Promise<void>;
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/** A port nothing listens on at the moment. */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * Runs `script` (relative to the project) with `env` over a clean environment: no database or
 * secret of the test run leaks in. Logs at info level, to know when the city is open. `args`:
 * the script's own, e.g. `--cluster`.
 */
export async function spawnCity(env: Record<string, string>, script = 'server/src/main.ts', args: string[] = []): Promise<CityProcess> {
  const port = env.PORT ?? String(await freePort());
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: ROOT,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, LOG_LEVEL: 'info', PORT: port, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const opened = new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('the digital city is open')) resolve();
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('close', (code, signal) => reject(new Error(`exited (${code ?? signal}) before opening:\n${output}`)));
  });
  opened.catch(() => undefined);
  const exited = new Promise<number | null>((resolve) => child.once('close', (code) => resolve(code)));
  return {
    child,
    url: `http://127.0.0.1:${port}`,
    output: () => output,
    alive: () => child.exitCode === null && child.signalCode === null,
    exited,
    open: () => opened,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}
