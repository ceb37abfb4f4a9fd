import cluster, { type Worker } from 'node:cluster';
import net from 'node:net';
import { isToPrimary, type ToWorker } from './sticky-messages';

// The request line is all the primary reads; one longer than this is handed on as it is (the worker's HTTP parser refuses it).
const MAX_HEAD_BYTES = 16 * 1024;
// A connection that sends nothing is closed after as long as a worker's HTTP server waits for headers (its headersTimeout).
const SILENT_CONNECTION_MS = 60_000;
const SOCKET_IO_PATH = '/socket.io/';

/** Where a connection's first request asks to go: the process holding a socket.io session, a new session, or any process. */
export type Destination = { session: string } | 'new-session' | 'any';

/** The request line at the start of `head` once it has all arrived, or undefined until then. */
export function requestLine(head: Buffer): string | undefined {
  const end = head.indexOf('\n');
  return end === -1 ? undefined : head.subarray(0, end).toString('latin1').trimEnd();
}

/** A socket.io request names its session in the `sid` query parameter, except the handshake that opens one. */
export function destinationOf(line: string): Destination {
  const target = /^[A-Z]+ (\S+) HTTP\/\d/.exec(line)?.[1];
  if (!target) return 'any';
  let url: URL;
  try {
    url = new URL(target, 'http://city');
  } catch {
    return 'any';
  }
  if (!url.pathname.startsWith(SOCKET_IO_PATH)) return 'any';
  const sid = url.searchParams.get('sid');
  return sid ? { session: sid } : 'new-session';
}

/**
 * Bytes the primary read after choosing a worker would be lost in the hand-over, and pausing the stream does
 * not stop its handle reading: the handle is told to stop (node:net has no public call for it), and what the
 * client sends next waits in the kernel for the worker.
 */
function stopReading(socket: net.Socket) {
  socket.pause();
  (socket as unknown as { _handle: { readStop(): number } | null })._handle?.readStop();
}

interface Serving {
  worker: Worker;
  sessions: Set<string>;
}

export interface ConnectionRouter {
  /** Stops accepting connections; those already handed over stay with their workers. */
  close(): void;
}

/**
 * The cluster's port, owned by the primary: it reads the request line of each new connection and hands the
 * connection to a worker that serves (never one stopping or dead). A socket.io session's requests go to the
 * worker that opened it; a new session to the worker with the fewest; anything else to each worker in turn.
 * A connection stays with the worker it was handed to, for every request it carries (HTTP keep-alive).
 */
export async function routeConnections(port: number, onReady: (worker: Worker) => void): Promise<ConnectionRouter> {
  const serving = new Map<number, Serving>();
  const owners = new Map<string, Serving>();
  let turn = 0;

  const inTurn = (candidates: Serving[]) => candidates[turn++ % candidates.length];
  const fewestSessions = () => {
    const candidates = [...serving.values()];
    const fewest = Math.min(...candidates.map((candidate) => candidate.sessions.size));
    return inTurn(candidates.filter((candidate) => candidate.sessions.size === fewest));
  };
  const choose = (destination: Destination): Serving | undefined => {
    if (!serving.size) return undefined;
    if (destination === 'any') return inTurn([...serving.values()]);
    // A session that ended, or whose worker did, is unknown everywhere: any worker says so, and the client opens another.
    if (destination !== 'new-session') return owners.get(destination.session) ?? fewestSessions();
    return fewestSessions();
  };
  const forget = (worker: Worker) => {
    serving.get(worker.id)?.sessions.forEach((sid) => owners.delete(sid));
    serving.delete(worker.id);
  };

  cluster.on('message', (worker, message) => {
    if (!isToPrimary(message)) return;
    const entry = serving.get(worker.id);
    switch (message.type) {
      case 'city:ready':
        serving.set(worker.id, { worker, sessions: new Set() });
        onReady(worker);
        return;
      case 'city:stopping':
        return forget(worker);
      case 'city:session-opened':
        if (entry) {
          entry.sessions.add(message.sid);
          owners.set(message.sid, entry);
        }
        // Answered even for a worker that stops meanwhile, whose handshake would otherwise hang.
        return void worker.send({ type: 'city:session-known', sid: message.sid } satisfies ToWorker);
      case 'city:session-closed':
        entry?.sessions.delete(message.sid);
        if (owners.get(message.sid) === entry) owners.delete(message.sid);
        return;
    }
  });
  cluster.on('exit', forget);

  const handOver = (socket: net.Socket, head: Buffer, destination: Destination) => {
    const target = choose(destination);
    if (!target) return void socket.destroy();
    stopReading(socket);
    const message: ToWorker = { type: 'city:connection', head: head.toString('base64') };
    target.worker.send(message, socket, (error: Error | null) => error && socket.destroy());
  };

  const server = net.createServer((socket) => {
    let head = Buffer.alloc(0);
    socket.setTimeout(SILENT_CONNECTION_MS, () => socket.destroy());
    socket.on('error', () => socket.destroy());
    const onData = (chunk: Buffer) => {
      head = Buffer.concat([head, chunk]);
      const line = requestLine(head);
      if (line === undefined && head.length < MAX_HEAD_BYTES) return;
      socket.off('data', onData);
      handOver(socket, head, destinationOf(line ?? ''));
    };
    socket.on('data', onData);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, () => resolve());
  });
  return { close: () => void server.close() };
}
