import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const ROOT = path.join(__dirname, '..', '..');
const MEMORY_PROBE = path.join(__dirname, 'memory-probe.ts');
const PROBE_TIMEOUT_MS = 10_000;

/** The server's memory after a full collection, in bytes (process.memoryUsage()). */
export interface ServerMemory {
  rss: number;
  heapUsed: number;
}

export interface BenchServer {
  url: string;
  child: ChildProcess;
  /** Asks the server to collect its garbage, then to tell its memory (memory-probe.ts). */
  memory(): Promise<ServerMemory>;
}

/**
 * The real server as a child process, `node --import tsx server/src/main.ts`, so the child is the
 * server itself (its memory is the server's), with the memory probe preloaded on an IPC channel.
 * `args`: main.ts's own, such as `--cluster` (whose memory is then the primary's alone).
 */
export async function startServer(env: Record<string, string>, args: string[] = []): Promise<BenchServer> {
  const port = 3900 + Math.floor(Math.random() * 90);
  const child = spawn(process.execPath, ['--expose-gc', '--import', 'tsx', '--import', MEMORY_PROBE, path.join(ROOT, 'server', 'src', 'main.ts'), ...args], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), LOG_LEVEL: 'warn', RATE_LIMIT_MULTIPLIER: '1000', OPENAI_API_KEY: '', ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const url = `http://127.0.0.1:${port}`;
  const memory = () =>
    new Promise<ServerMemory>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('the server did not report its memory')), PROBE_TIMEOUT_MS);
      child.once('message', (usage) => {
        clearTimeout(timer);
        resolve(usage as ServerMemory);
      });
      child.send('memory');
    });
  for (let i = 0; i < 240; i++) {
    if (await fetch(`${url}/api/health`).then((r) => r.ok).catch(() => false)) return { url, child, memory };
    await new Promise((r) => setTimeout(r, 500));
  }
  child.kill();
  throw new Error('the server did not start');
}
