// GET /api/recipe-names?name=… — the recipes already saved under a name (editors): the editor's name field says so
// before a second recipe of that name is added. Names are told apart as the import's check does (recipesOfName).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LIMITS, type SameNameAnswer } from '@simple-recipes/shared-api/types';
import type { Store } from '../db/store';
import { HttpError } from '../http-error';
import { requireEditor } from '../plugins/session';
import { recipesOfName } from '../recipes/recipes-of-name';
import { errorSchema } from '../schemas';

/** The first is the one the editor is shown; two more let the editor of one of them still see another. */
const AT_MOST = 3;

/** The `name` of the query: a clear 400 when absent, repeated or longer than any recipe's name can be. */
function nameOf(query: Record<string, string | string[] | undefined>): string {
  const { name } = query;
  if (name === undefined) throw new HttpError(400, 'Give the name to look for: /api/recipe-names?name=….');
  if (Array.isArray(name)) throw new HttpError(400, 'The parameter "name" may be given only once.');
  if ([...name.trim()].length > LIMITS.nameMax) {
    throw new HttpError(400, `The name must be at most ${LIMITS.nameMax} characters.`);
  }
  return name;
}

const answerSchema = {
  type: 'object',
  required: ['recipes'],
  properties: {
    recipes: {
      type: 'array',
      items: {
        type: 'object',
        required: ['stub', 'name'],
        properties: { stub: { type: 'string' }, name: { type: 'string' } },
      },
    },
  },
} as const;

export default async function recipeNamesRoutes(app: FastifyInstance, options: { store: Store }): Promise<void> {
  app.get(
    '/recipe-names',
    {
      preHandler: requireEditor,
      schema: {
        tags: ['recipes'],
        summary: 'The recipes already saved under a name (case, accents and surrounding spaces aside), oldest first',
        description:
          'At most 3, `{ "recipes": [{ "stub", "name" }] }`; none for a blank name. For the editor, before it adds a ' +
          'recipe of a name already taken (nothing stops it: two recipes may share a name).',
        security: [{ session: [] }],
        querystring: {
          type: 'object',
          properties: { name: { type: 'string', description: 'The name as typed.' } },
        },
        response: { 200: answerSchema, 400: errorSchema, 401: errorSchema },
      },
      // The query is checked by nameOf (clear 400 messages, also for a repeated name).
      attachValidation: true,
    },
    async (request: FastifyRequest, reply): Promise<SameNameAnswer> => {
      const name = nameOf(request.query as Record<string, string | string[] | undefined>);
      const recipes = await recipesOfName(options.store, name);
      reply.header('cache-control', 'no-store');
      return { recipes: recipes.slice(0, AT_MOST).map((recipe) => ({ stub: recipe.stub, name: recipe.name })) };
    },
  );
}
