// Periodic clean-up of expired sessions and old rate-limit counters (at start, then hourly).
import type { FastifyInstance } from 'fastify';
import type { Store } from './db/store';

const EVERY_MS = 60 * 60 * 1000;

export function scheduleHousekeeping(app: FastifyInstance, store: Store, rateLimitWindowMs: number): void {
  const run = async () => {
    try {
      await store.deleteExpiredSessions();
      await store.pruneRateLimits(new Date(Date.now() - 2 * rateLimitWindowMs));
    } catch (error) {
      app.log.warn({ err: error }, 'housekeeping failed');
    }
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    await run();
    timer = setInterval(run, EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
