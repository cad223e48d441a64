// Periodic clean-up: expired sessions and old rate-limit counters (at start, then hourly), import left-overs.
import type { FastifyInstance } from 'fastify';
import type { Store } from './db/store';
import type { ImportedImages } from './imports/web/imported-images';
import { IMPORT_SWEEP_EVERY_MS, sweepImportLeftovers } from './imports/import-sweep';

const EVERY_MS = 60 * 60 * 1000;

export function scheduleHousekeeping(app: FastifyInstance, store: Store, rateLimitWindowMs: number): void {
  schedulePeriodic(app, EVERY_MS, 'housekeeping failed', async () => {
    await store.deleteExpiredSessions();
    await store.pruneRateLimits(new Date(Date.now() - 2 * rateLimitWindowMs));
  });
}

/** Left-overs of imports (imports/import-sweep.ts): at start, then every 15 minutes. */
export function scheduleImportSweep(app: FastifyInstance, importedImages: ImportedImages, uploadDir: string): void {
  schedulePeriodic(app, IMPORT_SWEEP_EVERY_MS, 'the sweep of import left-overs failed', async () => {
    const removed = await sweepImportLeftovers(importedImages, uploadDir);
    if (removed > 0) app.log.info({ count: removed }, 'Removed left-overs of imports.');
  });
}

/**
 * Runs `task` once the app is ready, then every `everyMs` until it closes (the timer never keeps the process
 * alive); a failure is logged as a warning with `failureMessage` and the next run tries again.
 */
export function schedulePeriodic(
  app: FastifyInstance,
  everyMs: number,
  failureMessage: string,
  task: () => Promise<void>,
): void {
  const run = async () => {
    try {
      await task();
    } catch (error) {
      app.log.warn({ err: error }, failureMessage);
    }
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    await run();
    timer = setInterval(run, everyMs);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
