import * as hdr from 'hdr-histogram-js';

/** Latencies of one endpoint, in microseconds, in an HDR histogram (3 significant digits, up to 10 minutes). */
export class Latencies {
  private readonly histogram = hdr.build({ lowestDiscernibleValue: 1, highestTrackableValue: 600_000_000, numberOfSignificantValueDigits: 3 });
  failed = 0;

  record(ms: number) {
    this.histogram.recordValue(Math.max(1, Math.round(ms * 1000)));
  }

  get count(): number {
    return this.histogram.totalCount;
  }

  /** The latency at a percentile (99.9 for p99.9), in milliseconds. */
  ms(percentile: number): number {
    return this.histogram.getValueAtPercentile(percentile) / 1000;
  }
}

/** "12.3" under 100 ms, "123" above: three figures are as much as a shared machine's run can tell. */
export const formatMs = (ms: number) => (ms < 100 ? ms.toFixed(1) : ms.toFixed(0));
