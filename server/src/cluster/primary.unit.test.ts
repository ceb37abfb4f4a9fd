import { restartPause } from './primary';

// The pause before starting again a worker that died before serving: none after one that served, then
// doubling from 1 s with each such death in a row, never beyond 30 s.
test('a failing worker waits 1 s, 2 s, 4 s … and never more than 30 s', () => {
  expect([0, 1, 2, 3, 5, 6, 40].map(restartPause)).toEqual([0, 1000, 2000, 4000, 16_000, 30_000, 30_000]);
});
