// Waiting for SQLite's write lock without blocking the event loop. better-sqlite3 is synchronous: its own busy
// timeout would sleep inside the driver call and freeze every other request (a login behind an operator's open
// sqlite3 shell froze the whole site for 10 s). So the driver gives up at once (busy_timeout 0) and the attempt
// is repeated here after a timer, with backoff, up to a bounded wait — then DatabaseBusyError (→ 503).
import { setTimeout as sleep } from 'node:timers/promises';
import { DatabaseBusyError } from '../errors';

/** How long a write waits for another connection's write lock before the request gets 503 (DATABASE_LOCK_WAIT_MS). */
export const DEFAULT_LOCK_WAIT_MS = 5_000;
const FIRST_DELAY_MS = 2;
const MAX_DELAY_MS = 50;

export function isSqliteBusy(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && (code.startsWith('SQLITE_BUSY') || code.startsWith('SQLITE_LOCKED'));
}

/**
 * Runs `attempt` until it does not fail with SQLITE_BUSY/LOCKED or `maxWaitMs` have passed. Only for work that a
 * busy failure leaves undone: a single statement, or a whole transaction that was rolled back.
 */
export async function retryWhileBusy<T>(attempt: () => Promise<T>, maxWaitMs: number): Promise<T> {
  const started = Date.now();
  let delay = FIRST_DELAY_MS;
  for (;;) {
    try {
      return await attempt();
    } catch (error) {
      if (!isSqliteBusy(error)) throw error;
      const waited = Date.now() - started;
      if (waited >= maxWaitMs) throw new DatabaseBusyError(waited, { cause: error });
      // Jitter, so waiting writers do not all try again at the same moment.
      await sleep(Math.min(delay * (0.5 + Math.random()), maxWaitMs - waited));
      delay = Math.min(delay * 2, MAX_DELAY_MS);
    }
  }
}
