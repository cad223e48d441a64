// An address the router cannot even read: a malformed percent-encoding in its path (`/%`, `/recipe%`,
// `/api/recipes/%E0%A4%A`), or a stub past the router's length limit (414). Fastify answers those outside the request lifecycle, with its raw JSON and none of the
// site's headers. `frameworkErrors` (set in app.ts) sends such a request through the router again, to
// the one route here, which answers it like any other request: an API address with the API's JSON error, any other
// with a small HTML page saying the address is not valid.
import type { IncomingMessage } from 'node:http';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { INVALID_ADDRESS_PAGE } from '../static-site/invalid-address-page';

export const INVALID_ADDRESS_MESSAGE = 'That address is not valid.';
const TOO_LONG_MESSAGE = 'The URL is too long.';

/** Where unreadable addresses are answered: under /api, whose word no stub can take. */
const INVALID_ADDRESS_ROUTE = '/api/-/invalid-address';

/** The requests rerouted to INVALID_ADDRESS_ROUTE: the address each was made to, and whether it was too long. */
const unreadable = new WeakMap<IncomingMessage, { url: string; tooLong: boolean }>();

const isApiAddress = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

/** Fastify's `frameworkErrors` option. */
export function rerouteUnreadableAddress(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const raw = request.raw;
  unreadable.set(raw, { url: raw.url ?? '/', tooLong: error.code === 'FST_ERR_MAX_PARAM_LENGTH' });
  raw.url = INVALID_ADDRESS_ROUTE;
  request.server.routing(raw, reply.raw);
}

async function invalidAddress(app: FastifyInstance): Promise<void> {
  app.all(INVALID_ADDRESS_ROUTE, { schema: { hide: true } }, async (request, reply) => {
    const address = unreadable.get(request.raw);
    // Asked for by its own address: there is nothing here.
    if (address === undefined) return reply.callNotFound();
    reply.code(address.tooLong ? 414 : 400).header('cache-control', 'no-cache');
    if (isApiAddress(address.url)) {
      return reply.send({ error: address.tooLong ? TOO_LONG_MESSAGE : INVALID_ADDRESS_MESSAGE });
    }
    return reply.type('text/html; charset=utf-8').send(INVALID_ADDRESS_PAGE);
  });
}

export default fp(invalidAddress, { name: 'invalid-address' });
