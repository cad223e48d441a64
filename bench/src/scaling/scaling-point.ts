// One point of the scaling run: a fresh database of `recipes` recipes, the production server on it, each read
// scenario of SCALING_SCENARIOS for a short while, then the server's memory and the database's size.
import { onInterrupt } from '../cleanup';
import { createBenchDatabase, type DbKind } from '../dataset/databases';
import { databaseBytes } from '../dataset/database-size';
import { seedDatabase } from '../dataset/seed';
import { throttledSeedLog } from '../dataset/seed-progress';
import { runScenario, type LoadResult, type LoadSettings } from '../load/run-load';
import { readScenarios, warmUpMix } from '../load/scenarios';
import { log } from '../log';
import { processMemory } from '../server/process-memory';
import { waitForSearch } from '../server/search-ready';
import { startServer, type ServerProcess } from '../server/server-process';
import { SCALING_SCENARIOS, type ScalingPoint, type ScalingScenarioResult } from './types';

const scenarioResult = ({ id, rps, p50, p99 }: LoadResult): ScalingScenarioResult => ({ id, rps, p50, p99 });

/** The main run's numbers as the point at its size (its database size measured right after its seed). */
export function pointFromMainRun(
  kind: DbKind,
  recipes: number,
  seedSeconds: number,
  bytes: number,
  memory: ScalingPoint['serverMemory'],
  load: LoadResult[],
): ScalingPoint {
  const wanted = new Set<string>(SCALING_SCENARIOS);
  return {
    kind,
    recipes,
    seedSeconds,
    databaseBytes: bytes,
    serverMemory: memory,
    fromMainRun: true,
    scenarios: load.filter((r) => wanted.has(r.id)).map(scenarioResult),
  };
}

export async function scalingPoint(
  kind: DbKind,
  recipes: number,
  settings: LoadSettings,
  pgUrl: string,
  keep: boolean,
): Promise<ScalingPoint> {
  const database = await createBenchDatabase(kind, pgUrl);
  let server: ServerProcess | null = null;
  const done = onInterrupt(async () => {
    await server?.stop();
    if (!keep) await database.drop();
  });
  try {
    log(`scaling ${kind} ${recipes.toLocaleString('en')}: seeding…`);
    const data = await seedDatabase(database, recipes, throttledSeedLog(log));
    const bytes = await databaseBytes(database);
    server = await startServer({ dataDir: database.dataDir, databaseUrl: database.databaseUrl });
    const searchReady = await waitForSearch(server.url);
    if (searchReady >= 1)
      log(`scaling ${kind} ${recipes.toLocaleString('en')}: the first search was answered after ${searchReady} s`);
    const wanted = new Set<string>(SCALING_SCENARIOS);
    const scenarios = readScenarios(data).filter((scenario) => wanted.has(scenario.id));
    await runScenario(server.url, warmUpMix(readScenarios(data)), {
      ...settings,
      duration: Math.max(1, settings.warmup * 2),
      warmup: 0,
    });
    const results: ScalingScenarioResult[] = [];
    for (const scenario of scenarios) {
      const result = await runScenario(server.url, scenario, settings);
      if (result.status5xx > 0 || result.errors > 0)
        throw new Error(
          `scaling ${kind} ${recipes}: ${scenario.id} had ${result.status5xx} × 5xx and ${result.errors} connection errors`,
        );
      log(`  ${scenario.id.padEnd(15)} ${String(result.rps).padStart(8)} req/s  p99 ${result.p99} ms`);
      results.push(scenarioResult(result));
    }
    const serverMemory = await processMemory(server.pid);
    log(
      `scaling ${kind} ${recipes.toLocaleString('en')}: server RSS ${serverMemory?.rssMiB ?? '?'} MiB (peak ${serverMemory?.peakRssMiB ?? '?'}), database ${(bytes / 2 ** 20).toFixed(1)} MiB`,
    );
    return {
      kind,
      recipes,
      seedSeconds: Math.round(data.seconds * 10) / 10,
      databaseBytes: bytes,
      serverMemory,
      fromMainRun: false,
      scenarios: results,
    };
  } catch (error) {
    if (server) process.stderr.write(`Server output:\n${server.logs().slice(-4000)}\n`);
    throw error;
  } finally {
    done();
    await server?.stop();
    if (keep) log(`scaling ${kind} ${recipes}: kept ${database.databaseUrl ?? ''} ${database.dataDir}`);
    else await database.drop();
  }
}

/** The sizes a database runs at: every size on SQLite, PostgreSQL up to its maximum. */
export function sizesFor(kind: DbKind, sizes: number[], pgMax: number): number[] {
  return kind === 'postgres' ? sizes.filter((size) => size <= pgMax) : sizes;
}
