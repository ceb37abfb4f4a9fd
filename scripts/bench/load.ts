import os from 'node:os';
import type { Db } from '../../server/src/lib/db';
import { seedLoadConversations, signIn } from './citizens';
import { mixedLoad } from './mixed-load';
import type { BenchServer } from './server';
import { sessionCost } from './session-cost';
import { fanOut, idleSockets } from './sockets';

// BENCH_SUITES=load: the server below saturation, at fixed rates (open loop), its sockets and the cost of its
// per-request session reads. PostgreSQL only, on the seeded million posts.
// 100 and 300 req/s are the goals' rates; 25 shows each request's own time, well below what this machine saturates at.
const RATES = [25, 100, 300];
const MIX_CITIZENS = 50;
const SOCKETS = 1_000;
const FAN_OUT_REPETITIONS = 5;

/** Seeds what the suite adds to the feed's data: a conversation per citizen of the mix. */
export const seedLoad = (db: Db) => seedLoadConversations(db, MIX_CITIZENS);

export async function benchLoad(server: BenchServer, db: Db, password: string, seconds: number): Promise<void> {
  const { url } = server;
  console.log(`  load: ${os.cpus().length} cores shared by the server, PostgreSQL and this load generator; load average ${os.loadavg()[0].toFixed(1)}`);
  console.log(`  signing in ${SOCKETS} seeded citizens …`);
  const citizens = await signIn(url, SOCKETS, password);
  const mixCitizens = citizens.slice(0, MIX_CITIZENS);

  console.log(`\n  Idle sockets: the server's memory before and after ${SOCKETS} connect`);
  const { table, sockets } = await idleSockets(url, citizens, server.memory);
  console.log(table);

  console.log(`\n  Fan-out: one public post to ${SOCKETS} sockets`);
  try {
    console.log(await fanOut(url, citizens[0], sockets, FAN_OUT_REPETITIONS));
  } finally {
    for (const socket of sockets) socket.disconnect();
  }

  console.log('\n  Fixed-rate mix: 90% reads, 10% writes; latency from each request\'s scheduled send');
  console.log(await mixedLoad(url, mixCitizens, RATES, seconds));

  console.log(`\n  Session and user reads of every signed-in request: ${Math.min(seconds, 10)} s at a fixed rate, then flat out`);
  const postId = (await db.query<{ id: string }>(`select id from posts where author_id = 'u2' and audience = 'public' limit 1`)).rows[0].id;
  console.log(await sessionCost(url, db, citizens[0], `/api/posts/${postId}`, Math.min(seconds, 10)));
}
