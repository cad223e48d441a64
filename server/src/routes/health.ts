// GET /healthz — the process is alive (it answers); GET /readyz — it should get traffic (Readiness).
// Both sit at the top level, outside /api, where load balancers and orchestrators expect them.
import type { FastifyInstance } from 'fastify';
import type { Readiness } from '../health/readiness';

const PHASE_MESSAGES = {
  starting: 'The server is still starting.',
  stopping: 'The server is shutting down.',
} as const;

export default async function healthRoutes(app: FastifyInstance, options: { readiness: Readiness }): Promise<void> {
  app.get('/healthz', { schema: { hide: true } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'alive' };
  });

  app.get('/readyz', { schema: { hide: true } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    const report = await options.readiness.report();
    if (report.ready) return { status: 'ready', checks: report.checks };
    const failed = Object.entries(report.checks).filter(([, result]) => result !== 'ok');
    const error =
      report.phase === 'running'
        ? `The server cannot serve requests: ${failed.map(([, reason]) => reason).join('; ')}.`
        : PHASE_MESSAGES[report.phase];
    return reply.code(503).header('retry-after', '5').send({ error, phase: report.phase, checks: report.checks });
  });
}
