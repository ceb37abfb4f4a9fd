import { runFixedRate } from './open-loop';

describe('the fixed-rate load', () => {
  it('keeps sending on schedule while an earlier request has not answered, and times only the answered ones', async () => {
    const total = 20;
    let sent = 0;
    let releaseFirst = () => {};
    const first = new Promise<number>((resolve) => (releaseFirst = () => resolve(200)));
    const send = () => {
      sent++;
      if (sent === 1) return first;
      // The first answer is held until every other request has left: a closed loop would never get here.
      if (sent === total) releaseFirst();
      return Promise.resolve(sent % 5 === 0 ? 500 : 200);
    };

    const { latencies } = await runFixedRate(200, total / 200, [{ name: 'page', weight: 1, send }]);

    const page = latencies.get('page')!;
    expect(sent).toBe(total);
    expect(page.failed).toBe(4);
    expect(page.count).toBe(16);
  });

  it('shares the requests between the mix by weight', async () => {
    const send = () => Promise.resolve(200);
    const { latencies } = await runFixedRate(1000, 0.3, [
      { name: 'read', weight: 9, send },
      { name: 'write', weight: 1, send },
    ]);
    expect(latencies.get('read')!.count + latencies.get('write')!.count).toBe(300);
    expect(latencies.get('read')!.count).toBeGreaterThan(latencies.get('write')!.count);
  });
});
