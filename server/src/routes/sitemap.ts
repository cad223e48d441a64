// GET /sitemap.xml — every page for search engines (sitemap/sitemap-files.ts); past 50,000 addresses an index of
// parts at /sitemap.xml?part=N. Streamed while the rows are read; kept, compressed, until the next write.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import { PassThrough, pipeline, Transform, type Readable } from 'node:stream';
import { createBrotliCompress, createGzip } from 'node:zlib';
import type { Store } from '../db/store';
import { HttpError } from '../http-error';
import { BROTLI_OPTIONS } from '../plugins/compression';
import { preferredCoding, type ContentCoding } from '../plugins/accept-encoding';
import { errorSchema } from '../schemas';
import { siteOrigin } from '../site-origin';
import { SitemapFiles, type SitemapRequest } from '../sitemap/sitemap-files';

export interface SitemapRouteOptions {
  store: Store;
  siteUrl?: string;
}

/** The `part` of the query: null when absent; a clear 400 when malformed or repeated. */
function partOf(query: Record<string, string | string[] | undefined>): number | null {
  const value = query.part;
  if (value === undefined) return null;
  if (Array.isArray(value)) throw new HttpError(400, 'The parameter "part" may be given only once.');
  if (!/^[1-9][0-9]{0,5}$/.test(value))
    throw new HttpError(400, 'The parameter "part" must be a whole number of 1 or more.');
  return Number(value);
}

function encoder(coding: ContentCoding): Transform | PassThrough {
  if (coding === 'br') return createBrotliCompress(BROTLI_OPTIONS);
  return coding === 'gzip' ? createGzip() : new PassThrough();
}

export default async function sitemapRoutes(app: FastifyInstance, options: SitemapRouteOptions): Promise<void> {
  const files = new SitemapFiles(options.store);

  /** The file written while it is sent; its bytes are kept once the whole file went out. */
  const stream = (request: FastifyRequest, file: SitemapRequest, generation: number, parts: number): Readable => {
    const chunks: Buffer[] = [];
    const collect = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done(null, chunk);
      },
    });
    pipeline(files.xml(file, parts), encoder(file.coding as ContentCoding), collect, (error) => {
      if (error) return; // the client went away or the database failed mid-file: nothing is kept
      files.keep(file, generation, Buffer.concat(chunks)).catch((keepError: unknown) => {
        request.log.warn({ err: keepError }, 'The sitemap was sent but could not be kept.');
      });
    });
    return collect;
  };

  app.get(
    '/sitemap.xml',
    {
      // Compressed here, once per list generation (kept bytes are sent as they are).
      compress: false,
      schema: {
        // Not part of the API (its docs at /api/docs): a file for crawlers, like robots.txt.
        hide: true,
        querystring: {
          type: 'object',
          properties: { part: { type: 'string', description: '1-based part of a split sitemap' } },
        },
        response: { 400: errorSchema, 404: errorSchema },
      },
      // The query is checked by partOf (clear 400 messages, also for a repeated part).
      attachValidation: true,
    },
    async (request: FastifyRequest, reply: FastifyReply) => {
      const coding = preferredCoding(request.headers['accept-encoding']);
      const file: SitemapRequest = {
        part: partOf(request.query as Record<string, string | string[] | undefined>),
        origin: siteOrigin(request, options.siteUrl),
        coding,
      };
      const answer = await files.find(file);
      if (answer.kind === 'missing') throw new HttpError(404, 'There is no such part of the sitemap.');
      const originTag = createHash('sha256').update(file.origin).digest('base64url').slice(0, 8);
      const etag = `"sitemap-${answer.generation}-${originTag}-${coding}"`;
      reply
        .header('cache-control', 'no-cache')
        .header('vary', 'accept-encoding')
        .header('etag', etag)
        .type('application/xml; charset=utf-8');
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      if (coding !== 'identity') reply.header('content-encoding', coding);
      return reply.send(answer.kept ?? stream(request, file, answer.generation, answer.parts));
    },
  );
}
