import build from 'fast-json-stringify';
import { sectionsJson } from '../db/sections-json';
import type { StoredRecipe } from '../db/store';
import { recipeSchema } from '../schemas';
import { recipeAnswerJson } from './recipe-json';
import { toRecipe } from './to-api';

/** What the route's schema serializes a whole recipe to (Fastify compiles response schemas with fast-json-stringify). */
const serializedBySchema = build({ ...recipeSchema, required: [...recipeSchema.required] });

const texts = [
  'Plain',
  'Mum\'s "best"',
  'Back\\slash\tand tab',
  'Line\nbreak',
  'Crème — ½ 🍮',
  'Lone \ud800 surrogate',
];

function recipe(source: string | null, withImage: boolean): StoredRecipe {
  return {
    id: 42,
    name: texts[1]!,
    stub: 'mums-best',
    serving_count: 4,
    prep_time: 15,
    cooking_time: 0,
    image: withImage
      ? { original: 'a.jpg', page: 'b.webp', thumbnail: 'c.webp', placeholder: 'data:image/webp;base64,UklG+/=' }
      : null,
    tags: [{ id: 3, tag: 'Main "Course"', shorthand: 'MAIN' }],
    created_at: '2024-01-02T03:04:05.006Z',
    updated_at: '2024-02-03T04:05:06.007Z',
    source,
    ingredients_sections: [
      {
        id: 7,
        name: texts[2]!,
        type: 'ingredients',
        ingredients: texts.map((text, index) => ({
          id: 100 + index,
          ingredient: text,
          amount: `${index} g`,
          notes: text,
        })),
      },
      { id: 8, name: '', type: 'ingredients', ingredients: [{ id: 200, ingredient: 'Salt', amount: '', notes: '' }] },
    ],
    recipe_sections: [
      {
        id: 9,
        name: texts[3]!,
        type: 'recipes',
        steps: texts.map((text, index) => ({ id: 300 + index, step: text, notes: '' })),
      },
    ],
  };
}

describe('recipeAnswerJson', () => {
  it.each([
    ['a source and a picture', 'https://example.com/a?b="c"', true],
    ['neither', null, false],
  ])('writes the bytes the route schema would serialize, with %s', (_, source, withImage) => {
    const full = recipe(source, withImage);
    const { ingredients_sections, recipe_sections, ...head } = full;
    const answer = recipeAnswerJson({
      recipe: head,
      sectionsJson: sectionsJson({ ingredients_sections, recipe_sections }),
    });

    expect(answer).toBe(serializedBySchema(toRecipe(full)));
    expect(JSON.parse(answer).recipe_sections[0].steps.map((step: { step: string }) => step.step)).toEqual(texts);
  });
});
