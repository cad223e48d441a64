// Runs one scenario with autocannon (a warm-up first, not counted) and sums it up. Latencies are taken from
// every response, exactly (autocannon's histogram keeps whole milliseconds and only 2xx answers).
import autocannon, { type Result } from 'autocannon';
import type { Scenario, ScenarioGroup } from './scenarios';
import { percentile, round } from './stats';

export interface LoadSettings {
  connections: number;
  /** Seconds measured. */
  duration: number;
  /** Seconds run before, not measured. */
  warmup: number;
}

export interface LoadResult {
  id: string;
  group: ScenarioGroup;
  description: string;
  connections: number;
  requests: number;
  /** Requests per second. */
  rps: number;
  /** Milliseconds. */
  p50: number;
  p90: number;
  p99: number;
  max: number;
  /** Answers outside 2xx (all of them, 5xx included). */
  non2xx: number;
  status5xx: number;
  /** Connection errors and timeouts (no answer at all). */
  errors: number;
  statusCodes: Record<string, number>;
  /** Mean response body, bytes on the wire (compressed when the server compresses). */
  bytesPerResponse: number;
  /** The floor's req/s, measured in slices between this scenario's slices. */
  floorRps?: number;
  /** rps / floorRps. */
  ratioToFloor?: number;
}

/** What a browser sends with every API call. */
const BROWSER_HEADERS = { accept: 'application/json', 'accept-encoding': 'gzip, deflate, br' };

export interface RawRun {
  latencies: number[];
  result: Result;
}

/** One autocannon run of `scenario`; several may run at once (the mixed scenario does). */
/** `rate`: requests per second in all (a steady pace instead of as fast as answers come). */
export function run(
  url: string,
  scenario: Scenario,
  connections: number,
  seconds: number,
  rate?: number,
): Promise<RawRun> {
  const latencies: number[] = [];
  const instance = autocannon({
    url,
    connections,
    duration: seconds,
    timeout: 10,
    ...(rate ? { overallRate: rate } : {}),
    requests: [
      {
        setupRequest(request) {
          const next = scenario.next();
          return {
            ...request,
            method: next.method,
            path: next.path,
            headers: { ...BROWSER_HEADERS, ...next.headers },
            ...(next.body ? { body: next.body } : {}),
          };
        },
      },
    ],
  });
  instance.on('response', (_client: unknown, _status: number, _bytes: number, responseTime: number) =>
    latencies.push(responseTime),
  );
  return Promise.resolve(instance).then((result) => ({ latencies, result }));
}

/**
 * The measured time is cut into slices of about 2 s (at most 5), each after a 1 s floor slice (see runScenario).
 * autocannon ends a run on its 1-second tick, so shorter slices would not be shorter.
 */
const SLICE_SECONDS = 2;
const MAX_SLICES = 5;
const FLOOR_SLICE_SECONDS = 1;

/** What several slices of one scenario add up to. */
export class Tally {
  latencies: number[] = [];
  statusCodes: Record<string, number> = {};
  seconds = 0;
  non2xx = 0;
  errors = 0;
  bytes = 0;

  add({ latencies, result }: RawRun): void {
    for (const latency of latencies) this.latencies.push(latency);
    for (const [code, { count }] of Object.entries(result.statusCodeStats))
      this.statusCodes[code] = (this.statusCodes[code] ?? 0) + Number(count);
    this.seconds += result.duration;
    this.non2xx += result.non2xx;
    this.errors += result.errors;
    this.bytes += result.throughput.total;
  }

  get answered(): number {
    return Object.values(this.statusCodes).reduce((sum, count) => sum + count, 0);
  }

  get rps(): number {
    return this.seconds > 0 ? this.answered / this.seconds : 0;
  }

  get status5xx(): number {
    return Object.entries(this.statusCodes)
      .filter(([code]) => code.startsWith('5'))
      .reduce((sum, [, count]) => sum + count, 0);
  }

  /** Exact latency percentile, milliseconds (rounded). */
  percentile(p: number): number {
    return round(percentile(Float64Array.from(this.latencies).sort(), p));
  }
}

/**
 * Runs `scenario` for settings.duration seconds after a warm-up. With a `floor` scenario, the measured time is
 * cut into slices, each preceded by a floor slice: on a machine shared with other work, the ratio of two numbers
 * taken seconds apart holds where either number alone moves.
 */
export async function runScenario(
  url: string,
  scenario: Scenario,
  settings: LoadSettings,
  floor?: Scenario,
): Promise<LoadResult> {
  const connections = scenario.connections ?? settings.connections;
  const duration = Math.max(settings.duration, scenario.minSeconds ?? 0);
  if (settings.warmup > 0) await run(url, scenario, connections, settings.warmup);
  const measured = new Tally();
  const floorTally = new Tally();
  const slices = floor ? Math.max(1, Math.min(MAX_SLICES, Math.floor(duration / SLICE_SECONDS))) : 1;
  for (let slice = 0; slice < slices; slice += 1) {
    if (floor) floorTally.add(await run(url, floor, settings.connections, FLOOR_SLICE_SECONDS));
    measured.add(await run(url, scenario, connections, duration / slices));
  }
  const sorted = Float64Array.from(measured.latencies).sort();
  const status5xx = Object.entries(measured.statusCodes)
    .filter(([code]) => code.startsWith('5'))
    .reduce((sum, [, count]) => sum + count, 0);
  const answered = measured.answered;
  const rps = round(measured.rps, 1);
  const floorRps = floor ? round(floorTally.rps, 1) : rps;
  return {
    id: scenario.id,
    group: scenario.group,
    description: scenario.description,
    connections,
    requests: answered,
    rps,
    floorRps,
    ...(floorRps > 0 ? { ratioToFloor: round(rps / floorRps, 2) } : {}),
    p50: round(percentile(sorted, 50)),
    p90: round(percentile(sorted, 90)),
    p99: round(percentile(sorted, 99)),
    max: round(sorted[sorted.length - 1] ?? 0),
    non2xx: measured.non2xx,
    status5xx,
    errors: measured.errors,
    statusCodes: measured.statusCodes,
    bytesPerResponse: answered ? Math.round(measured.bytes / Math.max(1, answered - measured.non2xx)) : 0,
  };
}
