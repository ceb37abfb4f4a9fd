import { AI_MAX_ATTEMPTS, AI_RETRY_BASE_MS, AI_RETRY_JITTER_MS } from '../../../../shared/constants';

/** An error worth another try (product-spec.md section 7): the service is busy or down for a moment. */
const TRANSIENT = /unavailable|temporarily|service unavailable|503|429|resource_exhausted|rate limit/i;

export function isTransient(error: unknown): boolean {
  if (error === undefined || error === null) return false;
  let text: string;
  try {
    text = typeof error === 'string' ? error : JSON.stringify(error);
  } catch {
    text = String(error);
  }
  return TRANSIENT.test(text);
}

/** The wait before attempt `attempt + 1` (attempt counts from 1): 500 ms doubling, plus 0–200 ms jitter. */
export function retryDelay(attempt: number, random: () => number = Math.random): number {
  return AI_RETRY_BASE_MS * 2 ** (attempt - 1) + Math.floor(random() * AI_RETRY_JITTER_MS);
}

export interface RetryOptions {
  maxAttempts?: number;
  sleep?: (ms: number) => Promise<void>;
  random?: () => number;
}

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs `attempt` up to `maxAttempts` times while its outcome is a transient failure
 * (`failure` returns the error of an outcome, or undefined when it succeeded), and returns the last outcome.
 */
export async function withRetry<T>(attempt: () => Promise<T>, failure: (outcome: T) => unknown, { maxAttempts = AI_MAX_ATTEMPTS, sleep = realSleep, random = Math.random }: RetryOptions = {}): Promise<T> {
  let outcome = await attempt();
  for (let n = 1; n < maxAttempts && isTransient(failure(outcome)); n++) {
    await sleep(retryDelay(n, random));
    outcome = await attempt();
  }
  return outcome;
}
