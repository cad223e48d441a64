// The shape of report.json (report.md is rendered from it).
import type { DbKind } from '../dataset/databases';
import type { LighthouseResult } from '../frontend/lighthouse';
import type { RouteWeight } from '../frontend/page-weight';
import type { ImageReport } from '../images/upload';
import type { MixedResult } from '../load/mixed';
import type { LoadResult, LoadSettings } from '../load/run-load';
import type { MachineInfo, SourceInfo } from '../machine';
import type { ScalingReport } from '../scaling/types';
import type { ProcessMemory } from '../server/process-memory';

export interface DatabaseRun {
  kind: DbKind;
  /** e.g. "SQLite 3.50.2", "PostgreSQL 15.14". */
  version: string;
  seed: { recipes: number; seconds: number; recipesPerSecond?: number; databaseBytes?: number };
  load: LoadResult[];
  /** Reads alone and with saves beside them (older reports have none). */
  mixed?: MixedResult;
  /** The server process after the read scenarios. */
  serverMemory?: ProcessMemory | null;
}

export interface FrontendReport {
  routes: RouteWeight[];
  lighthouse: LighthouseResult[];
  lighthouseRuns: number;
  /** The one-bundle SPA of the home page: its first load, beside the site's. */
  spa: RouteWeight | null;
}

export interface TargetResult {
  id: string;
  /** The issue(s) that set it. */
  issue?: string;
  area: 'API' | 'Front end' | 'Images';
  target: string;
  measured: string;
  /** null: not measured in this run. */
  pass: boolean | null;
}

export interface BaselineSummary {
  file: string;
  generatedAt: string;
  commit: string;
  databases: Array<{
    kind: DbKind;
    recipes: number;
    load: Array<Pick<LoadResult, 'id' | 'rps' | 'p50' | 'p99' | 'ratioToFloor'>>;
  }>;
  targets: TargetResult[];
}

export interface BenchReport {
  generatedAt: string;
  mode: 'full' | 'quick';
  command: string;
  machine: MachineInfo;
  source: SourceInfo;
  settings: LoadSettings & { recipes: number };
  databases: DatabaseRun[];
  frontend: FrontendReport | null;
  /** Why the front end could not be measured, when it failed. */
  frontendError: string | null;
  images: ImageReport | null;
  /** The scaling run (--scaling), else null. */
  scaling: ScalingReport | null;
  targets: TargetResult[];
  baseline: BaselineSummary | null;
  /** Hand-written notes on the performance work (bench/perf-notes.md), shown in report.md. */
  notes: string | null;
}
