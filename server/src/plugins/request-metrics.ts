// Counts and times every answer by route pattern (`/api/recipes/:stub`, never the concrete URL, so the number of
// series stays small), method and status code.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { httpRequestDuration, httpRequests } from '../metrics/registry';

async function requestMetrics(app: FastifyInstance): Promise<void> {
  app.addHook('onResponse', async (request, reply) => {
    const labels = {
      method: request.method,
      route: request.routeOptions.url ?? 'unmatched',
      status_code: String(reply.statusCode),
    };
    httpRequests.inc(labels);
    httpRequestDuration.observe(labels, reply.elapsedTime / 1000);
  });
}

export default fp(requestMetrics, { name: 'request-metrics' });
