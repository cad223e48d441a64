import build from 'fast-json-stringify';
import { cardWeight } from '../db/recipe-reads';
import type { StoredRecipeSummary } from '../db/store';
import { recipeListSchema } from '../schemas';
import { cardJson, listAnswerPieces } from './list-json';

const listAnswerJson = (answer: Parameters<typeof listAnswerPieces>[0]) => listAnswerPieces(answer).join('');
import { NEUTRAL_PLACEHOLDER, toRecipeSummary } from './to-api';

const summary = (id: number, name: string, withImage: boolean): StoredRecipeSummary => ({
  id,
  name,
  stub: `recipe-${id}`,
  serving_count: id % 7,
  prep_time: 15 * id,
  cooking_time: 0,
  image: withImage
    ? {
        original: `${id}a.jpg`,
        page: `${id}b.webp`,
        thumbnail: `${id}c.webp`,
        placeholder: 'data:image/webp;base64,UklGRkwAAABXRUJQ+/=',
      }
    : null,
  tags: id % 2 ? [{ id: 3, tag: 'Main "Course"', shorthand: 'MAIN' }] : [],
  created_at: new Date(Date.UTC(2024, 0, id)).toISOString(),
});

const names = [
  'Plain Pancakes',
  'Mum\'s "best" pie',
  'Back\\slash and tab\there',
  'Line\nbreak',
  'Crème brûlée — ½ batch 🍮',
  'Lone surrogate \ud800 left in',
  'A name long enough to take the serializer past its short-string path, with a "quote" near its end',
];

/** What the route's schema serializes a whole answer to (Fastify compiles response schemas with fast-json-stringify). */
const serializedBySchema = build({ ...recipeListSchema, required: [...recipeListSchema.required] });

describe('listAnswerPieces', () => {
  it('writes the bytes the route schema would serialize, for every kind of name and card', () => {
    const rows = names.map((name, index) => summary(index + 1, name, index % 3 !== 0));
    const answer = { cards: rows.map(cardJson), count: 123_456 };
    const expected = serializedBySchema({ recipes: rows.map(toRecipeSummary), count: answer.count });

    expect(listAnswerJson(answer)).toBe(expected);
    const parsed = JSON.parse(expected) as { recipes: Array<{ name: string; emptyImageUrl: string }> };
    expect(parsed.recipes.map((card) => card.name)).toEqual(names);
    expect(parsed.recipes[0]!.emptyImageUrl).toBe(NEUTRAL_PLACEHOLDER);
  });

  it('writes an empty page with its count', () => {
    const answer = { cards: [], count: 0 };
    expect(listAnswerJson(answer)).toBe(serializedBySchema({ recipes: [], count: 0 }));
  });
});

describe('cardWeight', () => {
  // The card cache's budget bounds memory only if a card's weight counts what V8 keeps of its text.
  it('counts a byte a character for Latin-1 text and two for text beyond it, plus the slot around it', () => {
    const latin = cardJson(summary(8, 'Crème brûlée with chives', true));
    const beyond = cardJson(summary(9, 'Crème brûlée — ½ batch 🍮', true));
    expect(cardWeight(latin)).toBeGreaterThanOrEqual(latin.length);
    expect(cardWeight(latin)).toBeLessThan(latin.length + 200);
    expect(cardWeight(beyond)).toBeGreaterThanOrEqual(2 * beyond.length);
    expect(cardWeight(beyond)).toBeLessThan(2 * beyond.length + 200);
  });
});
