// Periodic clean-up of expired sessions and old rate-limit counters (at start, then hourly).
import type { FastifyInstance } from 'fastify';
import type { Store } from './db/store';

const EVERY_MS = 60 * 60 * 1000;

export function scheduleHousekeeping(app: FastifyInstance, store: Store, rateLimitWindowMs: number): void {
  schedulePeriodic(app, EVERY_MS, 'housekeeping failed', async () => {
    await store.deleteExpiredSessions();
    await store.pruneRateLimits(new Date(Date.now() - 2 * rateLimitWindowMs));
  });
}

/**
 * Runs `task` once the app is ready, then every `everyMs` until it closes (the timer never keeps the process
 * alive); a failure is logged as a warning with `failureMessage` and the next run tries again.
 */
export function schedulePeriodic(app: FastifyInstance, everyMs: number, failureMessage: string, task: () => Promise<void>): void {
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
