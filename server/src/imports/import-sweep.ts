// Pictures kept by imports that no save took are deleted once old (at start, then every 15 minutes).
import type { FastifyInstance } from 'fastify';
import type { ImportedImages } from './imported-images';

const EVERY_MS = 15 * 60 * 1000;

export function scheduleImportSweep(app: FastifyInstance, importedImages: ImportedImages): void {
  const run = async () => {
    try {
      const removed = await importedImages.sweep();
      if (removed > 0) app.log.info({ count: removed }, 'Removed imported pictures no save used.');
    } catch (error) {
      app.log.warn({ err: error }, 'the sweep of imported pictures failed');
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
