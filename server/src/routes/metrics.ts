// GET /metrics — the process's metrics in Prometheus text format. On the operations port it is open (bind that
// port to a private address). On the public port it answers only when a token is configured, and then only to a
// request carrying it as `Authorization: Bearer <token>`; without a token it is a plain 404, so the word never
// falls through to the site's page routes.
import { timingSafeEqual, createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../http-error';
import { registry } from '../metrics/registry';

export type MetricsAccess = { kind: 'open' } | { kind: 'token'; token: string } | { kind: 'closed' };

function sameSecret(given: string, expected: string): boolean {
  // Hashes have equal length, so the comparison takes the same time whatever was sent.
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

export default async function metricsRoutes(app: FastifyInstance, options: { access: MetricsAccess }): Promise<void> {
  const { access } = options;
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (access.kind === 'closed') throw new HttpError(404, 'Not found.');
    if (access.kind === 'token') {
      const match = /^Bearer (.+)$/.exec(request.headers.authorization ?? '');
      if (!match || !sameSecret(match[1]!, access.token)) {
        reply.header('www-authenticate', 'Bearer');
        throw new HttpError(401, 'The metrics need the token configured in METRICS_TOKEN.');
      }
    }
    reply.header('cache-control', 'no-store').type(registry.contentType);
    return registry.metrics();
  });
}
