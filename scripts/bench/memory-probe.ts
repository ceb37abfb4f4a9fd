// Preloaded into the benchmarked server (node --expose-gc --import): when the bench asks over the IPC
// channel, a full collection first, so the figure is live memory rather than garbage not yet collected.
process.on('message', (message) => {
  if (message !== 'memory') return;
  const gc = (globalThis as { gc?: () => void }).gc;
  gc?.();
  gc?.();
  const { rss, heapUsed } = process.memoryUsage();
  process.send?.({ rss, heapUsed });
});
