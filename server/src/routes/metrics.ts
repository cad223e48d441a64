// GET /metrics — the process's metrics in Prometheus text format. On the operations port it is open (bind that
// port to a private address); on the public port it exists only when a token is configured, and then only for
// a request carrying it as `Authorization: Bearer <token>`.
import { timingSafeEqual, createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../http-error';
import { registry } from '../metrics/registry';

export interface MetricsRouteOptions {
  /** Required bearer token; undefined: no check (the operations port). */
  token?: string;
}

function sameSecret(given: string, expected: string): boolean {
  // Hashes have equal length, so the comparison takes the same time whatever was sent.
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

export default async function metricsRoutes(app: FastifyInstance, options: MetricsRouteOptions): Promise<void> {
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (options.token !== undefined) {
      const match = /^Bearer (.+)$/.exec(request.headers.authorization ?? '');
      if (!match || !sameSecret(match[1]!, options.token)) {
        reply.header('www-authenticate', 'Bearer');
        throw new HttpError(401, 'The metrics need the token configured in METRICS_TOKEN.');
      }
    }
    reply.header('cache-control', 'no-store').type(registry.contentType);
    return registry.metrics();
  });
}
