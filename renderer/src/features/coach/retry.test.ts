import { isTransient, retryDelay, withRetry } from './retry';

type Outcome = { data?: string; error?: unknown };

function scripted(outcomes: Outcome[]) {
  let calls = 0;
  const attempt = () => Promise.resolve(outcomes[Math.min(calls++, outcomes.length - 1)]!);
  return { attempt, calls: () => calls };
}

const failure = (outcome: Outcome) => outcome.error;

describe('analyzeText retry policy', () => {
  it('recognises transient failures by status or message', () => {
    expect(isTransient({ status: 503, data: { error: { status: 'UNAVAILABLE' } } })).toBe(true);
    expect(isTransient({ status: 429, data: { error: { status: 'RESOURCE_EXHAUSTED' } } })).toBe(true);
    expect(isTransient('Service Unavailable')).toBe(true);
    expect(isTransient(new Error('The model is temporarily overloaded').message)).toBe(true);
    expect(isTransient({ message: 'Rate limit reached' })).toBe(true);
    expect(isTransient({ status: 401, data: { error: { status: 'UNAUTHENTICATED' } } })).toBe(false);
    expect(isTransient({ status: 400, data: { error: { status: 'INVALID_ARGUMENT' } } })).toBe(false);
    expect(isTransient(undefined)).toBe(false);
  });

  it('waits 500 ms doubling plus 0-200 ms jitter', () => {
    expect(retryDelay(1, () => 0)).toBe(500);
    expect(retryDelay(2, () => 0)).toBe(1000);
    expect(retryDelay(3, () => 0.5)).toBe(2100);
    expect(retryDelay(1, () => 0.999)).toBe(699);
  });

  it('stops after three attempts on a transient failure, sleeping between them', async () => {
    const sleeps: number[] = [];
    const run = scripted([{ error: { status: 503 } }]);
    const outcome = await withRetry(run.attempt, failure, { sleep: async (ms) => void sleeps.push(ms), random: () => 0.25 });
    expect(outcome.error).toEqual({ status: 503 });
    expect(run.calls()).toBe(3);
    expect(sleeps).toEqual([550, 1050]);
  });

  it('returns the first success', async () => {
    const sleeps: number[] = [];
    const run = scripted([{ error: 'RESOURCE_EXHAUSTED' }, { data: 'ok' }]);
    const outcome = await withRetry(run.attempt, failure, { sleep: async (ms) => void sleeps.push(ms), random: () => 0 });
    expect(outcome).toEqual({ data: 'ok' });
    expect(run.calls()).toBe(2);
    expect(sleeps).toEqual([500]);
  });

  it('does not retry other failures', async () => {
    const run = scripted([{ error: { status: 401, data: { error: { status: 'UNAUTHENTICATED' } } } }]);
    await withRetry(run.attempt, failure, { sleep: async () => undefined });
    expect(run.calls()).toBe(1);
  });
});
