import { performance } from 'node:perf_hooks';
import { ok } from './http';
import { Latencies } from './latencies';

/** One kind of request in the mix: how often it is picked, and how it is sent (resolving with its status). */
export interface MixEntry {
  name: string;
  weight: number;
  send: (turn: number) => Promise<number>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface FixedRateRun {
  latencies: Map<string, Latencies>;
  /** From the first send until the last answer: longer than the run when the server fell behind. */
  elapsedSeconds: number;
}

/**
 * An open loop at a constant arrival rate: request n is due at start + n / rate and is sent then,
 * whether or not earlier ones have answered. Its latency runs from that due time, not from when it
 * actually left, so a stalled server (or a stalled sender) shows in the figures instead of slowing the
 * load down (no coordinated omission). Failures (non-2xx, no answer) are counted, not timed.
 */
export async function runFixedRate(rate: number, seconds: number, mix: MixEntry[]): Promise<FixedRateRun> {
  const results = new Map(mix.map((entry) => [entry.name, new Latencies()]));
  const totalWeight = mix.reduce((sum, entry) => sum + entry.weight, 0);
  const pick = () => {
    let roll = Math.random() * totalWeight;
    for (const entry of mix) if ((roll -= entry.weight) < 0) return entry;
    return mix[mix.length - 1];
  };
  const total = Math.round(rate * seconds);
  const inFlight: Array<Promise<void>> = [];
  const start = performance.now();
  for (let n = 0; n < total; n++) {
    const due = start + (n * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    const entry = pick();
    const latencies = results.get(entry.name)!;
    inFlight.push(
      entry.send(n).then((status) => {
        if (ok(status)) latencies.record(performance.now() - due);
        else latencies.failed++;
      }),
    );
  }
  await Promise.all(inFlight);
  return { latencies: results, elapsedSeconds: (performance.now() - start) / 1000 };
}
