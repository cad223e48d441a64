// One bench run: per database, seed → start the production server → load every read scenario, the mixed
// scenario, then the saves (last: they grow the collection); once, on the first database: the photo upload, the
// first-load weights, Lighthouse (site and one-bundle SPA). With --scaling, the reads again at other sizes. Then
// the report (and the scaling chart).
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'kysely';
import { openDialect } from '@simple-recipes/server/src/db/open-store';
import { createBenchDatabase, postgresVersion, type BenchDatabase, type DbKind } from './dataset/databases';
import { databaseBytes } from './dataset/database-size';
import { seedDatabase, type SeededData } from './dataset/seed';
import { throttledSeedLog } from './dataset/seed-progress';
import { lighthouseMedian, PRESETS, type LighthouseResult } from './frontend/lighthouse';
import { measureRoute, measureRoutes, type RouteSpec } from './frontend/page-weight';
import { startSpa } from './frontend/spa';
import { measureImages, type ImageReport } from './images/upload';
import { editorCookie } from './load/editor-session';
import { runMixed, type MixedResult } from './load/mixed';
import { runScenario, type LoadResult, type LoadSettings } from './load/run-load';
import { savePhoto, saveScenarios } from './load/save-scenarios';
import { readScenarios, warmUpMix } from './load/scenarios';
import { round } from './load/stats';
import { onInterrupt } from './cleanup';
import { log } from './log';
import { machineInfo, sourceInfo } from './machine';
import type { BenchOptions } from './options';
import { BENCH_DIR } from './paths';
import { renderMarkdown } from './report/markdown';
import { scalingSvg } from './report/scaling-chart';
import { evaluateTargets } from './report/targets';
import type { BaselineSummary, BenchReport, DatabaseRun, FrontendReport } from './report/types';
import { ensureBuilt } from './server/build';
import { processMemory, type ProcessMemory } from './server/process-memory';
import { waitForSearch } from './server/search-ready';
import { startServer, type ServerProcess } from './server/server-process';
import { pointFromMainRun, scalingPoint, sizesFor } from './scaling/scaling-point';
import type { ScalingPoint, ScalingReport } from './scaling/types';
import { snapshotSite, type SiteSnapshot } from './server/site-snapshot';
import { chromium } from 'playwright-core';
import { CHROME_FLAGS, CHROME_PATH } from './frontend/browser';

async function sqliteVersion(dataDir: string): Promise<string> {
  const dialect = openDialect({ dataDir });
  try {
    const { rows } = await sql<{ v: string }>`select sqlite_version() as v`.execute(dialect.db);
    return `SQLite ${rows[0]?.v ?? '?'}`;
  } finally {
    await dialect.db.destroy();
  }
}

/** The reads measured alone and with an editor's saves beside them (see load/mixed.ts). */
const MIXED_READS = ['list-deep', 'recipe', 'search-unseen', 'list-name-asc'];
const MIXED_SAVE_CONNECTIONS = 2;
/** Saves a second beside the reads: many editors at work at once (one editor saves every minute or so). */
const MIXED_SAVE_RATE = 10;

interface LoadOutcome {
  load: LoadResult[];
  mixed: MixedResult;
  /** The server after the read scenarios (before the saves grow the collection). */
  serverMemory: ProcessMemory | null;
}

async function loadAll(
  server: ServerProcess,
  data: SeededData,
  settings: LoadSettings,
  photo: Buffer,
): Promise<LoadOutcome> {
  const scenarios = readScenarios(data);
  // The server's JIT and caches warm on a mix of every read before anything is measured.
  await runScenario(server.url, warmUpMix(readScenarios(data)), {
    ...settings,
    duration: Math.max(1, settings.warmup * 2),
    warmup: 0,
  });
  const floor = scenarios.find((scenario) => scenario.group === 'floor');
  const results: LoadResult[] = [];
  const measure = async (scenario: (typeof scenarios)[number]) => {
    const result = await runScenario(server.url, scenario, settings, scenario === floor ? undefined : floor);
    log(
      `  ${scenario.id.padEnd(15)} ${String(result.rps).padStart(8)} req/s (${result.ratioToFloor} × floor)  p50 ${result.p50} ms  p99 ${result.p99} ms  non-2xx ${result.non2xx}`,
    );
    results.push(result);
  };
  for (const scenario of scenarios) await measure(scenario);
  const serverMemory = await processMemory(server.pid);

  const cookie = await editorCookie(server.url);
  const mixedReads = readScenarios(data).filter((scenario) => MIXED_READS.includes(scenario.id));
  const { save: mixedSaves } = await saveScenarios(server.url, cookie, data, photo);
  const mixed = await runMixed(server.url, mixedReads, mixedSaves, settings, MIXED_SAVE_CONNECTIONS, MIXED_SAVE_RATE);
  for (const read of mixed.reads) {
    log(
      `  mixed ${read.id.padEnd(15)} ${read.alone.rps} → ${read.withSaves.rps} req/s (${read.slowdownPercent} % slower), p99 ${read.alone.p99} → ${read.withSaves.p99} ms`,
    );
  }
  log(`  mixed saves beside them: ${mixed.saves.rps} req/s, p99 ${mixed.saves.p99} ms`);

  const { save, savePicture } = await saveScenarios(server.url, cookie, data, photo);
  await measure(save);
  await measure(savePicture);
  return { load: results, mixed, serverMemory };
}

async function recipeName(baseUrl: string, stub: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/recipes/${stub}`);
  return ((await response.json()) as { name: string }).name;
}

async function measureFrontend(
  server: ServerProcess,
  data: SeededData,
  options: BenchOptions,
): Promise<FrontendReport> {
  const name = await recipeName(server.url, data.pictureStub);
  const quoted = JSON.stringify(name);
  const routes: RouteSpec[] = [
    { path: '/', label: 'home', readySelector: 'main article h2 a', readyDescription: 'first recipe card' },
    {
      path: `/${data.pictureStub}`,
      label: 'recipe',
      readySelector: `main h1:has-text(${quoted})`,
      readyDescription: 'recipe name heading',
    },
    { path: '/login', label: 'login', readySelector: 'main form input', readyDescription: 'login form' },
    {
      path: '/create',
      label: 'editor',
      readySelector: 'main form input[name="recipe.name"]',
      readyDescription: 'editor form (logged in): its Name field',
      asEditor: true,
    },
  ];
  log('front end: first-load weights and round trips…');
  const weights = await measureRoutes(server.url, routes);
  const spaSite = await startSpa(server.url);
  try {
    const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS });
    const spa = await measureRoute(browser, spaSite.url, { ...routes[0]!, label: 'one-bundle SPA' }).finally(() =>
      browser.close(),
    );
    const lighthouse: LighthouseResult[] = [];
    if (options.lighthouseRuns > 0) {
      const pages = [
        { page: 'home', url: `${server.url}/` },
        { page: 'recipe', url: `${server.url}/${data.pictureStub}` },
        { page: 'spa-home', url: `${spaSite.url}/` },
      ].filter(({ page }) => (options.lighthousePages as string[]).includes(page));
      const presets = options.quick ? PRESETS.slice(0, 1) : PRESETS;
      for (const preset of presets) {
        for (const { page, url } of pages) {
          const result = await lighthouseMedian(page, url, preset, options.lighthouseRuns);
          log(
            `  lighthouse ${preset.padEnd(15)} ${page.padEnd(9)} ${result.score} (runs ${result.runs.map((r) => r.score).join(', ')})`,
          );
          lighthouse.push(result);
        }
      }
    }
    return { routes: weights, lighthouse, lighthouseRuns: options.lighthouseRuns, spa };
  } finally {
    await spaSite.stop();
  }
}

function readBaseline(file: string): BaselineSummary {
  const report = JSON.parse(readFileSync(file, 'utf8')) as BenchReport;
  return {
    file: path.relative(BENCH_DIR, file) || file,
    generatedAt: report.generatedAt,
    commit: report.source.commit,
    databases: report.databases.map((db) => ({
      kind: db.kind,
      recipes: db.seed.recipes,
      load: db.load.map(({ id, rps, p50, p99, ratioToFloor }) => ({ id, rps, p50, p99, ratioToFloor })),
    })),
    targets: report.targets,
  };
}

async function databaseKinds(options: BenchOptions): Promise<{ kinds: DbKind[]; pgVersion: string | null }> {
  const pgVersion = options.db === 'sqlite' ? null : await postgresVersion(options.pgUrl);
  if (options.db === 'postgres' || options.db === 'both') {
    if (!pgVersion)
      throw new Error(
        `PostgreSQL does not answer at the admin URL (--pg-url); start it (bash scripts/ci/start-postgres.sh).`,
      );
    return { kinds: options.db === 'both' ? ['sqlite', 'postgres'] : ['postgres'], pgVersion };
  }
  if (options.db === 'auto' && pgVersion) return { kinds: ['sqlite', 'postgres'], pgVersion };
  if (options.db === 'auto') log('PostgreSQL does not answer: SQLite only.');
  return { kinds: ['sqlite'], pgVersion };
}

export async function runBench(options: BenchOptions, command: string): Promise<{ markdown: string; json: string }> {
  const machine = machineInfo();
  const source = sourceInfo();
  const built = ensureBuilt(options.build);
  log(`server ${built.server}, front end ${built.frontEnd}`);
  const { kinds, pgVersion } = await databaseKinds(options);
  const settings: LoadSettings = {
    connections: options.connections,
    duration: options.duration,
    warmup: options.warmup,
  };
  const site: SiteSnapshot | null = options.frontend ? await snapshotSite() : null;
  const siteDone = onInterrupt(async () => site?.remove());

  const databases: DatabaseRun[] = [];
  const scalingPoints: ScalingPoint[] = [];
  const photo = await savePhoto();
  let frontend: FrontendReport | null = null;
  let frontendError: string | null = null;
  let images: ImageReport | null = null;
  try {
    for (const kind of kinds) {
      const database: BenchDatabase = await createBenchDatabase(kind, options.pgUrl);
      let server: ServerProcess | null = null;
      const done = onInterrupt(async () => {
        await server?.stop();
        if (!options.keep) await database.drop();
      });
      try {
        log(
          `${kind}: seeding ${options.recipes.toLocaleString('en')} recipes into ${database.databaseUrl ? 'a temporary database' : database.dataDir}…`,
        );
        const data = await seedDatabase(database, options.recipes, throttledSeedLog(log));
        const bytes = await databaseBytes(database);
        log(
          `${kind}: seeded in ${data.seconds.toFixed(0)} s (${(bytes / 2 ** 20).toFixed(1)} MiB); starting the server…`,
        );
        const version = kind === 'sqlite' ? await sqliteVersion(database.dataDir) : `PostgreSQL ${pgVersion}`;
        server = await startServer({
          dataDir: database.dataDir,
          databaseUrl: database.databaseUrl,
          siteRoot: site?.root,
        });
        await waitForSearch(server.url);
        log(
          `${kind}: load (${settings.connections} connections, ${settings.warmup} s warm-up + ${settings.duration} s per scenario)`,
        );
        const { load, mixed, serverMemory } = await loadAll(server, data, settings, photo);
        const seed = {
          recipes: data.recipes,
          seconds: round(data.seconds, 1),
          recipesPerSecond: Math.round(data.recipes / Math.max(data.seconds, 0.001)),
          databaseBytes: bytes,
        };
        databases.push({ kind, version, seed, load, mixed, serverMemory });
        if (options.scaling)
          scalingPoints.push(pointFromMainRun(kind, data.recipes, seed.seconds, bytes, serverMemory, load));
        if (!images) {
          log('images: uploading a 12-megapixel photo…');
          images = await measureImages(server.url, await editorCookie(server.url));
        }
        if (options.frontend && !frontend && !frontendError) {
          // A front-end failure is reported, not allowed to throw away the API numbers measured so far.
          frontend = await measureFrontend(server, data, options).catch((error: unknown) => {
            frontendError = error instanceof Error ? error.message : String(error);
            log(`front end: failed (${frontendError})`);
            return null;
          });
        }
      } catch (error) {
        if (server) process.stderr.write(`Server output:\n${server.logs().slice(-4000)}\n`);
        throw error;
      } finally {
        done();
        await server?.stop();
        if (options.keep) log(`${kind}: kept ${database.databaseUrl ?? ''} ${database.dataDir}`);
        else await database.drop();
      }
    }
  } finally {
    siteDone();
    await site?.remove();
  }

  let scaling: ScalingReport | null = null;
  if (options.scaling) {
    const scalingSettings: LoadSettings = {
      connections: options.connections,
      duration: options.scalingDuration,
      warmup: options.scalingWarmup,
    };
    log(
      `scaling: ${options.scalingSizes.map((size) => size.toLocaleString('en')).join(', ')} recipes (${scalingSettings.warmup} s warm-up + ${scalingSettings.duration} s per scenario)`,
    );
    for (const kind of kinds) {
      for (const size of sizesFor(kind, options.scalingSizes, options.scalingPgMax)) {
        if (scalingPoints.some((point) => point.kind === kind && point.recipes === size)) continue;
        scalingPoints.push(await scalingPoint(kind, size, scalingSettings, options.pgUrl, options.keep));
      }
    }
    scalingPoints.sort((a, b) => kinds.indexOf(a.kind) - kinds.indexOf(b.kind) || a.recipes - b.recipes);
    scaling = {
      settings: scalingSettings,
      points: scalingPoints,
      chartFile: `${options.reportName.replace(/^report/, 'scaling')}.svg`,
    };
  }

  const notesFile = path.join(BENCH_DIR, 'perf-notes.md');
  const partial: Omit<BenchReport, 'targets'> = {
    generatedAt: new Date().toISOString(),
    mode: options.quick ? 'quick' : 'full',
    command,
    machine,
    source,
    settings: { ...settings, recipes: options.recipes },
    databases,
    frontend,
    frontendError,
    images,
    scaling,
    baseline: options.baseline ? readBaseline(options.baseline) : null,
    notes: !options.quick && existsSync(notesFile) ? readFileSync(notesFile, 'utf8') : null,
  };
  const report: BenchReport = { ...partial, targets: evaluateTargets(partial) };
  await mkdir(options.outDir, { recursive: true });
  const markdown = path.join(options.outDir, `${options.reportName}.md`);
  const json = path.join(options.outDir, `${options.reportName}.json`);
  await writeFile(json, `${JSON.stringify(report, null, 2)}\n`);
  await writeFile(markdown, renderMarkdown(report));
  if (scaling) await writeFile(path.join(options.outDir, scaling.chartFile), scalingSvg(scaling.points));
  return { markdown, json };
}
