import Redis from 'ioredis';
import type { Logger } from '../lib/logger';

export type RedisState = 'up' | 'down';

/**
 * What the processes of a city share through Redis: rate-limit counts and socket.io's broadcasts.
 * While Redis is away each process goes on alone (its own sockets, its counts in memory) and
 * says so once in the log and in /api/health; the connections come back by themselves.
 */
export interface SharedRedis {
  /** Commands (rate limits): they fail at once while Redis is away, so callers fall back to memory instead of waiting. */
  readonly client: Redis;
  /** The same connection for socket.io's adapter, whose publishing never throws: an unheard broadcast is lost, not a crash. */
  readonly publisher: Redis;
  /** socket.io's subscriptions: kept while Redis is away and renewed when it returns. */
  readonly subscriber: Redis;
  state(): RedisState;
  close(): void;
}

// Reconnection attempts, quick at first, then every 2 s for as long as Redis is away.
const retryStrategy = (attempt: number) => Math.min(attempt * 100, 2000);

export function connectRedis(url: string, logger: Logger): SharedRedis {
  const client = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1, retryStrategy });
  // The adapter subscribes before the first connection is up: those commands wait for it, however long.
  const subscriber = new Redis(url, { maxRetriesPerRequest: null, retryStrategy });
  const both = [client, subscriber];
  const state = (): RedisState => (both.every((connection) => connection.status === 'ready') ? 'up' : 'down');

  let closing = false;
  let away = false;
  const onTrouble = (err?: Error) => {
    if (closing || away) return;
    away = true;
    logger.warn({ err: err?.message }, 'Redis is unreachable: each process keeps its own sockets and rate limits in memory until it returns');
  };
  const onReady = () => {
    if (!away || state() === 'down') return;
    away = false;
    logger.info('Redis is back: rate limits and broadcasts are shared across processes again');
  };
  for (const connection of both) {
    // ioredis repeats the error at every reconnection attempt: said once per outage.
    connection.on('error', onTrouble);
    connection.on('close', () => onTrouble());
    connection.on('ready', onReady);
  }

  return {
    client,
    publisher: quietPublisher(client),
    subscriber,
    state,
    close() {
      closing = true;
      both.forEach((connection) => connection.disconnect());
    },
  };
}

/** `client` whose `publish` resolves to 0 subscribers reached when Redis is away, instead of a rejection nobody handles. */
function quietPublisher(client: Redis): Redis {
  return new Proxy(client, {
    get(target, property) {
      if (property === 'publish') return (...args: Parameters<Redis['publish']>) => target.publish(...args).catch(() => 0);
      const value = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
