// The operations port (METRICS_PORT): /healthz, /readyz and /metrics on their own listener, up before the app is
// built (so /readyz answers 503 while migrations and seeding run) and closed after it (503 while it shuts down).
// Bind it to a private address: /metrics is open here.
import Fastify, { type FastifyInstance } from 'fastify';
import type { Readiness } from './health/readiness';
import errorHandler from './plugins/error-handler';
import healthRoutes from './routes/health';
import metricsRoutes from './routes/metrics';

export async function startOpsServer(options: {
  readiness: Readiness;
  port: number;
  host: string;
}): Promise<FastifyInstance> {
  const ops = Fastify({ logger: false, forceCloseConnections: true });
  await ops.register(errorHandler);
  await ops.register(healthRoutes, { readiness: options.readiness });
  await ops.register(metricsRoutes, { access: { kind: 'open' } });
  await ops.listen({ port: options.port, host: options.host });
  return ops;
}
