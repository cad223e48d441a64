// GET /api/tags — every tag, ordered by name; POST /api/tags — an editor adds one.
import type { FastifyInstance } from 'fastify';
import { TAG_LIMITS } from '@simple-recipes/shared-api/tag-schema';
import type { Store } from '../db/store';
import { requireEditor } from '../plugins/session';
import { tagSchema, writeErrorResponses } from '../schemas';
import { createTag } from '../tags/create-tag';

/** A new tag is two short texts; anything much larger is no tag. */
const NEW_TAG_BODY_LIMIT = 4 * 1024;

const newTagBodySchema = {
  type: 'object',
  required: ['tag', 'shorthand'],
  properties: {
    tag: {
      type: 'string',
      description: `The name, trimmed; at most ${TAG_LIMITS.nameMax} characters.`,
      examples: ['Weeknight'],
    },
    shorthand: {
      type: 'string',
      description: `1 to ${TAG_LIMITS.shorthandMax} letters A–Z or digits, stored upper-cased (shown on cards, used in ?tags=).`,
      examples: ['WKN'],
    },
  },
} as const;

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

  app.post(
    '/tags',
    {
      preHandler: requireEditor,
      bodyLimit: NEW_TAG_BODY_LIMIT,
      // The body is checked by the editor's own rules in the handler; the schema documents it.
      attachValidation: true,
      schema: {
        tags: ['tags'],
        summary: 'Add a tag (JSON { tag, shorthand })',
        description:
          '422 when a field breaks a rule, 409 when another tag has the name or the shorthand (case and accents ' +
          'aside); both name the field in `errors` (`tag` or `shorthand`).',
        security: [{ session: [] }],
        body: newTagBodySchema,
        response: { 201: tagSchema, ...writeErrorResponses },
      },
    },
    async (request, reply) => {
      const tag = await createTag(options.store, request.body);
      return reply.code(201).header('cache-control', 'no-store').send(tag);
    },
  );
}
