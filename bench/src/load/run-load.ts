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
  /** The floor's req/s measured just before this scenario. */
  floorRps?: number;
  /** rps / floorRps. */
  ratioToFloor?: number;
}

/** What a browser sends with every API call. */
const BROWSER_HEADERS = { accept: 'application/json', 'accept-encoding': 'gzip, deflate, br' };

interface RawRun {
  latencies: number[];
  result: Result;
}

function run(url: string, scenario: Scenario, connections: number, seconds: number): Promise<RawRun> {
  const latencies: number[] = [];
  const instance = autocannon({
    url,
    connections,
    duration: seconds,
    timeout: 10,
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
  instance.on('response', (_client: unknown, _status: number, _bytes: number, responseTime: number) => latencies.push(responseTime));
  return Promise.resolve(instance).then((result) => ({ latencies, result }));
}

export async function runScenario(url: string, scenario: Scenario, settings: LoadSettings): Promise<LoadResult> {
  if (settings.warmup > 0) await run(url, scenario, scenario.connections ?? settings.connections, settings.warmup);
  const connections = scenario.connections ?? settings.connections;
  const { latencies, result } = await run(url, scenario, connections, settings.duration);
  const sorted = Float64Array.from(latencies).sort();
  const statusCodes = Object.fromEntries(Object.entries(result.statusCodeStats).map(([code, { count }]) => [code, Number(count)]));
  const status5xx = Object.entries(statusCodes)
    .filter(([code]) => code.startsWith('5'))
    .reduce((sum, [, count]) => sum + count, 0);
  const answered = Object.values(statusCodes).reduce((sum, count) => sum + count, 0);
  return {
    id: scenario.id,
    group: scenario.group,
    description: scenario.description,
    connections,
    requests: answered,
    rps: round(answered / result.duration, 1),
    p50: round(percentile(sorted, 50)),
    p90: round(percentile(sorted, 90)),
    p99: round(percentile(sorted, 99)),
    max: round(sorted[sorted.length - 1] ?? 0),
    non2xx: result.non2xx,
    status5xx,
    errors: result.errors,
    statusCodes,
    bytesPerResponse: answered ? Math.round(result.throughput.total / Math.max(1, answered - result.non2xx)) : 0,
  };
}
