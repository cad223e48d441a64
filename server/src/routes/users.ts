// GET /api/users — the permission call: may this session edit?
import type { FastifyInstance } from 'fastify';

export default async function usersRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/users',
    {
      schema: {
        tags: ['session'],
        summary: 'Whether the caller may add, edit and remove recipes',
        response: {
          200: {
            type: 'object',
            required: ['status'],
            properties: { status: { type: 'boolean' }, name: { type: 'string' } },
          },
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return request.user ? { status: true, name: request.user.username } : { status: false };
    },
  );
}
