import type { Db } from '../../server/src/lib/db';
import { ok, request } from './http';

/** A seeded citizen signed in through the API: its cookie is reused for every request and socket. */
export interface Citizen {
  uid: string;
  cookie: string;
  /** A conversation with another seeded citizen, for the message sends of the mix. */
  conversationId: string;
}

// Sign-ins verify an argon2 hash each: a few at a time keeps the server's thread pool busy without queueing for minutes.
const SIGN_IN_CONCURRENCY = 4;
// The partner of citizen i in the messages mix; the seed has 100,000 citizens.
const PARTNER_OFFSET = 50_000;

const conversationIdOf = (i: number) => `00000000-0000-4000-9000-${String(i).padStart(12, '0')}`;

/** One conversation between each of the first `count` seeded citizens and a partner (as a mutual follow and a first message would open it). */
export async function seedLoadConversations(db: Db, count: number): Promise<void> {
  await db.transaction(async (tx) => {
    for (let i = 1; i <= count; i++) {
      const [low, high] = [`u${i}`, `u${i + PARTNER_OFFSET}`].sort();
      const id = conversationIdOf(i);
      const { rows } = await tx.query('insert into conversations (id, member_low, member_high) values ($1, $2, $3) on conflict do nothing returning id', [id, low, high]);
      if (rows.length) await tx.query('insert into conversation_members (conversation_id, uid, other_uid) values ($1, $2, $3), ($1, $3, $2)', [id, low, high]);
    }
  });
}

/** Signs in seeded citizens u1 … u{count} (scripts/bench.ts seeds them all with one password). */
export async function signIn(url: string, count: number, password: string): Promise<Citizen[]> {
  const citizens: Citizen[] = new Array(count);
  let next = 1;
  async function worker() {
    while (next <= count) {
      const i = next++;
      const answer = await request(`${url}/api/auth/login`, 'POST', '', { email: `citizen${i}@bench.city`, password });
      if (!ok(answer.status)) throw new Error(`citizen${i} could not sign in: ${answer.status} ${answer.body}`);
      citizens[i - 1] = { uid: `u${i}`, cookie: answer.setCookie.map((c) => c.split(';')[0]).join('; '), conversationId: conversationIdOf(i) };
    }
  }
  await Promise.all(Array.from({ length: SIGN_IN_CONCURRENCY }, worker));
  return citizens;
}
