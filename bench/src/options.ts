// The command line of `npm run bench`. Pure: parsed here, acted on in cli.ts.
import path from 'node:path';

export type DbChoice = 'sqlite' | 'postgres' | 'both' | 'auto';
export const LIGHTHOUSE_PAGES = ['home', 'recipe', 'spa-home'] as const;
export type LighthousePage = (typeof LIGHTHOUSE_PAGES)[number];

export interface BenchOptions {
  quick: boolean;
  recipes: number;
  db: DbChoice;
  /** Seconds of measured load per scenario. */
  duration: number;
  /** Seconds of unmeasured load before each scenario. */
  warmup: number;
  connections: number;
  frontend: boolean;
  /** Lighthouse runs per page and preset (the median is reported); 0 skips Lighthouse. */
  lighthouseRuns: number;
  /** Which pages Lighthouse runs on. */
  lighthousePages: LighthousePage[];
  /** Folder of report.md / report.json. */
  outDir: string;
  /** report (full) or report-quick, so a quick run never overwrites the committed full report. */
  reportName: string;
  /** A previous report.json to show as "before" beside this run. */
  baseline: string | null;
  /** Rebuild the server and the front end even when built. */
  build: boolean;
  /** Keep the temporary databases and data folders (for profiling). */
  keep: boolean;
  /** Administrative PostgreSQL URL the temporary database is created through. */
  pgUrl: string;
  /** The scaling run: the read scenarios again at several collection sizes. */
  scaling: boolean;
  /** Recipes at each scaling point (the main run's size is reused, not run twice). */
  scalingSizes: number[];
  /** Largest scaling point on PostgreSQL (seeding it takes longer). */
  scalingPgMax: number;
  /** Seconds measured per scenario at each scaling point. */
  scalingDuration: number;
  /** Unmeasured seconds before each scenario at each scaling point. */
  scalingWarmup: number;
}

export const DEFAULT_SCALING_SIZES = [1000, 10_000, 100_000, 1_000_000];

export const USAGE = `npm run bench -- [options]

  --quick               ≈2,000 recipes, 2 s per load scenario, one Lighthouse run (writes report-quick.*)
  --recipes N           recipes to seed (default 100000; quick 2000)
  --db KIND             sqlite | postgres | both (default: both when PostgreSQL answers, else sqlite)
  --duration S          seconds of load per scenario (default 10; quick 2)
  --warmup S            unmeasured seconds before each scenario (default 2; quick 0.5)
  --connections N       concurrent connections of the load generator (default 10)
  --lighthouse-runs N   Lighthouse runs per page and preset, median reported (default 5; quick 1; 0 = skip)
  --lighthouse-pages L  comma-separated: home, recipe, spa-home (default all; quick runs mobile only)
  --skip-lighthouse     same as --lighthouse-runs 0
  --skip-frontend       no page weights, round trips or Lighthouse
  --out DIR             where report.md and report.json go (default bench/)
  --baseline FILE       a previous report.json, shown as "before" beside this run
  --build               rebuild the server and the front end first (default: only when missing)
  --keep                keep the temporary databases and data folders
  --pg-url URL          PostgreSQL admin URL (default $PG_BENCH_URL or postgres://postgres:postgres@127.0.0.1:5432/postgres)
  --scaling             also run the read scenarios at several sizes: "How cost grows" in the report, scaling.svg
  --scaling-sizes L     comma-separated recipe counts (default 1000,10000,100000,1000000; the run's own size is reused)
  --scaling-pg-max N    largest scaling size on PostgreSQL (default 100000)
  --scaling-duration S  seconds per scenario at each scaling size (default 3)
  --scaling-warmup S    unmeasured seconds before each scenario at each scaling size (default 1)
`;

export class UsageError extends Error {}

function positiveNumber(name: string, value: string | undefined, integer: boolean, allowZero = false): number {
  const number = Number(value);
  const ok = value !== undefined && value !== '' && Number.isFinite(number) && (allowZero ? number >= 0 : number > 0);
  if (!ok || (integer && !Number.isInteger(number))) {
    throw new UsageError(
      `${name} needs a ${integer ? 'whole ' : ''}number${allowZero ? ' ≥ 0' : ' > 0'}, got "${value ?? ''}".`,
    );
  }
  return number;
}

export function parseOptions(argv: string[], env: Record<string, string | undefined>, benchDir: string): BenchOptions {
  const quick = argv.includes('--quick');
  const options: BenchOptions = {
    quick,
    recipes: quick ? 2000 : 100_000,
    db: 'auto',
    duration: quick ? 2 : 10,
    warmup: quick ? 0.5 : 2,
    connections: 10,
    frontend: true,
    lighthouseRuns: quick ? 1 : 5,
    lighthousePages: [...LIGHTHOUSE_PAGES],
    outDir: benchDir,
    reportName: quick ? 'report-quick' : 'report',
    baseline: null,
    build: false,
    keep: false,
    pgUrl: env.PG_BENCH_URL || 'postgres://postgres:postgres@127.0.0.1:5432/postgres',
    scaling: false,
    scalingSizes: DEFAULT_SCALING_SIZES,
    scalingPgMax: 100_000,
    scalingDuration: 3,
    scalingWarmup: 1,
  };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i] as string;
    const value = () => {
      const next = argv[i + 1];
      if (next === undefined || next.startsWith('--')) throw new UsageError(`${arg} needs a value.`);
      i += 1;
      return next;
    };
    switch (arg) {
      case '--quick':
        break;
      case '--recipes':
        options.recipes = positiveNumber(arg, value(), true);
        break;
      case '--db': {
        const db = value();
        if (db !== 'sqlite' && db !== 'postgres' && db !== 'both')
          throw new UsageError(`--db is sqlite, postgres or both, got "${db}".`);
        options.db = db;
        break;
      }
      case '--duration':
        options.duration = positiveNumber(arg, value(), false);
        break;
      case '--warmup':
        options.warmup = positiveNumber(arg, value(), false, true);
        break;
      case '--connections':
        options.connections = positiveNumber(arg, value(), true);
        break;
      case '--lighthouse-runs':
        options.lighthouseRuns = positiveNumber(arg, value(), true, true);
        break;
      case '--lighthouse-pages': {
        const pages = value()
          .split(',')
          .map((page) => page.trim());
        const unknown = pages.filter((page) => !(LIGHTHOUSE_PAGES as readonly string[]).includes(page));
        if (unknown.length > 0 || pages.length === 0)
          throw new UsageError(`--lighthouse-pages takes ${LIGHTHOUSE_PAGES.join(', ')}; got "${unknown.join(',')}".`);
        options.lighthousePages = pages as LighthousePage[];
        break;
      }
      case '--skip-lighthouse':
        options.lighthouseRuns = 0;
        break;
      case '--skip-frontend':
        options.frontend = false;
        break;
      case '--out':
        options.outDir = path.resolve(env.INIT_CWD || process.cwd(), value());
        break;
      case '--baseline':
        options.baseline = path.resolve(env.INIT_CWD || process.cwd(), value());
        break;
      case '--build':
        options.build = true;
        break;
      case '--keep':
        options.keep = true;
        break;
      case '--pg-url':
        options.pgUrl = value();
        break;
      case '--scaling':
        options.scaling = true;
        break;
      case '--scaling-sizes': {
        const sizes = value()
          .split(',')
          .map((size) => positiveNumber(arg, size.trim().replace(/_/g, ''), true));
        options.scalingSizes = [...new Set(sizes)].sort((a, b) => a - b);
        if (options.scalingSizes.length < 2)
          throw new UsageError('--scaling-sizes needs at least two different sizes.');
        break;
      }
      case '--scaling-pg-max':
        options.scalingPgMax = positiveNumber(arg, value(), true);
        break;
      case '--scaling-duration':
        options.scalingDuration = positiveNumber(arg, value(), false);
        break;
      case '--scaling-warmup':
        options.scalingWarmup = positiveNumber(arg, value(), false, true);
        break;
      default:
        throw new UsageError(`Unknown option ${arg}.`);
    }
  }
  return options;
}
