import { parseOptions, UsageError } from './options';

test('a full run by default, a quick one that never overwrites the full report', () => {
  const full = parseOptions([], {}, '/repo/bench');
  expect(full).toMatchObject({ quick: false, recipes: 100_000, db: 'auto', lighthouseRuns: 3, reportName: 'report', outDir: '/repo/bench' });
  const quick = parseOptions(['--quick', '--recipes', '500', '--db', 'sqlite'], {}, '/repo/bench');
  expect(quick).toMatchObject({ quick: true, recipes: 500, db: 'sqlite', lighthouseRuns: 1, reportName: 'report-quick' });
});

test('bad options are refused with a clear message', () => {
  expect(() => parseOptions(['--db', 'mysql'], {}, '/b')).toThrow(UsageError);
  expect(() => parseOptions(['--recipes', '1.5'], {}, '/b')).toThrow('--recipes needs a whole number > 0');
  expect(() => parseOptions(['--lighthouse-pages', 'home,about'], {}, '/b')).toThrow('--lighthouse-pages');
  expect(() => parseOptions(['--frobnicate'], {}, '/b')).toThrow('Unknown option --frobnicate.');
  expect(() => parseOptions(['--out'], {}, '/b')).toThrow('--out needs a value.');
});
