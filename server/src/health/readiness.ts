// Whether this process should get traffic: it has finished starting, is not shutting down, and can reach what a
// request needs (the database, the image folder). Load balancers and orchestrators ask through GET /readyz.

export type Phase = 'starting' | 'running' | 'stopping';

export interface ReadinessCheck {
  name: string;
  /**
   * Resolves when the dependency answers; rejects (or times out) when it does not. A sentence it resolves with is a
   * limit the process can still serve under (a read-only image folder): reported, not counted against readiness.
   */
  check(): Promise<void | string>;
}

export interface ReadinessReport {
  ready: boolean;
  phase: Phase;
  /** 'ok' or the reason, per check (checks are only run while running). */
  checks: Record<string, string>;
}

/** A check that hangs (an unreachable database host) counts as failed after this long. */
export const CHECK_TIMEOUT_MS = 2000;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export class Readiness {
  private current: Phase = 'starting';
  private readonly checks: ReadinessCheck[] = [];

  constructor(private readonly timeoutMs = CHECK_TIMEOUT_MS) {}

  get phase(): Phase {
    return this.current;
  }

  /** starting → running → stopping; a process never becomes ready again once it is stopping. */
  setPhase(phase: Phase): void {
    if (this.current === 'stopping') return;
    this.current = phase;
  }

  addCheck(check: ReadinessCheck): void {
    this.checks.push(check);
  }

  async report(): Promise<ReadinessReport> {
    const phase = this.current;
    if (phase !== 'running') return { ready: false, phase, checks: {} };
    const results = await Promise.all(
      this.checks.map(async ({ name, check }) => {
        try {
          const note = await withTimeout(check(), this.timeoutMs);
          return { name, result: note || 'ok', failed: false };
        } catch (error) {
          return { name, result: error instanceof Error ? error.message : String(error), failed: true };
        }
      }),
    );
    const checks = Object.fromEntries(results.map(({ name, result }) => [name, result]));
    return { ready: results.every(({ failed }) => !failed), phase, checks };
  }
}
