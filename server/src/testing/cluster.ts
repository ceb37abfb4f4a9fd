import { spawnSync } from 'node:child_process';
import net from 'node:net';

/** The Redis the cluster tests share state through: TEST_REDIS_URL, or the usual local one. */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/**
 * Whether a Redis answers PING at `url`. Asked synchronously, in a child process, because jest decides
 * which suites run before any test starts.
 */
export function redisAnswers(url = TEST_REDIS_URL): boolean {
  const { hostname, port } = new URL(url);
  const probe = `const s = require('node:net').connect(${Number(port || 6379)}, ${JSON.stringify(hostname)});
    s.setTimeout(2000, () => process.exit(1));
    s.on('error', () => process.exit(1));
    s.on('connect', () => s.write('PING\\r\\n'));
    s.on('data', (d) => process.exit(String(d).startsWith('+PONG') ? 0 : 1));`;
  return spawnSync(process.execPath, ['-e', probe], { timeout: 5000 }).status === 0;
}

/**
 * A load balancer in front of the processes of a city, reduced to what a test needs: each new
 * connection goes to the first target that accepts it, so when one dies its clients land on the next.
 */
export async function startFailoverProxy(targets: number[]): Promise<{ port: number; close(): Promise<void> }> {
  const open = new Set<net.Socket>();
  const track = (socket: net.Socket) => {
    open.add(socket);
    socket.on('close', () => open.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  const forward = (client: net.Socket, remaining: number[]) => {
    if (!remaining.length) return void client.destroy();
    const upstream = net.connect(remaining[0], '127.0.0.1');
    upstream.once('error', () => forward(client, remaining.slice(1)));
    upstream.once('connect', () => {
      track(upstream);
      client.pipe(upstream);
      upstream.pipe(client);
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    });
  };
  const server = net.createServer((client) => {
    track(client);
    // What the client sends before a target accepts waits in the stream until it is piped.
    client.pause();
    forward(client, targets);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of open) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** Resolves once `check` is true, asking again every 100 ms (the test's own timeout bounds the wait). */
export async function eventually(check: () => Promise<boolean> | boolean): Promise<void> {
  while (!(await check())) await new Promise((resolve) => setTimeout(resolve, 100));
}
