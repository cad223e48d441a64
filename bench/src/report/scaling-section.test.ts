import type { ScalingPoint } from '../scaling/types';
import { growthSentence, scalingSection } from './scaling-section';

const point = (recipes: number, unseenP99: number, recipeP99: number, fromMainRun = false): ScalingPoint => ({
  kind: 'sqlite',
  recipes,
  seedSeconds: recipes / 5000,
  databaseBytes: recipes * 2048,
  serverMemory: { rssMiB: 180, peakRssMiB: 200 },
  fromMainRun,
  scenarios: [
    { id: 'floor', rps: 6000, p50: 1, p99: 4 },
    { id: 'search-unseen', rps: 300, p50: 5, p99: unseenP99 },
    { id: 'recipe', rps: 1500, p50: 3, p99: recipeP99 },
  ],
});

test('names the scenarios whose p99 grows more than 2× from the smallest to the largest size', () => {
  const points = [point(1000, 10, 8), point(100_000, 30, 9, true), point(1_000_000, 45, 16)];
  expect(growthSentence(points)).toBe(
    'On SQLite, from 1,000 to 1,000,000 recipes the p99 grows more than 2× for `search-unseen` (10 → 45 ms, 4.5×).',
  );
  expect(growthSentence([point(1000, 10, 8), point(10_000, 12, 9)])).toBe(
    "On SQLite, no scenario's p99 grows more than 2× from 1,000 to 10,000 recipes.",
  );
});

test('the section has a row per size with seed time, database size and memory, and links the chart', () => {
  const section = scalingSection({
    settings: { duration: 3, warmup: 1, connections: 10 },
    points: [point(1000, 10, 8), point(100_000, 30, 9, true)],
    chartFile: 'scaling.svg',
  });
  expect(section).toContain('## How cost grows');
  expect(section).toContain(
    '| SQLite | 100,000 (main run) | 20 | 5,000 | 195.3 | 180 (200) | 4 / 6000 | — | — | — | — | 30 / 300 | 9 / 1500 |',
  );
  expect(section).toContain('](scaling.svg)');
});
