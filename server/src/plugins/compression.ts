// gzip/brotli for JSON, JS, HTML and CSS responses (images are already compressed and are skipped).
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../http-error';

async function compression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip', 'deflate'],
    // Request bodies are never accepted compressed: no decompression bombs.
    requestEncodings: ['identity'],
    onUnsupportedRequestEncoding: () => new HttpError(415, 'Compressed request bodies are not accepted.'),
  });
}

export default fp(compression, { name: 'compression' });
