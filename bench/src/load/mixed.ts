// The mixed scenario: a few reads measured alone, then again for the same time while an editor's saves run
// beside them (two autocannon instances and more at once in this process). Each read has its own connections,
// so one read's slowdown does not hold the others back; the slowdown is that of each read's req/s.
import { run, Tally, type LoadSettings } from './run-load';
import type { Scenario } from './scenarios';
import { round } from './stats';

export interface MixedFigures {
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  non2xx: number;
  status5xx: number;
  errors: number;
}

export interface MixedRead {
  id: string;
  connections: number;
  alone: MixedFigures;
  withSaves: MixedFigures;
  /** How much lower its req/s was with saves beside it, percent (negative: faster). */
  slowdownPercent: number;
  /** How much higher its p99 was with saves beside it, percent. */
  p99GrowthPercent: number;
}

export interface MixedResult {
  /** Seconds of each measured part (alone, with saves). */
  seconds: number;
  reads: MixedRead[];
  saves: MixedFigures & { id: string; connections: number; rate: number };
}

/** Splits `total` connections over `parts` readers, at least one each. */
export function splitConnections(total: number, parts: number): number[] {
  return Array.from({ length: parts }, (_, index) =>
    Math.max(1, Math.floor(total / parts) + (index < total % parts ? 1 : 0)),
  );
}

function figures(tally: Tally): MixedFigures {
  return {
    rps: round(tally.rps, 1),
    p50: tally.percentile(50),
    p99: tally.percentile(99),
    requests: tally.answered,
    non2xx: tally.non2xx,
    status5xx: tally.status5xx,
    errors: tally.errors,
  };
}

const percentChange = (before: number, after: number) => (before > 0 ? round(((after - before) / before) * 100, 1) : 0);

async function runTogether(
  url: string,
  parts: Array<{ scenario: Scenario; connections: number; rate?: number }>,
  seconds: number,
): Promise<Tally[]> {
  const raws = await Promise.all(
    parts.map(({ scenario, connections, rate }) => run(url, scenario, connections, seconds, rate)),
  );
  return raws.map((raw) => {
    const tally = new Tally();
    tally.add(raw);
    return tally;
  });
}

/**
 * `saveRate` saves a second in all (a busy editorial team's pace, steady): the question is whether saves hold
 * reads back — a lock, a cache thrown away — not whether a flood of writes takes CPU from them.
 */
export async function runMixed(
  url: string,
  reads: Scenario[],
  saves: Scenario,
  settings: LoadSettings,
  saveConnections: number,
  saveRate: number,
): Promise<MixedResult> {
  const readParts = splitConnections(settings.connections, reads.length).map((connections, index) => ({
    scenario: reads[index] as Scenario,
    connections,
  }));
  if (settings.warmup > 0) await runTogether(url, readParts, settings.warmup);
  const alone = await runTogether(url, readParts, settings.duration);
  const together = await runTogether(
    url,
    [...readParts, { scenario: saves, connections: saveConnections, rate: saveRate }],
    settings.duration,
  );
  const saveTally = together[together.length - 1] as Tally;
  return {
    seconds: settings.duration,
    reads: readParts.map(({ scenario, connections }, index) => {
      const before = figures(alone[index] as Tally);
      const after = figures(together[index] as Tally);
      return {
        id: scenario.id,
        connections,
        alone: before,
        withSaves: after,
        slowdownPercent: -percentChange(before.rps, after.rps),
        p99GrowthPercent: percentChange(before.p99, after.p99),
      };
    }),
    saves: { id: saves.id, connections: saveConnections, rate: saveRate, ...figures(saveTally) },
  };
}
