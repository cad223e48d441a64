import type { MixedResult } from '../load/mixed';
import type { LoadResult } from '../load/run-load';
import { evaluateTargets } from './targets';
import type { BenchReport } from './types';

const load = (
  id: string,
  group: LoadResult['group'],
  rps: number,
  p99: number,
  ratioToFloor: number,
  extra: Partial<LoadResult> = {},
): LoadResult => ({
  id,
  group,
  description: id,
  connections: 10,
  requests: Math.round(rps * 10),
  rps,
  p50: p99 / 3,
  p90: p99 / 2,
  p99,
  max: p99 * 2,
  non2xx: 0,
  status5xx: 0,
  errors: 0,
  statusCodes: { 200: Math.round(rps * 10) },
  bytesPerResponse: 3000,
  floorRps: rps / ratioToFloor,
  ratioToFloor,
  ...extra,
});

const figures = (rps: number, p99: number) => ({
  rps,
  p50: p99 / 3,
  p99,
  requests: rps * 10,
  non2xx: 0,
  status5xx: 0,
  errors: 0,
});

function report(loads: LoadResult[], mixed: MixedResult): Omit<BenchReport, 'targets'> {
  return {
    generatedAt: '2026-11-24T00:00:00.000Z',
    mode: 'full',
    command: 'npm run bench',
    machine: { cpu: 'cpu', cores: 2, memoryGiB: 8, os: 'Linux', node: 'v20', loadAverageAtStart: 0.4 },
    source: { commit: 'abc', dirty: false },
    settings: { connections: 10, duration: 10, warmup: 2, recipes: 100_000 },
    databases: [{ kind: 'sqlite', version: 'SQLite 3', seed: { recipes: 100_000, seconds: 20 }, load: loads, mixed }],
    frontend: null,
    frontendError: null,
    images: null,
    scaling: null,
    baseline: null,
    notes: null,
  };
}

const mixed = (slowest: number): MixedResult => ({
  seconds: 10,
  reads: [
    {
      id: 'list-deep',
      connections: 3,
      alone: figures(1000, 10),
      withSaves: figures(1000 * (1 - slowest / 100), 12),
      slowdownPercent: slowest,
      p99GrowthPercent: 20,
    },
    {
      id: 'recipe',
      connections: 2,
      alone: figures(800, 10),
      withSaves: figures(760, 11),
      slowdownPercent: 5,
      p99GrowthPercent: 10,
    },
  ],
  saves: { id: 'save', connections: 2, rate: 10, ...figures(10, 90) },
});

test("issue 16's rows: each with its figure, never-seen search needing both its p99 and its throughput", () => {
  const targets = evaluateTargets(
    report(
      [
        load('floor', 'floor', 6000, 4, 1),
        load('list-deep', 'list', 3600, 8, 0.6),
        load('tag-deep', 'list', 2400, 9, 0.4),
        load('search-unseen', 'search-unseen', 1800, 21, 0.3),
        load('recipe', 'recipe', 3100, 6, 0.52),
        load('save', 'save', 300, 60, 0.05),
        load('save-picture', 'save', 4, 900, 0, { connections: 2 }),
      ],
      mixed(25),
    ),
  );
  const byId = Object.fromEntries(targets.map((t) => [t.id, t]));
  expect(byId['sqlite-search-unseen']).toMatchObject({
    issue: '16',
    pass: false,
    measured: 'p99 21 ms, 0.3 × floor (1800 req/s)',
  });
  expect(byId['sqlite-recipe-throughput']).toMatchObject({
    pass: true,
    measured: '0.52 × floor (3100 req/s), p99 6 ms',
  });
  expect(byId['sqlite-deep-throughput']).toMatchObject({
    pass: false,
    measured: 'list-deep 0.6 × floor (3600 req/s); tag-deep 0.4 × floor (2400 req/s)',
  });
  expect(byId['sqlite-saves']).toMatchObject({
    pass: true,
    measured: 'save: 300 req/s, p99 60 ms; save-picture: 4 req/s, p99 900 ms',
  });
  expect(byId['sqlite-mixed']?.pass).toBe(false);
  expect(byId['sqlite-mixed']?.measured).toBe(
    'worst list-deep 25 % (1000 → 750 req/s, p99 10 → 12 ms); saves beside: 10 req/s',
  );
  expect(byId['sqlite-list-p99']).toMatchObject({ issue: '9', pass: true });
});

test('a read slowed by at most 20 % passes the mixed target; a refused save fails the saves row', () => {
  const loads = [
    load('floor', 'floor', 6000, 4, 1),
    load('save', 'save', 300, 60, 0.05, { non2xx: 3 }),
    load('save-picture', 'save', 4, 900, 0),
  ];
  const byId = Object.fromEntries(evaluateTargets(report(loads, mixed(20))).map((t) => [t.id, t]));
  expect(byId['sqlite-mixed']?.pass).toBe(true);
  expect(byId['sqlite-saves']).toMatchObject({
    pass: false,
    measured: 'save: 300 req/s, p99 60 ms, 3 refused; save-picture: 4 req/s, p99 900 ms',
  });
});
