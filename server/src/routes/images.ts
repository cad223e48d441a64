// GET /api/images/:file — stored image files. Names are content hashes, so a file never changes: cached for a
// year. Only names of the stored-file pattern are opened (no path tricks); served as images, never as HTML.
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../http-error';
import { contentTypeOf, type ImageFiles } from '../images/image-files';
import { errorSchema } from '../schemas';

const NOT_FOUND = 'There is no such image.';

export default async function imagesRoutes(app: FastifyInstance, options: { images: ImageFiles }): Promise<void> {
  app.get<{ Params: { file: string } }>(
    '/images/:file',
    {
      schema: {
        tags: ['images'],
        summary: 'A stored image (content-hash name)',
        params: { type: 'object', required: ['file'], properties: { file: { type: 'string' } } },
        response: { 404: errorSchema },
      },
    },
    async (request, reply) => {
      const { file } = request.params;
      const contentType = contentTypeOf(file);
      if (!contentType) throw new HttpError(404, NOT_FOUND);
      const image = await options.images.open(file);
      if (!image) throw new HttpError(404, NOT_FOUND);
      const etag = `"${file}"`;
      reply
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('etag', etag)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('content-disposition', 'inline')
        .type(contentType);
      if (request.headers['if-none-match'] === etag) {
        image.stream.destroy();
        return reply.code(304).send();
      }
      reply.header('content-length', image.size);
      return reply.send(image.stream);
    },
  );
}
