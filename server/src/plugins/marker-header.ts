// CSRF defence, with the SameSite=Lax session cookie: a state-changing request must carry the marker header the
// API client always sends. A cross-site form cannot set it, and a cross-site script cannot without a CORS preflight.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export const MARKER_HEADER = 'x-requested-with';
export const MARKER_VALUE = 'XMLHttpRequest';

export interface MarkerHeaderOptions {
  /** Requests a cross-site page cannot forge another way (a Bearer token) or that change nothing worth forging. */
  exempt?: (request: FastifyRequest) => boolean;
}

async function markerHeader(app: FastifyInstance, options: MarkerHeaderOptions): Promise<void> {
  app.addHook('onRequest', async (request, reply) => {
    if (!STATE_CHANGING.has(request.method)) return;
    if (options.exempt?.(request)) return;
    if (request.headers[MARKER_HEADER] === MARKER_VALUE) return;
    // Answered before the body is read; the error handler's onSend hook drains what is left of it.
    return reply.code(403).send({ error: 'This request is missing the X-Requested-With: XMLHttpRequest header.' });
  });
}

export default fp(markerHeader, { name: 'marker-header' });
