// The mixed scenario: a few reads measured alone, then again for the same time while an editor's saves run
// beside them (two autocannon instances and more at once in this process). Each read has its own connections,
// so one read's slowdown does not hold the others back; the slowdown is that of each read's req/s. The two are
// measured in alternating slices (alone, with saves, alone, …), so other work on a shared machine that comes or
// goes during the minute weighs on both sides alike instead of on one.
import { run, Tally, type LoadSettings, type RawRun } from './run-load';
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

/** Seconds of each slice: autocannon ends a run on its 1-second tick, so shorter slices would not be shorter. */
const SLICE_SECONDS = 2;

function runTogether(
  url: string,
  parts: Array<{ scenario: Scenario; connections: number; rate?: number }>,
  seconds: number,
): Promise<RawRun[]> {
  return Promise.all(parts.map(({ scenario, connections, rate }) => run(url, scenario, connections, seconds, rate)));
}

/** The number of alternating slice pairs for `seconds` measured on each side, and each slice's length. */
export function mixedSlices(seconds: number): { slices: number; sliceSeconds: number } {
  const slices = Math.max(1, Math.floor(seconds / SLICE_SECONDS));
  return { slices, sliceSeconds: slices === 1 ? seconds : SLICE_SECONDS };
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
  const withSaves = [...readParts, { scenario: saves, connections: saveConnections, rate: saveRate }];
  const alone = readParts.map(() => new Tally());
  const together = withSaves.map(() => new Tally());
  const { slices, sliceSeconds } = mixedSlices(settings.duration);
  for (let slice = 0; slice < slices; slice += 1) {
    (await runTogether(url, readParts, sliceSeconds)).forEach((raw, index) => alone[index]?.add(raw));
    (await runTogether(url, withSaves, sliceSeconds)).forEach((raw, index) => together[index]?.add(raw));
  }
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
