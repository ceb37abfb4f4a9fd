import net from 'node:net';

/** A TCP proxy a test or a benchmark controls: it forwards to `target` until told to cut the path. */
export interface TcpProxy {
  /** The local port clients connect to instead of the target's. */
  readonly port: number;
  /** Drops every open connection (both sides see a reset) and refuses new ones until `restore`. */
  cut(): void;
  /**
   * Cuts the path once every connection passed so far (or the next one, if none is open) has closed: the
   * first client through, and no later one, as when a database goes away just after a process prepared it.
   */
  cutOnceIdle(): void;
  restore(): void;
  close(): Promise<void>;
}

// A connection that arrives while the proxy waits to cut is held this long first, so that the close of an earlier
// client, already on its way, is heard before the new one is let through.
const IDLE_CUT_SETTLE_MS = 100;

/**
 * `refuses`: closes, unanswered, a connection whose first bytes it matches, as a pooler refusing a startup
 * parameter it does not know does.
 */
export async function startTcpProxy(target: { host: string; port: number }, options: { refuses?: (firstBytes: Buffer) => boolean } = {}): Promise<TcpProxy> {
  const open = new Set<net.Socket>();
  const passed = new Set<net.Socket>();
  let cut = false;
  let cutWhenIdle = false;
  const track = (socket: net.Socket) => {
    open.add(socket);
    socket.on('close', () => open.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  const pass = (client: net.Socket) => {
    if (cut) return void client.resetAndDestroy();
    passed.add(client);
    client.on('close', () => {
      passed.delete(client);
      if (cutWhenIdle && !passed.size) cut = true;
    });
    const forward = (firstBytes?: Buffer) => {
      const upstream = net.connect(target.port, target.host);
      track(upstream);
      if (firstBytes) upstream.write(firstBytes);
      client.pipe(upstream);
      upstream.pipe(client);
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    };
    if (!options.refuses) return forward();
    client.once('data', (firstBytes: Buffer) => {
      if (options.refuses!(firstBytes)) return void client.destroy();
      client.pause();
      forward(firstBytes);
    });
  };
  const server = net.createServer((client) => {
    track(client);
    if (cutWhenIdle && !cut) setTimeout(() => pass(client), IDLE_CUT_SETTLE_MS);
    else pass(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    cut() {
      cut = true;
      for (const socket of open) socket.resetAndDestroy();
    },
    cutOnceIdle() {
      cutWhenIdle = true;
    },
    restore() {
      cut = false;
      cutWhenIdle = false;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of open) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
