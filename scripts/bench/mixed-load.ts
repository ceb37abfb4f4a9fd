import os from 'node:os';
import { renderTable } from '../bench-faults/table';
import type { Citizen } from './citizens';
import { getJson, request } from './http';
import { formatMs, type Latencies } from './latencies';
import { runFixedRate, type MixEntry } from './open-loop';
import { seededPostId } from './seeded-ids';

// Everyday texts the coach lets through; it reads each one, as it reads every post and message.
const POSTS = [
  'The farmers market on the square had lovely apples this morning #market',
  'Le marché du samedi avait de belles pommes ce matin #marche',
  'The new reading room at the library opens on Monday #library',
  'The tram to the river was on time all week #tram',
  'Jazz in the park tonight at seven, bring a blanket #jazz',
];
const MESSAGES = ['See you at the market on Saturday?', 'Merci, à demain au café.', 'The library opens at nine tomorrow.'];
const SEARCH = 'bakery festival';
const SEEDED_POSTS = 1_000_000;
const WARM_UP_SECONDS = 5;

/** A seeded public post (the seed makes every tenth post private). */
const publicPost = () => {
  const i = 1 + Math.floor(Math.random() * SEEDED_POSTS);
  return seededPostId(i % 10 === 0 ? i - 1 : i);
};

/**
 * The mix: 90% reads (the feed's first and fiftieth pages, a post page, a search, equally) and
 * 10% writes (a post, a reaction, a message, equally), each sent by a citizen in turn.
 */
async function buildMix(url: string, citizens: Citizen[]): Promise<MixEntry[]> {
  const [first] = citizens;
  let cursor = '';
  for (let page = 1; page < 50; page++) {
    cursor = (await getJson<{ nextCursor: string }>(`${url}/api/feed?tab=forYou&page=${page}${cursor ? `&cursor=${cursor}` : ''}`, first.cookie)).nextCursor;
  }
  const postIds = (await getJson<{ posts: Array<{ id: string }> }>(`${url}/api/feed?tab=forYou&page=1`, first.cookie)).posts.map((p) => p.id);
  const by = (turn: number) => citizens[turn % citizens.length];
  const get = (path: (turn: number) => string) => (turn: number) => request(`${url}${path(turn)}`, 'GET', by(turn).cookie).then((a) => a.status);
  const post = (path: (turn: number) => string, body: (turn: number) => unknown) => (turn: number) =>
    request(`${url}${path(turn)}`, 'POST', by(turn).cookie, body(turn)).then((a) => a.status);
  const read = 90 / 4;
  const write = 10 / 3;
  return [
    { name: 'feed page 1', weight: read, send: get(() => '/api/feed?tab=forYou&page=1') },
    { name: 'feed page 50', weight: read, send: get(() => `/api/feed?tab=forYou&page=50&cursor=${cursor}`) },
    { name: 'post page', weight: read, send: get((turn) => `/api/posts/${postIds[turn % postIds.length]}`) },
    { name: 'search', weight: read, send: get(() => `/api/search?q=${encodeURIComponent(SEARCH)}`) },
    { name: 'publish a post', weight: write, send: post(() => '/api/posts', (turn) => ({ content: POSTS[turn % POSTS.length] })) },
    {
      name: 'reaction',
      weight: write,
      send: post(() => '/api/callable/reactToPost', (turn) => ({ data: { postId: publicPost(), reactionType: turn % 2 ? 'agree' : 'disagree' } })),
    },
    { name: 'message send', weight: write, send: post((turn) => `/api/conversations/${by(turn).conversationId}/messages`, (turn) => ({ text: MESSAGES[turn % MESSAGES.length] })) },
  ];
}

const row = (name: string, rate: number, latencies: Latencies) => [
  name,
  String(rate),
  String(latencies.count),
  formatMs(latencies.ms(50)),
  formatMs(latencies.ms(99)),
  formatMs(latencies.ms(99.9)),
  String(latencies.failed),
];

/** Part 1: the mix at each fixed rate, below saturation, with latencies per endpoint. */
export async function mixedLoad(url: string, citizens: Citizen[], rates: number[], seconds: number): Promise<string> {
  const mix = await buildMix(url, citizens);
  // The server's code is compiled while it runs: a few seconds first, not counted, so the figures are of a warm server.
  await runFixedRate(rates[0], WARM_UP_SECONDS, mix);
  const rows: string[][] = [];
  for (const rate of rates) {
    const { latencies, elapsedSeconds } = await runFixedRate(rate, seconds, mix);
    const answered = [...latencies.values()].reduce((sum, l) => sum + l.count + l.failed, 0);
    console.log(
      `  ${rate} req/s for ${seconds} s: the last answer after ${elapsedSeconds.toFixed(1)} s (${(answered / elapsedSeconds).toFixed(0)} answers/s);` +
        ` machine load average (1 min) at the end: ${os.loadavg()[0].toFixed(1)}`,
    );
    for (const [name, endpoint] of latencies) rows.push(row(name, rate, endpoint));
  }
  return renderTable(['endpoint', 'req/s (all)', 'answered', 'p50 ms', 'p99 ms', 'p99.9 ms', 'failed'], rows);
}
