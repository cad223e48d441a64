// `npm run bench -- --quick` end to end, small enough for every test run, so the bench itself never rots: it
// seeds, loads the production server (reads, the mixed scenario, both saves), weighs the front end, runs
// Lighthouse once, runs a tiny scaling run (one more size) and writes both report files and the scaling chart.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BenchReport } from './report/types';

const BENCH_DIR = path.resolve(__dirname, '..');
const RECIPES = 1000;

let outDir: string;
let report: BenchReport;
let markdown: string;
let exit: { code: number | null; stderr: string };

beforeAll(async () => {
  outDir = mkdtempSync(path.join(tmpdir(), 'bench-test-'));
  const args = [
    ...[
      '--quick',
      '--db',
      'sqlite',
      '--recipes',
      String(RECIPES),
      '--duration',
      '1',
      '--warmup',
      '0',
      '--lighthouse-pages',
      'home',
      '--out',
      outDir,
    ],
    ...['--scaling', '--scaling-sizes', `200,${RECIPES}`, '--scaling-duration', '1', '--scaling-warmup', '0'],
  ];
  exit = await new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'src/cli.ts', ...args],
      { cwd: BENCH_DIR, maxBuffer: 16 * 1024 * 1024, timeout: 280_000 },
      (error, _stdout, stderr) => resolve({ code: error ? ((error as { code?: number }).code ?? 1) : 0, stderr }),
    );
  });
  if (exit.code === 0) {
    report = JSON.parse(readFileSync(path.join(outDir, 'report-quick.json'), 'utf8')) as BenchReport;
    markdown = readFileSync(path.join(outDir, 'report-quick.md'), 'utf8');
  }
}, 300_000);

afterAll(() => rmSync(outDir, { recursive: true, force: true }));

test('the quick run finishes and writes report-quick.md and report-quick.json', () => {
  expect({ code: exit.code, stderr: exit.code === 0 ? '' : exit.stderr }).toEqual({ code: 0, stderr: '' });
  expect(report.mode).toBe('quick');
  for (const heading of [
    '# Benchmarks',
    '## Machine',
    '## Targets (issues 9 and 16)',
    '## API under load',
    '### Mixed: reads with saves beside them',
    '## How cost grows',
    '## Front end (production build)',
    '### Lighthouse 12',
    '## Images',
    '## Method',
  ]) {
    expect(markdown).toContain(heading);
  }
  expect(report.machine.cores).toBeGreaterThan(0);
});

test('every scenario was answered under load, with no 5xx and no dropped connection', () => {
  const [sqlite] = report.databases;
  expect(report.databases).toHaveLength(1);
  expect(sqlite?.kind).toBe('sqlite');
  expect(sqlite?.seed.recipes).toBe(RECIPES);
  const ids = sqlite?.load.map((result) => result.id) ?? [];
  expect(ids).toEqual(
    expect.arrayContaining([
      'floor',
      'list-name-asc',
      'list-deep',
      'tag-pair',
      'search-common',
      'search-prefix',
      'search-unseen',
      'recipe',
    ]),
  );
  // The saves come last: they grow the collection.
  expect(ids.slice(-2)).toEqual(['save', 'save-picture']);
  for (const result of sqlite?.load ?? []) {
    expect({
      id: result.id,
      status5xx: result.status5xx,
      errors: result.errors,
      answered: result.requests > 0,
    }).toEqual({
      id: result.id,
      status5xx: 0,
      errors: 0,
      answered: true,
    });
    expect(result.p50).toBeLessThanOrEqual(result.p99);
    expect(result.rps).toBeGreaterThan(0);
    if (result.group !== 'save') expect(result.ratioToFloor).toBeGreaterThan(0);
  }
  // Reads never fail, and the editor's saves (multipart, marker header, session cookie) were all accepted.
  expect(sqlite?.load.filter((result) => result.non2xx > 0).map((result) => result.id)).toEqual([]);
  expect(sqlite?.load.find((result) => result.id === 'floor')?.ratioToFloor).toBe(1);
});

test('the mixed scenario measured each read alone and beside the saves, every answer accepted', () => {
  const mixed = report.databases[0]?.mixed;
  expect(mixed?.reads.map((read) => read.id).sort()).toEqual(['list-deep', 'list-name-asc', 'recipe', 'search-unseen']);
  for (const read of mixed?.reads ?? []) {
    expect(read.alone.requests).toBeGreaterThan(0);
    expect(read.withSaves.requests).toBeGreaterThan(0);
    expect(read.alone.non2xx + read.withSaves.non2xx + read.alone.errors + read.withSaves.errors).toBe(0);
    expect(read.slowdownPercent).toBeCloseTo((1 - read.withSaves.rps / read.alone.rps) * 100, 0);
  }
  expect(mixed?.saves).toMatchObject({ id: 'save', non2xx: 0, status5xx: 0, errors: 0 });
  expect(mixed?.saves.requests).toBeGreaterThan(0);
  expect(report.targets.find((target) => target.id === 'sqlite-mixed')?.measured).toContain('saves beside');
});

test('the scaling run measured each size, reused the main run at its own size and drew the chart', () => {
  const points = report.scaling?.points ?? [];
  expect(points.map((point) => [point.recipes, point.fromMainRun])).toEqual([
    [200, false],
    [RECIPES, true],
  ]);
  for (const point of points) {
    expect(point.scenarios.map((s) => s.id)).toEqual([
      'floor',
      'list-name-asc',
      'list-deep',
      'tag-deep',
      'search-common',
      'search-unseen',
      'recipe',
    ]);
    expect(point.databaseBytes).toBeGreaterThan(0);
    expect(point.serverMemory?.rssMiB).toBeGreaterThan(0);
  }
  expect(points[1]!.databaseBytes).toBeGreaterThan(points[0]!.databaseBytes);
  const svg = readFileSync(path.join(outDir, 'scaling-quick.svg'), 'utf8');
  expect(svg).toContain('<svg');
  expect(svg.match(/<path /g)).toHaveLength(14);
  expect(markdown).toContain('](scaling-quick.svg)');
});

test('the front end was weighed: bytes per app, round trips, the one-bundle SPA and one Lighthouse run', () => {
  const home = report.frontend?.routes.find((route) => route.path === '/');
  expect(home?.roundTrips).toBeGreaterThanOrEqual(1);
  expect(home?.chain).toHaveLength(home?.roundTrips ?? -1);
  // The first card needed the first page of the list.
  expect(
    home?.resources.filter((r) => r.beforeReady && r.path.startsWith('/api/recipes?')).map((r) => r.status),
  ).toEqual([200]);
  expect(home?.jsBeforeReady.gzip).toBeGreaterThan(0);
  expect(home?.jsBeforeReady.gzip).toBeLessThan(home?.jsBeforeReady.raw ?? 0);
  expect(Object.keys(home?.byApp ?? {})).toEqual(expect.arrayContaining(['html', 'shell', 'mf-catalog', 'api']));
  expect(report.frontend?.routes.map((route) => route.label)).toEqual(['home', 'recipe', 'login', 'editor']);
  expect(report.frontend?.spa?.byApp['mf-catalog']).toBeUndefined();
  expect(report.frontend?.spa?.jsBeforeReady.requests).toBe(1);
  const [lighthouse] = report.frontend?.lighthouse ?? [];
  expect(report.frontend?.lighthouse).toHaveLength(1);
  expect(lighthouse).toMatchObject({ page: 'home', preset: 'mobile' });
  expect(lighthouse?.score).toBeGreaterThan(0);
  expect(lighthouse?.score).toBeLessThanOrEqual(100);
});

test('the 12-megapixel upload was weighed and every target has a verdict', () => {
  const images = report.images;
  expect(images?.upload).toMatchObject({ width: 4000, height: 3000 });
  expect(images?.thumbnail.width).toBeLessThan(images?.page.width ?? 0);
  expect(images?.page.bytes).toBeGreaterThan(images?.thumbnail.bytes ?? Infinity);
  expect(images?.placeholder.bytes).toBeGreaterThan(0);
  expect(report.targets.map((target) => target.id)).toEqual(
    expect.arrayContaining([
      ...[
        'sqlite-list-p99',
        'sqlite-search-p99',
        'sqlite-list-throughput',
        'sqlite-no-5xx',
        'lighthouse-mobile',
        'first-load-js',
        'round-trips',
        'thumbnail',
        'page-image',
      ],
      ...[
        'sqlite-search-unseen',
        'sqlite-recipe-throughput',
        'sqlite-deep-throughput',
        'sqlite-saves',
        'sqlite-mixed',
        'cls',
      ],
    ]),
  );
  expect(report.targets.every((target) => target.pass !== null)).toBe(true);
});
