import { isIPv6 } from 'node:net';
import type { RequestHandler } from 'express';
import type Redis from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { HttpError } from './errors';

// In the spirit of Mastodon's Rack::Attack rules: generous for people, tight for scripts.
const RULES = {
  loginPerIp: { points: 25, duration: 5 * 60 },
  // Keyed on account and address together (loginFailureKey): counted on the account alone, anyone
  // could lock anyone out by guessing wrong ten times; the per-IP rule still bounds each address.
  loginFailuresPerAccountAndIp: { points: 10, duration: 15 * 60 },
  signupPerIp: { points: 25, duration: 5 * 60 },
  passwordResetPerIp: { points: 25, duration: 5 * 60 },
  passwordResetPerAccount: { points: 5, duration: 30 * 60 },
  passwordChangePerAccount: { points: 10, duration: 10 * 60 },
  // The composer asks after every pause in typing; a minute of steady writing stays well inside.
  analyzePerUser: { points: 60, duration: 60 },
  // Mastodon's media rule: 30 images per 30 minutes per account.
  uploadPerUser: { points: 30, duration: 30 * 60 },
  // Reports reach a person's queue: plenty for a citizen who meets a bad thread, little for a script.
  reportPerUser: { points: 30, duration: 60 * 60 },
  // Payment attempts: a generous evening of tipping, but not a script trying stolen cards one by one.
  paymentPerUser: { points: 30, duration: 10 * 60 },
} as const;

export type RuleName = keyof typeof RULES;

/**
 * The address a limit counts: IPv4 as is, IPv6 by its /64 (its first four groups), since one client
 * commonly holds a whole /64 and could otherwise step to a fresh address at every attempt.
 */
export function clientAddressKey(ip: string | undefined): string {
  if (!ip) return 'unknown';
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1];
  if (!isIPv6(ip)) return ip;
  // An embedded IPv4 address fills the last two groups.
  const groups = (part: string) => (part ? part.split(':').flatMap((group) => (group.includes('.') ? ['0', '0'] : [group])) : []);
  const [head, tail] = ip.split('%')[0].split('::');
  const full = tail === undefined ? groups(head) : [...groups(head), ...Array(8 - groups(head).length - groups(tail).length).fill('0'), ...groups(tail)];
  return `${full.slice(0, 4).map((group) => parseInt(group, 16).toString(16)).join(':')}::`;
}

/** The key of loginFailuresPerAccountAndIp; an address key has no slash, so no two pairs share a key. */
export const loginFailureKey = (email: string, ip: string | undefined) => `${clientAddressKey(ip)}/${email}`;

export interface RateLimits {
  /** Counts one attempt against `key`; throws 429 with Retry-After once the rule is spent. */
  consume(rule: RuleName, key: string): Promise<void>;
  /** Forgets the attempts against `key` (a successful login clears its failures). */
  reset(rule: RuleName, key: string): Promise<void>;
  /** Express middleware counting one attempt per client IP. */
  perIp(rule: RuleName): RequestHandler;
}

/**
 * In memory for one process; in Redis when several processes must share the counts. While Redis is
 * away (or before it first answers) each process counts in memory, so limits still hold, per process.
 */
export function createRateLimits(options: { redis?: Redis; multiplier?: number } = {}): RateLimits {
  const multiplier = options.multiplier ?? 1;
  const limiters = Object.fromEntries(
    Object.entries(RULES).map(([name, rule]) => {
      const settings = { keyPrefix: `rl:${name}`, points: Math.max(1, Math.round(rule.points * multiplier)), duration: rule.duration };
      const inMemory = new RateLimiterMemory(settings);
      const limiter = options.redis
        ? new RateLimiterRedis({ ...settings, storeClient: options.redis, rejectIfRedisNotReady: true, insuranceLimiter: inMemory })
        : inMemory;
      return [name, limiter];
    }),
  ) as unknown as Record<RuleName, RateLimiterAbstract>;

  async function consume(rule: RuleName, key: string) {
    try {
      await limiters[rule].consume(key);
    } catch (error) {
      if (!(error instanceof RateLimiterRes)) throw error;
      const seconds = Math.max(1, Math.ceil(error.msBeforeNext / 1000));
      throw new HttpError(429, 'RATE_LIMITED', { headers: { 'Retry-After': String(seconds) } });
    }
  }

  return {
    consume,
    reset: async (rule, key) => void (await limiters[rule].delete(key)),
    perIp: (rule) => (req, _res, next) => {
      consume(rule, clientAddressKey(req.ip)).then(() => next(), next);
    },
  };
}
