// Watches the machine while the server runs: free space in DATA_DIR and the event-loop delay. Both are decorated
// on the app (`app.diskSpace.current()`, `app.eventLoopDelay.snapshot()`) for the metrics and readiness answers.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { DiskSpaceWatch } from '../machine/disk-space';
import { EventLoopDelay } from '../machine/event-loop-delay';

declare module 'fastify' {
  interface FastifyInstance {
    diskSpace: DiskSpaceWatch;
    eventLoopDelay: EventLoopDelay;
  }
}

async function machineWatch(app: FastifyInstance, options: { diskSpace: DiskSpaceWatch }): Promise<void> {
  const eventLoopDelay = new EventLoopDelay();
  app.decorate('diskSpace', options.diskSpace);
  app.decorate('eventLoopDelay', eventLoopDelay);
  app.addHook('onReady', async () => {
    eventLoopDelay.start();
    await options.diskSpace.start();
  });
  app.addHook('onClose', async () => {
    options.diskSpace.stop();
    eventLoopDelay.stop();
  });
}

export default fp(machineWatch, { name: 'machine-watch' });
