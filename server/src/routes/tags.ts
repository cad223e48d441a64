// GET /api/tags — every tag, ordered by name.
import type { FastifyInstance } from 'fastify';
import type { Store } from '../db/store';
import { tagSchema } from '../schemas';

export default async function tagsRoutes(app: FastifyInstance, options: { store: Store }): Promise<void> {
  app.get(
    '/tags',
    {
      schema: {
        tags: ['tags'],
        summary: 'All tags, ordered by name',
        response: { 200: { type: 'array', items: tagSchema } },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      return options.store.listTags();
    },
  );
}
