import { chartSvg, decades, decadeTicks, linePath, logScale, tickLabel } from './svg-chart';
import { scalingSvg } from './scaling-chart';
import type { ScalingPoint } from '../scaling/types';

test('log scales put each decade the same distance apart', () => {
  const x = logScale([1000, 1_000_000], [0, 300]);
  expect([1000, 10_000, 100_000, 1_000_000].map(x)).toEqual([0, 100, 200, 300]);
  expect(x(31_622.776601683792)).toBeCloseTo(150, 6);
  const y = logScale([1, 100], [200, 0]);
  expect(y(1)).toBe(200);
  expect(y(10)).toBe(100);
  expect(y(100)).toBe(0);
});

test('axes span whole decades, with a tick at each', () => {
  expect(decades(1000, 1_000_000)).toEqual([1000, 1_000_000]);
  expect(decades(0.0042, 37)).toEqual([0.001, 100]);
  expect(decades(5, 5)).toEqual([1, 10]);
  expect(decadeTicks([1000, 1_000_000])).toEqual([1000, 10_000, 100_000, 1_000_000]);
  expect([1, 1000, 10_000, 1_000_000].map(tickLabel)).toEqual(['1', '1k', '10k', '1M']);
});

test('a path goes through every point where the scales put it, leaving out what a log axis cannot show', () => {
  const x = logScale([1000, 100_000], [0, 200]);
  const y = logScale([1, 100], [100, 0]);
  expect(
    linePath(
      [
        { x: 1000, y: 1 },
        { x: 10_000, y: 0 },
        { x: 10_000, y: 10 },
        { x: 100_000, y: 100 },
      ],
      x,
      y,
    ),
  ).toBe('M0 100 L100 50 L200 0');
});

test('the chart has both panels, axis labels, a legend and one line per scenario and database', () => {
  const point = (kind: 'sqlite' | 'postgres', recipes: number, p99: number): ScalingPoint => ({
    kind,
    recipes,
    seedSeconds: 1,
    databaseBytes: 1,
    serverMemory: null,
    fromMainRun: false,
    scenarios: [
      { id: 'floor', rps: 5000, p50: 1, p99: 2 },
      { id: 'search-unseen', rps: 100_000 / recipes, p50: 1, p99 },
    ],
  });
  const svg = scalingSvg([
    point('sqlite', 1000, 3),
    point('sqlite', 1_000_000, 300),
    point('postgres', 1000, 4),
    point('postgres', 100_000, 40),
  ]);
  expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
  for (const text of [
    'p99 latency (ms, log)',
    'throughput (req/s, log)',
    'recipes (log)',
    'p99 ms',
    'req/s',
    '>1k<',
    '>1M<',
    '>SQLite<',
    '>PostgreSQL<',
    '>search-unseen<',
  ]) {
    expect(svg).toContain(text);
  }
  // 2 scenarios × 2 databases × 2 panels; PostgreSQL's lines dashed.
  expect(svg.match(/<path /g)).toHaveLength(8);
  expect(svg.match(/<path [^>]*stroke-dasharray/g)).toHaveLength(4);
  expect(svg).toContain('<title>search-unseen (PostgreSQL)</title>');
});

test('a chart without data draws no lines', () => {
  expect(
    chartSvg('empty', [{ title: 't', xLabel: 'x', yLabel: 'y', series: [] }], { colors: [], styles: [] }),
  ).not.toContain('<path');
});
