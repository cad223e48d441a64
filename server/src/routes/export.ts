// GET /api/export — every recipe as a zip of schema.org Recipe JSON-LD files, an index and the pictures (editors).
import type { FastifyInstance } from 'fastify';
import type { Store } from '../db/store';
import { exportCollection } from '../exports/export-zip';
import type { ImageFiles } from '../images/image-files';
import { requireEditor } from '../plugins/session';
import { errorSchema } from '../schemas';

export default async function exportRoutes(
  app: FastifyInstance,
  options: { store: Store; images: ImageFiles },
): Promise<void> {
  app.get(
    '/export',
    {
      preHandler: requireEditor,
      // A zip is compressed already.
      compress: false,
      schema: {
        tags: ['imports'],
        summary: 'Export every recipe: a zip of schema.org Recipe JSON-LD files, index.json and the pictures',
        security: [{ session: [] }],
        response: { 401: errorSchema },
      },
    },
    async (request, reply) => {
      const day = new Date().toISOString().slice(0, 10);
      const stream = exportCollection(options.store, options.images, (error) =>
        request.log.error({ err: error }, 'the export stopped'),
      );
      return reply
        .header('content-disposition', `attachment; filename="recipes-${day}.zip"`)
        .header('cache-control', 'no-store')
        .type('application/zip')
        .send(stream);
    },
  );
}
