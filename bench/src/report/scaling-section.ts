// "How cost grows" in report.md: the scaling run's table, the chart and which scenarios grow.
import type { ScalingPoint, ScalingReport } from '../scaling/types';
import { SCALING_SCENARIOS } from '../scaling/types';

const DB_NAMES = { sqlite: 'SQLite', postgres: 'PostgreSQL' } as const;
const mib = (bytes: number) => (bytes / 2 ** 20).toFixed(1);

/** A p99 more than this many times its value at the smallest size counts as growing. */
export const GROWTH_FACTOR = 2;

export interface Growth {
  kind: ScalingPoint['kind'];
  id: string;
  from: { recipes: number; p99: number };
  to: { recipes: number; p99: number };
  factor: number;
}

/** Per database, the scenarios whose p99 at the largest size is more than GROWTH_FACTOR × that at the smallest. */
export function growingScenarios(points: ScalingPoint[]): Growth[] {
  const growth: Growth[] = [];
  for (const kind of [...new Set(points.map((point) => point.kind))]) {
    const own = points.filter((point) => point.kind === kind).sort((a, b) => a.recipes - b.recipes);
    const smallest = own[0];
    const largest = own[own.length - 1];
    if (!smallest || !largest || smallest === largest) continue;
    for (const id of SCALING_SCENARIOS) {
      const from = smallest.scenarios.find((s) => s.id === id);
      const to = largest.scenarios.find((s) => s.id === id);
      if (!from || !to || from.p99 <= 0) continue;
      const factor = Math.round((to.p99 / from.p99) * 10) / 10;
      if (factor > GROWTH_FACTOR)
        growth.push({
          kind,
          id,
          from: { recipes: smallest.recipes, p99: from.p99 },
          to: { recipes: largest.recipes, p99: to.p99 },
          factor,
        });
    }
  }
  return growth;
}

export function growthSentence(points: ScalingPoint[]): string {
  const kinds = [...new Set(points.map((point) => point.kind))];
  return kinds
    .map((kind) => {
      const own = points.filter((point) => point.kind === kind).map((point) => point.recipes);
      const range = `${Math.min(...own).toLocaleString('en')} to ${Math.max(...own).toLocaleString('en')} recipes`;
      const growing = growingScenarios(points).filter((g) => g.kind === kind);
      if (growing.length === 0)
        return `On ${DB_NAMES[kind]}, no scenario's p99 grows more than ${GROWTH_FACTOR}× from ${range}.`;
      const list = growing.map((g) => `\`${g.id}\` (${g.from.p99} → ${g.to.p99} ms, ${g.factor}×)`).join(', ');
      return `On ${DB_NAMES[kind]}, from ${range} the p99 grows more than ${GROWTH_FACTOR}× for ${list}.`;
    })
    .join(' ');
}

function table(head: string[], rows: Array<Array<string | number>>): string {
  return [
    `| ${head.join(' | ')} |`,
    `|${head.map(() => '---').join('|')}|`,
    ...rows.map((row) => `| ${row.join(' | ')} |`),
  ].join('\n');
}

export function scalingSection(scaling: ScalingReport): string {
  const { settings, points } = scaling;
  const rows = points.map((point) => [
    DB_NAMES[point.kind],
    `${point.recipes.toLocaleString('en')}${point.fromMainRun ? ' (main run)' : ''}`,
    point.seedSeconds,
    Math.round(point.recipes / Math.max(point.seedSeconds, 0.001)).toLocaleString('en'),
    mib(point.databaseBytes),
    point.serverMemory
      ? `${point.serverMemory.rssMiB} (${point.serverMemory.peakRssMiB})${point.serverMemory.fileMiB ? `, file ${point.serverMemory.fileMiB}` : ''}`
      : '—',
    ...SCALING_SCENARIOS.map((id) => {
      const result = point.scenarios.find((s) => s.id === id);
      return result ? `${result.p99} / ${result.rps}` : '—';
    }),
  ]);
  return [
    '## How cost grows',
    `The read scenarios again on fresh databases of each size (autocannon, ${settings.connections} connections, ${settings.warmup} s warm-up then ${settings.duration} s per scenario; ` +
      "the point at the main run's size is the main run's, with its longer scenarios). Each cell is **p99 ms / req/s**. " +
      "Server RSS is the API process after the reads (VmRSS, peak VmHWM in brackets, then how much of it is file pages: SQLite's database read through a memory map, which the kernel takes back when it needs the room; PostgreSQL's own memory is not in it); " +
      'database size is the SQLite file with its WAL, or `pg_database_size`.',
    table(
      [
        'database',
        'recipes',
        'seed s',
        'seeded recipes/s',
        'database MiB',
        'server RSS MiB (peak)',
        ...SCALING_SCENARIOS.map((id) => `\`${id}\``),
      ],
      rows,
    ),
    `![p99 and req/s of each scenario against the number of recipes, log axes](${scaling.chartFile})`,
    `Chart: [${scaling.chartFile}](${scaling.chartFile}) — p99 and req/s against the number of recipes, both axes logarithmic; solid lines SQLite, dashed PostgreSQL. ${growthSentence(points)}`,
  ].join('\n\n');
}
