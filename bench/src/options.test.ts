import { parseOptions, UsageError } from './options';

test('a full run by default, a quick one that never overwrites the full report', () => {
  const full = parseOptions([], {}, '/repo/bench');
  expect(full).toMatchObject({
    quick: false,
    recipes: 100_000,
    db: 'auto',
    lighthouseRuns: 5,
    reportName: 'report',
    outDir: '/repo/bench',
  });
  const quick = parseOptions(['--quick', '--recipes', '500', '--db', 'sqlite'], {}, '/repo/bench');
  expect(quick).toMatchObject({
    quick: true,
    recipes: 500,
    db: 'sqlite',
    lighthouseRuns: 1,
    reportName: 'report-quick',
  });
});

test('bad options are refused with a clear message', () => {
  expect(() => parseOptions(['--db', 'mysql'], {}, '/b')).toThrow(UsageError);
  expect(() => parseOptions(['--recipes', '1.5'], {}, '/b')).toThrow('--recipes needs a whole number > 0');
  expect(() => parseOptions(['--lighthouse-pages', 'home,about'], {}, '/b')).toThrow('--lighthouse-pages');
  expect(() => parseOptions(['--frobnicate'], {}, '/b')).toThrow('Unknown option --frobnicate.');
  expect(() => parseOptions(['--out'], {}, '/b')).toThrow('--out needs a value.');
});

test('the scaling run: off by default, four sizes up to 1,000,000, PostgreSQL up to 100,000, shorter scenarios', () => {
  expect(parseOptions([], {}, '/b')).toMatchObject({
    scaling: false,
    scalingSizes: [1000, 10_000, 100_000, 1_000_000],
    scalingPgMax: 100_000,
    scalingDuration: 3,
    scalingWarmup: 1,
  });
  const custom = parseOptions(
    [
      '--scaling',
      '--scaling-sizes',
      '400, 200,1_000',
      '--scaling-pg-max',
      '400',
      '--scaling-duration',
      '1.5',
      '--scaling-warmup',
      '0',
    ],
    {},
    '/b',
  );
  expect(custom).toMatchObject({
    scaling: true,
    scalingSizes: [200, 400, 1000],
    scalingPgMax: 400,
    scalingDuration: 1.5,
    scalingWarmup: 0,
  });
  expect(() => parseOptions(['--scaling-sizes', '1000,abc'], {}, '/b')).toThrow(
    '--scaling-sizes needs a whole number > 0, got "abc".',
  );
  expect(() => parseOptions(['--scaling-sizes', '1000,1000'], {}, '/b')).toThrow('at least two different sizes');
  expect(() => parseOptions(['--scaling-pg-max', '0'], {}, '/b')).toThrow('--scaling-pg-max needs a whole number > 0');
});
