// /api/recipes — list, read, create, update, remove (docs/design.md §3).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LIMITS } from '@simple-recipes/shared-api/types';
import type { Store } from '../db/store';
import { HttpError } from '../http-error';
import type { ImageFiles } from '../images/image-files';
import type { DiskSpaceWatch } from '../machine/disk-space';
import { requireEditor } from '../plugins/session';
import { codingOf, EncodedAnswers, encodeAnswer, sendJsonAnswer } from '../plugins/encoded-answers';
import { parseListQuery } from '../recipes/list-query';
import {
  readSaveRequest,
  REMOVE_IMAGE_ON_CREATE_MESSAGE,
  REQUEST_TOO_LARGE_MESSAGE,
  type SaveRequest,
} from '../plugins/read-save-request';
import type { ImportedImages } from '../imports/web/imported-images';
import {
  createRecipe,
  deleteRecipe,
  RECIPE_NOT_FOUND,
  updateRecipe,
  type WriteDeps,
} from '../recipes/saves-with-images';
import { listAnswerPieces } from '../recipes/list-json';
import { recipeAnswerJson } from '../recipes/recipe-json';
import { validateSaveRequest } from '../recipes/validate-save';
import {
  errorSchema,
  recipeListSchema,
  recipeSchema,
  saveRequestBodySchema,
  stubParamsSchema,
  writeErrorResponses,
} from '../schemas';

interface RecipeRouteOptions {
  store: Store;
  images: ImageFiles;
  diskSpace: DiskSpaceWatch;
  importedImages: ImportedImages;
}

type StubRequest = FastifyRequest<{ Params: { stub: string } }>;

/** Every stub is a slug (lower-case ASCII letters, digits, hyphens): anything else is not found, without asking the database. */
const STUB_PATTERN = /^[a-z0-9-]{1,300}$/;

function checkStub(stub: string): string {
  if (!STUB_PATTERN.test(stub)) throw new HttpError(404, RECIPE_NOT_FOUND);
  return stub;
}

/** A declared body over the limit is refused before a byte of it is parsed. */
async function refuseOversizedBody(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > LIMITS.requestBytesMax) {
    // Far past the limit: do not read it just to discard it.
    if (declared > 4 * LIMITS.requestBytesMax) reply.header('connection', 'close');
    throw new HttpError(413, REQUEST_TOO_LARGE_MESSAGE);
  }
}

const listQueryDoc = {
  type: 'object',
  properties: {
    sortField: { type: 'string', enum: ['name', 'created_at'], default: 'name' },
    sortDir: { type: 'string', enum: ['asc', 'desc'], default: 'asc', description: 'Case-insensitive.' },
    tags: { type: 'string', description: 'Comma-separated tag shorthands; a recipe must carry all of them.' },
    search: {
      type: 'string',
      description: 'Each word matches as a prefix in the name, an ingredient or a tag; ignored under 3 characters.',
    },
    page: { type: 'string', pattern: '^[0-9]+$', default: '1', description: '1-based; 15 recipes a page.' },
  },
} as const;

export default async function recipesRoutes(app: FastifyInstance, options: RecipeRouteOptions): Promise<void> {
  const { store } = options;
  const encodedLists = new EncodedAnswers();
  const deps = (request: FastifyRequest): WriteDeps => ({
    store,
    images: options.images,
    diskSpace: options.diskSpace,
    log: request.log,
  });
  /** The uploaded picture, or the one an import kept (by its reference), or none. */
  const pictureOf = async (request: SaveRequest): Promise<Buffer | null> => {
    if (request.image || !request.importedImage) return request.image;
    const kept = await options.importedImages.read(request.importedImage);
    if (!kept)
      throw new HttpError(
        422,
        'The imported picture is no longer available: import the page again or choose the image.',
      );
    return kept;
  };
  /** A kept picture is used once: the saved recipe has its own files now. */
  const release = (request: SaveRequest) =>
    request.importedImage ? options.importedImages.remove(request.importedImage).catch(() => undefined) : undefined;

  app.get(
    '/recipes',
    {
      // The query is checked by parseListQuery (clear 400 messages); the schema documents it.
      attachValidation: true,
      // Encoded here, once per cached answer (see encoded-answers.ts); its error answers are a line of JSON, sent as is.
      compress: false,
      schema: {
        tags: ['recipes'],
        summary: 'One page of recipes, filtered and sorted',
        querystring: listQueryDoc,
        response: { 200: recipeListSchema, 400: errorSchema },
      },
    },
    async (request, reply) => {
      const query = parseListQuery(request.query as Record<string, string | string[] | undefined>);
      const answer = await store.listRecipes(query);
      const encoded = encodedLists.get(answer, codingOf(request), () => listAnswerPieces(answer));
      return sendJsonAnswer(reply.header('cache-control', 'no-cache'), encoded);
    },
  );

  app.get(
    '/recipes/:stub',
    {
      // Encoded here: the same coding rules, without the plugin's per-answer setup (see encoded-answers.ts).
      compress: false,
      schema: {
        tags: ['recipes'],
        summary: 'One recipe by its current or a former stub',
        params: stubParamsSchema,
        response: { 200: recipeSchema, 404: errorSchema },
      },
    },
    async (request: StubRequest, reply) => {
      // Stubs are lower case: `/api/recipes/BEEF-STEW` is beef-stew's, answered as a former stub is (its `stub` says
      // where it lives; the page at /BEEF-STEW redirects there). Saves and removals take the stub as written.
      const recipe = await store.getRecipeDocument(checkStub(request.params.stub.toLowerCase()));
      if (!recipe) throw new HttpError(404, RECIPE_NOT_FOUND);
      const encoded = encodeAnswer(recipeAnswerJson(recipe), codingOf(request));
      return sendJsonAnswer(reply.header('cache-control', 'no-cache'), encoded);
    },
  );

  const writeSchema = (summary: string, success: number) => ({
    tags: ['recipes'],
    summary,
    security: [{ session: [] }],
    consumes: ['multipart/form-data'],
    body: saveRequestBodySchema,
    response: {
      [success]: { type: 'string', description: 'The stub of the recipe (text/plain).' },
      ...writeErrorResponses,
    },
  });

  app.post(
    '/recipes',
    {
      onRequest: refuseOversizedBody,
      preHandler: requireEditor,
      // The multipart body is read and checked by the handler; the schema documents it.
      attachValidation: true,
      schema: writeSchema('Add a recipe (multipart: files? or importedImage?, recipe, ingredients, steps)', 201),
    },
    async (request, reply) => {
      const save = await readSaveRequest(request);
      if (save.removeImage) throw new HttpError(400, REMOVE_IMAGE_ON_CREATE_MESSAGE);
      const { input } = await validateSaveRequest(save.parts);
      const stub = await createRecipe(deps(request), input, await pictureOf(save));
      await release(save);
      return reply.code(201).type('text/plain; charset=utf-8').send(stub);
    },
  );

  app.post(
    '/recipes/:stub',
    {
      onRequest: refuseOversizedBody,
      preHandler: requireEditor,
      attachValidation: true,
      schema: {
        ...writeSchema(
          'Update a recipe by its current or a former stub; a new name gives a new stub; removeImage=true removes its picture',
          200,
        ),
        params: stubParamsSchema,
      },
    },
    async (request: StubRequest, reply) => {
      const stub = checkStub(request.params.stub);
      // Fail fast, before the upload is processed, when there is nothing to update.
      if (!(await store.getRecipe(stub))) throw new HttpError(404, RECIPE_NOT_FOUND);
      const save = await readSaveRequest(request);
      const { input, expectedUpdatedAt } = await validateSaveRequest(save.parts);
      const picture = save.removeImage ? 'remove' : await pictureOf(save);
      const newStub = await updateRecipe(deps(request), stub, input, picture, expectedUpdatedAt);
      await release(save);
      return reply.code(200).type('text/plain; charset=utf-8').send(newStub);
    },
  );

  app.delete(
    '/recipes/:stub',
    {
      preHandler: requireEditor,
      schema: {
        tags: ['recipes'],
        summary: 'Remove a recipe by its current or a former stub',
        security: [{ session: [] }],
        params: stubParamsSchema,
        response: {
          200: { type: 'string', description: 'The stub of the removed recipe (text/plain).' },
          ...writeErrorResponses,
        },
      },
    },
    async (request: StubRequest, reply) => {
      const stub = await deleteRecipe(deps(request), checkStub(request.params.stub));
      return reply.code(200).type('text/plain; charset=utf-8').send(stub);
    },
  );
}
