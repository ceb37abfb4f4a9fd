import type { RequestHandler } from 'express';
import type Redis from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { HttpError } from './errors';

// In the spirit of Mastodon's Rack::Attack rules: generous for people, tight for scripts.
const RULES = {
  loginPerIp: { points: 25, duration: 5 * 60 },
  loginFailuresPerAccount: { points: 10, duration: 15 * 60 },
  signupPerIp: { points: 25, duration: 5 * 60 },
  passwordResetPerIp: { points: 25, duration: 5 * 60 },
  passwordResetPerAccount: { points: 5, duration: 30 * 60 },
  passwordChangePerAccount: { points: 10, duration: 10 * 60 },
  // The composer asks after every pause in typing; a minute of steady writing stays well inside.
  analyzePerUser: { points: 60, duration: 60 },
  // Mastodon's media rule: 30 images per 30 minutes per account.
  uploadPerUser: { points: 30, duration: 30 * 60 },
} as const;

export type RuleName = keyof typeof RULES;

export interface RateLimits {
  /** Counts one attempt against `key`; throws 429 with Retry-After once the rule is spent. */
  consume(rule: RuleName, key: string): Promise<void>;
  /** Forgets the attempts against `key` (a successful login clears its failures). */
  reset(rule: RuleName, key: string): Promise<void>;
  /** Express middleware counting one attempt per client IP. */
  perIp(rule: RuleName): RequestHandler;
}

/** In memory for one process; in Redis when several processes must share the counts. */
export function createRateLimits(options: { redis?: Redis; multiplier?: number } = {}): RateLimits {
  const multiplier = options.multiplier ?? 1;
  const limiters = Object.fromEntries(
    Object.entries(RULES).map(([name, rule]) => {
      const settings = { keyPrefix: `rl:${name}`, points: Math.max(1, Math.round(rule.points * multiplier)), duration: rule.duration };
      const limiter = options.redis ? new RateLimiterRedis({ ...settings, storeClient: options.redis }) : new RateLimiterMemory(settings);
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
      consume(rule, req.ip ?? 'unknown').then(() => next(), next);
    },
  };
}
