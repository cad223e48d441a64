// /api/imports — import a recipe from a web page (JSON `{ url }` or `{ html, url? }`, with `recipeName` to take one of
// a page's several recipes → a draft, nothing saved) or a whole collection (multipart part `file`: this site's export
// zip, a zip of JSON-LD recipes, or one JSON-LD file); /api/imports/images/:reference — the preview of a picture an
// import kept for the save.
import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, stat, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Store } from '../db/store';
import { HttpError } from '../http-error';
import type { ImageFiles } from '../images/image-files';
import type { AllowedHosts } from '../imports/web/address-rules';
import { importCollection } from '../imports/collection/import-collection';
import { importFromWeb, type WebImportRequest } from '../imports/import-from-web';
import { recipesAlreadyHere } from '../imports/already-here';
import type { ImportedImages } from '../imports/web/imported-images';
import type { PageReaders } from '../imports/page-readers';
import { requireEditor } from '../plugins/session';
import { errorSchema, writeErrorResponses } from '../schemas';

export interface ImportRouteOptions {
  store: Store;
  images: ImageFiles;
  importedImages: ImportedImages;
  allowedHosts: AllowedHosts;
  /** Reads the pages of web imports. */
  pageReaders: Pick<PageReaders, 'read'>;
  /** Folder for uploads being imported (removed when the import ends). */
  uploadDir: string;
}

/** A pasted page may be large; a fetched one is held to the same 5 MiB. */
const JSON_BODY_LIMIT = 6 * 1024 * 1024;
export const COLLECTION_MAX_BYTES = 4 * 1024 * 1024 * 1024;
const ONE_AT_A_TIME = 'Another collection import is running. Try again when it has finished.';

const draftSchema = {
  type: 'object',
  description:
    'The recipe found, shaped like GET /api/recipes/{stub} without id and stub, plus `image`, `missing`, `alreadyHere` ' +
    'and `otherRecipes`.',
  properties: {
    otherRecipes: {
      type: 'array',
      items: { type: 'string' },
      description:
        "The names of the page's other recipes (each once, case and accents aside; at most 20; empty when it holds " +
        'one): send one as `recipeName` to import that one instead.',
    },
  },
  additionalProperties: true,
} as const;

const WEB_IMPORT_DESCRIPTION =
  'JSON `{ "url" }` or `{ "html", "url"? }` (`html`: the page, its JSON-LD or a recipe\'s text) answers the draft of ' +
  "the page's recipe; nothing is saved. A page that holds several recipes gives its fullest, and names the others " +
  'in `otherRecipes`; `"recipeName"` beside `url` or `html` takes the recipe of that name instead (case and accents ' +
  'aside; 422 when the page holds none of that name). Multipart part `file` imports a collection instead.';

/** The recipe an import names, if any: a blank name names none. */
function recipeNameOf(body: { recipeName?: unknown }): { recipeName?: string } {
  const { recipeName } = body;
  if (recipeName === undefined || recipeName === null) return {};
  if (typeof recipeName !== 'string') throw new HttpError(400, 'The "recipeName" must be text.');
  return recipeName.trim() ? { recipeName: recipeName.trim() } : {};
}

function webRequestOf(body: unknown): WebImportRequest {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw new HttpError(400, 'Send { "url": "…" } or { "html": "…" } as JSON, or a file as multipart part "file".');
  }
  const { url, html } = body as { url?: unknown; html?: unknown };
  if (url !== undefined && typeof url !== 'string') throw new HttpError(400, 'The "url" must be text.');
  if (html !== undefined && typeof html !== 'string') throw new HttpError(400, 'The "html" must be text.');
  const named = recipeNameOf(body);
  if (typeof html === 'string' && html.trim()) return url ? { html, url: url.trim(), ...named } : { html, ...named };
  if (typeof url === 'string' && url.trim()) return { url: url.trim(), ...named };
  throw new HttpError(400, 'Give the address of a recipe page, or paste the page or the recipe.');
}

export default async function importRoutes(app: FastifyInstance, options: ImportRouteOptions): Promise<void> {
  const { store, images, importedImages, allowedHosts, pageReaders, uploadDir } = options;
  await mkdir(uploadDir, { recursive: true });
  let collectionRunning = false;

  /**
   * Imports an uploaded collection. Everything is checked before the first write, so a broken file gets its 4xx as
   * usual. Once the writing starts the answer is streamed as NDJSON — a `{ done, total }` line after each chunk, then
   * `{ result }` (or `{ error }` if the database failed midway) — so the editor sees the progress; an import with
   * nothing to write answers the plain JSON result, which is a one-line NDJSON stream too.
   */
  async function importUpload(request: FastifyRequest, reply: FastifyReply) {
    const file = await request.file({ limits: { fileSize: COLLECTION_MAX_BYTES, files: 1, fields: 2, parts: 3 } });
    if (!file || file.fieldname !== 'file')
      throw new HttpError(400, 'Send the collection as the multipart part "file".');
    if (collectionRunning) {
      file.file.resume();
      throw new HttpError(409, ONE_AT_A_TIME);
    }
    collectionRunning = true;
    const path = join(uploadDir, `${randomBytes(12).toString('hex')}.upload`);
    let progress: PassThrough | undefined;
    let startStreaming: (() => void) | undefined;
    const streaming = new Promise<void>((resolve) => {
      startStreaming = resolve;
    });
    const line = (value: unknown) => progress?.write(`${JSON.stringify(value)}\n`);
    const running = (async () => {
      try {
        await pipeline(file.file, createWriteStream(path, { flags: 'wx' }));
        if (file.file.truncated) throw new HttpError(413, 'The file is too large to import (at most 4 GiB).');
        const { size } = await stat(path);
        if (size === 0) throw new HttpError(400, 'The file is empty.');
        return await importCollection({ store, images, log: request.log }, { path, size }, (done, total) => {
          if (!progress) {
            progress = new PassThrough();
            startStreaming?.();
          }
          line({ done, total });
        });
      } finally {
        collectionRunning = false;
        await unlink(path).catch(() => undefined);
      }
    })();
    const first = await Promise.race([running.then((result) => ({ result })), streaming.then(() => undefined)]);
    if (first) return first.result;
    // The writing has begun: the answer is the progress stream, ended by the result or the error.
    void running.then(
      (result) => {
        request.log.info({ imported: result.imported, skipped: result.skipped.length }, 'collection imported');
        line({ result });
        progress?.end();
      },
      (error: unknown) => {
        request.log.error({ err: error }, 'a collection import stopped midway');
        line({
          error:
            'The import stopped midway: the recipes written so far are saved. Import the file again to add the rest.',
        });
        progress?.end();
      },
    );
    return reply.type('application/x-ndjson; charset=utf-8').header('cache-control', 'no-store').send(progress);
  }

  app.post(
    '/imports',
    {
      preHandler: requireEditor,
      bodyLimit: JSON_BODY_LIMIT,
      // Progress lines must reach the browser as they are written, not when a compressor's buffer fills.
      compress: false,
      schema: {
        tags: ['imports'],
        summary:
          'Import a recipe from a web page (JSON {url} or {html, url?}, recipeName?: a draft, nothing saved) or a collection (multipart "file")',
        description: WEB_IMPORT_DESCRIPTION,
        security: [{ session: [] }],
        response: { 200: draftSchema, ...writeErrorResponses },
      },
    },
    async (request, reply) => {
      if (request.isMultipart()) return importUpload(request, reply);
      const webRequest = webRequestOf(request.body);
      const draft = await importFromWeb(
        {
          allowed: allowedHosts,
          images: importedImages,
          tags: await store.listTags(),
          readPage: (page) => pageReaders.read(page),
          log: request.log,
          previewUrl: (reference) => `/api/imports/images/${reference}`,
        },
        webRequest,
      );
      // A hint beside the draft: the draft still comes when the collection cannot be asked.
      const alreadyHere = await recipesAlreadyHere(store, draft).catch((error: unknown) => {
        request.log.warn({ err: error }, 'the recipes of the same name could not be looked up');
        return [];
      });
      return { ...draft, alreadyHere };
    },
  );

  app.get<{ Params: { reference: string } }>(
    '/imports/images/:reference',
    {
      preHandler: requireEditor,
      schema: {
        tags: ['imports'],
        summary: 'The preview of a picture an import kept for the save',
        params: { type: 'object', required: ['reference'], properties: { reference: { type: 'string' } } },
        response: { 404: errorSchema },
      },
    },
    async (request, reply) => {
      const { reference } = request.params;
      const contentType = importedImages.contentTypeOf(reference);
      const bytes = contentType ? await importedImages.read(reference) : null;
      if (!contentType || !bytes) throw new HttpError(404, 'There is no such imported picture (it may have expired).');
      return reply
        .header('cache-control', 'private, max-age=3600')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .type(contentType)
        .send(bytes);
    },
  );
}
