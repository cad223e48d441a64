import { seedProgressLine, throttledSeedLog } from './seed-progress';

test('a progress line gives the rate, the time left and the memory', () => {
  expect(seedProgressLine({ done: 250_000, total: 1_000_000, seconds: 50, rssMiB: 301.4 })).toBe(
    '250,000 / 1,000,000 recipes (25 %), 5,000 recipes/s, ETA 2 min 30 s, RSS 301 MiB',
  );
  expect(seedProgressLine({ done: 2000, total: 2000, seconds: 1, rssMiB: 90 })).toBe(
    '2,000 / 2,000 recipes (100 %), 2,000 recipes/s, done, RSS 90 MiB',
  );
});

test('progress is logged every few seconds and always at the end', () => {
  const lines: string[] = [];
  const progress = throttledSeedLog((line) => lines.push(line), 10);
  for (const seconds of [1, 2, 12, 13, 25]) progress({ done: seconds * 10, total: 1000, seconds, rssMiB: 100 });
  progress({ done: 1000, total: 1000, seconds: 26, rssMiB: 100 });
  expect(lines.map((line) => line.trim().split(' ')[0])).toEqual(['10', '120', '250', '1,000']);
});
