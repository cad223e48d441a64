// JSON schemas of the API's answers: they document the API (OpenAPI at /api/docs) and make the serializer
// send exactly these fields and nothing else.

export const errorSchema = {
  type: 'object',
  required: ['error'],
  properties: {
    error: { type: 'string' },
    errors: { type: 'object', additionalProperties: { type: 'string' } },
  },
} as const;

export const tagSchema = {
  type: 'object',
  required: ['id', 'tag', 'shorthand'],
  properties: { id: { type: 'integer' }, tag: { type: 'string' }, shorthand: { type: 'string' } },
} as const;

const summaryProperties = {
  id: { type: 'integer' },
  name: { type: 'string' },
  stub: { type: 'string' },
  serving_count: { type: 'integer' },
  prep_time: { type: 'integer', description: 'Whole minutes.' },
  cooking_time: { type: 'integer', description: 'Whole minutes.' },
  imageUrl: { type: ['string', 'null'], description: 'Page-size image.' },
  thumbnailUrl: { type: ['string', 'null'], description: 'Card-size image.' },
  emptyImageUrl: { type: 'string', description: 'Tiny blurred placeholder (data: URI).' },
  tags: { type: 'array', items: tagSchema },
  created_at: { type: 'string', format: 'date-time' },
} as const;

export const recipeSummarySchema = {
  type: 'object',
  required: Object.keys(summaryProperties),
  properties: summaryProperties,
} as const;

export const recipeListSchema = {
  type: 'object',
  required: ['recipes', 'count'],
  properties: { recipes: { type: 'array', items: recipeSummarySchema }, count: { type: 'integer' } },
} as const;

export const ingredientSectionSchema = {
  type: 'object',
  required: ['id', 'name', 'type', 'ingredients'],
  properties: {
    id: { type: 'integer' },
    name: { type: 'string' },
    type: { type: 'string', enum: ['ingredients'] },
    ingredients: {
      type: 'array',
      items: {
        type: 'object',
        required: ['id', 'ingredient', 'amount', 'notes'],
        properties: {
          id: { type: 'integer' },
          ingredient: { type: 'string' },
          amount: { type: 'string' },
          notes: { type: 'string' },
        },
      },
    },
  },
} as const;

export const stepSectionSchema = {
  type: 'object',
  required: ['id', 'name', 'type', 'steps'],
  properties: {
    id: { type: 'integer' },
    name: { type: 'string' },
    type: { type: 'string', enum: ['recipes'] },
    steps: {
      type: 'array',
      items: {
        type: 'object',
        required: ['id', 'step', 'notes'],
        properties: { id: { type: 'integer' }, step: { type: 'string' }, notes: { type: 'string' } },
      },
    },
  },
} as const;

const sourceProperty = { type: ['string', 'null'] } as const;

/** A recipe's own fields, without its sections and change time (recipes/recipe-json.ts writes those). */
export const recipeHeadSchema = {
  type: 'object',
  required: Object.keys(summaryProperties).concat('source'),
  properties: { ...summaryProperties, source: sourceProperty },
} as const;

export const recipeSchema = {
  type: 'object',
  required: [...Object.keys(summaryProperties), 'source', 'ingredients_sections', 'recipe_sections', 'updated_at'],
  properties: {
    ...summaryProperties,
    source: sourceProperty,
    ingredients_sections: { type: 'array', items: ingredientSectionSchema },
    recipe_sections: { type: 'array', items: stepSectionSchema },
    updated_at: { type: 'string', format: 'date-time' },
  },
} as const;

export const stubParamsSchema = {
  type: 'object',
  required: ['stub'],
  properties: { stub: { type: 'string', description: 'Current or former stub of the recipe.' } },
} as const;

/** Documents the multipart save request; the handler reads and checks the parts itself. */
export const saveRequestBodySchema = {
  type: 'object',
  required: ['recipe', 'ingredients', 'steps'],
  properties: {
    files: {
      type: 'string',
      format: 'binary',
      description:
        'Optional image: JPEG, PNG, WebP, GIF or AVIF, ≤ 10 MiB, ≤ 40 megapixels. On an update it replaces the picture; without it (and without removeImage) the picture is kept.',
    },
    importedImage: {
      type: 'string',
      description: 'Instead of files: the reference of a picture an import kept (`image` of POST /api/imports).',
    },
    removeImage: {
      type: 'string',
      enum: ['true'],
      description:
        'Update only: "true" removes the recipe\'s picture (its files go once no other recipe uses them). Refused (400) on a create, with files or importedImage, or with another value.',
    },
    recipe: {
      type: 'string',
      description:
        'JSON { name, serving_count, prep_time, cooking_time, source, tags: [tag ids], updated_at? } — updated_at (update only) detects a concurrent change (409).',
    },
    ingredients: {
      type: 'string',
      description: 'JSON array of { name, ingredients: [{ ingredient, amount, notes }] }.',
    },
    steps: { type: 'string', description: 'JSON array of { name, steps: [{ step, notes }] }.' },
  },
} as const;

/** Error answers every write may give. */
export const writeErrorResponses = {
  400: errorSchema,
  401: errorSchema,
  403: errorSchema,
  404: errorSchema,
  409: errorSchema,
  413: errorSchema,
  415: errorSchema,
  422: errorSchema,
  /** The database or storage is unavailable for a moment (with Retry-After). */
  503: errorSchema,
  /** Storage full: nothing was saved. */
  507: errorSchema,
} as const;
