// The process's Prometheus metrics (prom-client): one registry for the whole process, served by GET /metrics.
// A capability adds its own metric here (or registers one on `registry` from its folder) and updates it where
// the thing happens; nothing else is needed for it to appear on /metrics.
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

export const registry = new Registry();

// CPU, memory, heap, event-loop lag, open file descriptors, GC: prom-client's standard process metrics.
collectDefaultMetrics({ register: registry });

/** Seconds: from a sub-millisecond cached list page to a multi-second save with a large picture. */
const REQUEST_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const QUERY_BUCKETS = [0.0001, 0.00025, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1];

export const httpRequests = new Counter({
  name: 'http_requests_total',
  help: 'HTTP requests answered, by route pattern, method and status code.',
  labelNames: ['method', 'route', 'status_code'] as const,
  registers: [registry],
});

export const httpRequestDuration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'Time from receiving a request to sending its answer, by route pattern, method and status code.',
  labelNames: ['method', 'route', 'status_code'] as const,
  buckets: REQUEST_BUCKETS,
  registers: [registry],
});

export const dbQueryDuration = new Histogram({
  name: 'db_query_duration_seconds',
  help: 'Time of one database statement, by kind of statement (select, insert, update, delete, other) and outcome.',
  labelNames: ['statement', 'outcome'] as const,
  buckets: QUERY_BUCKETS,
  registers: [registry],
});

export const cacheLookups = new Counter({
  name: 'cache_lookups_total',
  help: 'Lookups in the list caches (sorted ids, pages, summaries, tags, encoded answers), by cache and result (hit or miss).',
  labelNames: ['cache', 'result'] as const,
  registers: [registry],
});

export const imagesDerived = new Counter({
  name: 'images_derived_total',
  help: 'Uploaded pictures decoded and turned into the stored page image, thumbnail and placeholder.',
  registers: [registry],
});

export const imageDeriveDuration = new Histogram({
  name: 'image_derive_duration_seconds',
  help: 'Time to derive the stored images from one uploaded picture.',
  buckets: [0.05, 0.1, 0.25, 0.5, 1, 2, 4, 8, 16],
  registers: [registry],
});

export const loginFailures = new Counter({
  name: 'login_failures_total',
  help: 'Refused logins, by reason (wrong credentials or rate-limited).',
  labelNames: ['reason'] as const,
  registers: [registry],
});

export const dataDirFreeBytes = new Gauge({
  name: 'data_dir_free_bytes',
  help: 'Bytes the server may still write on the volume of DATA_DIR, at the last free-space check.',
  registers: [registry],
});

export const dataDirTotalBytes = new Gauge({
  name: 'data_dir_total_bytes',
  help: 'Size of the volume of DATA_DIR, at the last free-space check.',
  registers: [registry],
});

export const dataDirSpaceLow = new Gauge({
  name: 'data_dir_space_low',
  help: '1 while free space in DATA_DIR is below the threshold (DISK_LOW_PERCENT / DISK_LOW_MB), else 0.',
  registers: [registry],
});

export const machineFaults = new Counter({
  name: 'machine_faults_total',
  help: 'Requests refused because of a fault of the machine (storage full or unwritable, database busy or unreachable, too many open files), by kind.',
  labelNames: ['kind'] as const,
  registers: [registry],
});

/** The statement kind of an SQL text: its first keyword, for a label with few values. */
export function statementKind(sqlText: string): string {
  const word = /^\s*(\w+)/.exec(sqlText)?.[1]?.toLowerCase();
  return word === 'select' || word === 'insert' || word === 'update' || word === 'delete' || word === 'with'
    ? word
    : 'other';
}
