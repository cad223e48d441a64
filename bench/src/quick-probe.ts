// Throwaway probe (not committed): load chosen scenarios against a kept bench database.
import Database from 'better-sqlite3';
import { runScenario } from './load/run-load';
import { readScenarios } from './load/scenarios';
import { startServer } from './server/server-process';

const dataDir = process.argv[2]!;
const ids = (process.argv[3] ?? 'floor,search-unseen,recipe,list-deep,tag-deep').split(',');
const db = new Database(`${dataDir}/recipes.db`, { readonly: true });
const stubs = (db.prepare('select stub from recipes order by id').all() as Array<{ stub: string }>).map((r) => r.stub);
const tagRows = db.prepare('select shorthand, recipe_count from tags').all() as Array<{ shorthand: string; recipe_count: number }>;
db.close();
const data = { recipes: stubs.length, seconds: 0, stubs, pictureStub: stubs[0]!, tagCounts: Object.fromEntries(tagRows.map((t) => [t.shorthand, t.recipe_count])) };
const server = process.env.URL ? { url: process.env.URL, stop: async () => undefined } : await startServer({ dataDir });
try {
  const scenarios = readScenarios(data as never);
  const floor = scenarios.find((s) => s.id === 'floor')!;
  await new Promise((r) => setTimeout(r, Number(process.env.WAIT_MS ?? 4000)));
  for (const id of ids) {
    const scenario = scenarios.find((s) => s.id === id)!;
    const r = await runScenario(server.url, scenario, { connections: 10, duration: Number(process.env.DUR ?? 5), warmup: 1 }, id === 'floor' ? undefined : floor);
    console.log(`${id.padEnd(16)} ${String(r.rps).padStart(8)} req/s  ×floor ${r.ratioToFloor}  p50 ${r.p50}  p99 ${r.p99}`);
  }
} finally {
  await server.stop();
}
