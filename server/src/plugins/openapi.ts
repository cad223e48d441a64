// OpenAPI description generated from the route schemas, browsable at /api/docs (JSON at /api/docs/json).
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

async function openapi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Simple Recipes For Everyone API',
        version: '1.0.0',
        description:
          'Every state-changing request (POST, PUT, PATCH, DELETE) must carry `X-Requested-With: XMLHttpRequest` ' +
          '(403 otherwise). Writes need the session cookie of an editor (401 otherwise). Errors are JSON `{ error }`; ' +
          '422 adds `errors: { "<field path>": "<message>" }`.',
      },
      tags: [
        { name: 'recipes', description: 'Recipes: list, read, save, remove' },
        { name: 'tags', description: 'Tags for filtering' },
        { name: 'session', description: 'Log in, log out, permission' },
        { name: 'images', description: 'Stored images' },
        { name: 'imports', description: 'Import from a web page; export and import the whole collection' },
      ],
      components: {
        securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'sid' } },
      },
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: false });
}

export default fp(openapi, { name: 'openapi' });
