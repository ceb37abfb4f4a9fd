import { randomBytes } from 'node:crypto';
import os from 'node:os';
import autocannon from 'autocannon';
import { startServer } from './server';

// BENCH_SUITES=cluster: `npm run start:cluster` with two workers against one process, flat out on the same
// PostgreSQL data, for /api/health and the feed's first page. The load generator runs in this process, on the
// same cores as the servers and PostgreSQL: the figure says what this machine allows, not what two machines would.
const CONNECTIONS = 50;
const WORKERS = 2;

interface Figures {
  health: number;
  feed: number;
}

async function signIn(url: string, password: string): Promise<string> {
  const res = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'citizen1@bench.city', password }),
  });
  if (!res.ok) throw new Error(`sign-in failed: ${res.status}`);
  return res.headers.getSetCookie().map((cookie) => cookie.split(';')[0]).join('; ');
}

async function requestsPerSecond(url: string, cookie: string, seconds: number): Promise<number> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds, headers: { cookie } });
  if (result.non2xx + result.errors) throw new Error(`${url}: ${result.non2xx} answers other than 2xx and ${result.errors} errors`);
  return result.requests.average;
}

async function measure(env: Record<string, string>, args: string[], password: string, seconds: number): Promise<Figures> {
  const server = await startServer(env, args);
  try {
    const cookie = await signIn(server.url, password);
    // A first pass warms each worker's statements and the database's cache.
    await requestsPerSecond(`${server.url}/api/feed?tab=forYou&page=1`, cookie, 3);
    return {
      health: await requestsPerSecond(`${server.url}/api/health`, cookie, seconds),
      feed: await requestsPerSecond(`${server.url}/api/feed?tab=forYou&page=1`, cookie, seconds),
    };
  } finally {
    server.child.kill('SIGTERM');
    await new Promise((resolve) => server.child.once('exit', resolve));
  }
}

export async function benchCluster(env: Record<string, string>, redisUrl: string, password: string, seconds: number): Promise<void> {
  console.log(`\n  Cluster: ${WORKERS} workers against one process, flat out (${CONNECTIONS} connections, ${seconds} s an endpoint)`);
  console.log(`  ${os.cpus().length} cores shared by the servers, PostgreSQL and this load generator`);
  const shared = { ...env, REDIS_URL: redisUrl, SESSION_SECRET: randomBytes(32).toString('hex') };
  const one = await measure(shared, [], password, seconds);
  const cluster = await measure({ ...shared, CLUSTER_WORKERS: String(WORKERS) }, ['--cluster'], password, seconds);
  console.log('| req/s | one process | two workers | ratio |');
  console.log('| --- | --- | --- | --- |');
  for (const [title, key] of [['GET /api/health', 'health'], ['feed page 1', 'feed']] as const) {
    console.log(`| ${title} | ${one[key].toFixed(0)} | ${cluster[key].toFixed(0)} | ${(cluster[key] / one[key]).toFixed(2)} |`);
  }
}
