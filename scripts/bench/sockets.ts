import { performance } from 'node:perf_hooks';
import { io, type Socket } from 'socket.io-client';
import { renderTable } from '../bench-faults/table';
import type { Citizen } from './citizens';
import { ok, request } from './http';
import { formatMs } from './latencies';
import type { ServerMemory } from './server';

const CONNECT_BATCH = 50;
const FAN_OUT_TIMEOUT_MS = 60_000;
// Lets the server finish what the connections started (session reads, room joins) before its memory is read.
const SETTLE_MS = 2_000;
const MB = 1024 * 1024;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Opens one WebSocket (no long-polling first) per citizen, a batch at a time, and resolves once all are connected. */
export async function connectSockets(url: string, citizens: Citizen[]): Promise<Socket[]> {
  const sockets: Socket[] = [];
  for (let from = 0; from < citizens.length; from += CONNECT_BATCH) {
    const batch = citizens.slice(from, from + CONNECT_BATCH).map(
      (citizen) =>
        new Promise<Socket>((resolve, reject) => {
          const socket = io(url, { transports: ['websocket'], extraHeaders: { cookie: citizen.cookie }, reconnection: false, forceNew: true });
          socket.once('connect', () => resolve(socket));
          socket.once('connect_error', reject);
        }),
    );
    sockets.push(...(await Promise.all(batch)));
  }
  return sockets;
}

/** The server's memory averaged over three reads, each after a full collection. */
async function settledMemory(memory: () => Promise<ServerMemory>): Promise<ServerMemory> {
  await sleep(SETTLE_MS);
  const reads = [await memory(), await memory(), await memory()];
  return { rss: reads.reduce((sum, r) => sum + r.rss, 0) / reads.length, heapUsed: reads.reduce((sum, r) => sum + r.heapUsed, 0) / reads.length };
}

/** Part 3: the server's memory before and after the citizens' sockets connect and stay idle; returns the table and the sockets. */
export async function idleSockets(url: string, citizens: Citizen[], memory: () => Promise<ServerMemory>): Promise<{ table: string; sockets: Socket[] }> {
  const before = await settledMemory(memory);
  const sockets = await connectSockets(url, citizens);
  const after = await settledMemory(memory);
  const perThousand = (bytes: number) => ((bytes / MB) * 1000) / citizens.length;
  const rows = [
    ['RSS', (before.rss / MB).toFixed(0), (after.rss / MB).toFixed(0), perThousand(after.rss - before.rss).toFixed(1)],
    ['JS heap used', (before.heapUsed / MB).toFixed(0), (after.heapUsed / MB).toFixed(0), perThousand(after.heapUsed - before.heapUsed).toFixed(1)],
  ];
  const table = renderTable(['server memory', 'before, MB', `with ${sockets.length} idle sockets, MB`, 'per 1,000 sockets, MB'], rows);
  return { table, sockets };
}

/**
 * Part 2: a public post reaches every signed-in citizen's socket (post:new, to everyone). The time from
 * sending the publishing request until the last socket has the post, over `repetitions` posts.
 */
export async function fanOut(url: string, author: Citizen, sockets: Socket[], repetitions: number): Promise<string> {
  let expected = '';
  let arrived = 0;
  let lastArrival = 0;
  let allArrived = () => {};
  for (const socket of sockets) {
    socket.on('post:new', ({ post }: { post: { content: string } }) => {
      if (post.content !== expected) return;
      lastArrival = performance.now();
      if (++arrived === sockets.length) allArrived();
    });
  }
  const rows: string[][] = [];
  const lastTimes: number[] = [];
  for (let round = 1; round <= repetitions; round++) {
    expected = `Fan-out check ${round} at ${Date.now()}: the tram runs late tonight #tram`;
    arrived = 0;
    const everyone = new Promise<boolean>((resolve) => {
      allArrived = () => resolve(true);
      setTimeout(() => resolve(false), FAN_OUT_TIMEOUT_MS);
    });
    const sent = performance.now();
    const answer = await request(`${url}/api/posts`, 'POST', author.cookie, { content: expected });
    const answered = performance.now();
    if (!ok(answer.status)) throw new Error(`the fan-out post was refused: ${answer.status} ${answer.body}`);
    const complete = await everyone;
    lastTimes.push(lastArrival - sent);
    rows.push([String(round), formatMs(answered - sent), complete ? formatMs(lastArrival - sent) : `only ${arrived} in ${FAN_OUT_TIMEOUT_MS / 1000} s`, String(arrived)]);
  }
  const sorted = [...lastTimes].sort((a, b) => a - b);
  rows.push(['p50', '', formatMs(sorted[Math.floor((sorted.length - 1) / 2)]), '']);
  return renderTable(['post', 'publishing request answered, ms', `last of ${sockets.length} sockets has it, ms`, 'sockets reached'], rows);
}
