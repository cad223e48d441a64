// What the scaling run records at each collection size.
import type { DbKind } from '../dataset/databases';
import type { ProcessMemory } from '../server/process-memory';

/** The read scenarios run at every size (a representative subset of the main run's). */
export const SCALING_SCENARIOS = [
  'floor',
  'list-name-asc',
  'list-deep',
  'tag-deep',
  'search-common',
  'search-unseen',
  'recipe',
] as const;

export interface ScalingScenarioResult {
  id: string;
  rps: number;
  p50: number;
  p99: number;
}

export interface ScalingPoint {
  kind: DbKind;
  recipes: number;
  seedSeconds: number;
  /** Database on disk after seeding (SQLite files with WAL; pg_database_size). */
  databaseBytes: number;
  /** The server process after the read load (null off Linux). */
  serverMemory: ProcessMemory | null;
  /** True when this point is the main run's (longer scenarios, floor slices between them). */
  fromMainRun: boolean;
  scenarios: ScalingScenarioResult[];
}

export interface ScalingReport {
  settings: { duration: number; warmup: number; connections: number };
  points: ScalingPoint[];
  /** The chart, relative to the report. */
  chartFile: string;
}
