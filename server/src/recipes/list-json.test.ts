import build from 'fast-json-stringify';
import { summaryWeight } from '../db/recipe-reads';
import type { StoredRecipeSummary } from '../db/store';
import { recipeListSchema } from '../schemas';
import { listAnswerPieces, summaryJson } from './list-json';

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
    const answer = { rows, count: 123_456 };
    const expected = serializedBySchema({ recipes: rows.map(toRecipeSummary), count: answer.count });

    expect(listAnswerJson(answer)).toBe(expected);
    // Asked again (the cards' JSON now kept), the same bytes.
    expect(listAnswerJson(answer)).toBe(expected);
    const parsed = JSON.parse(expected) as { recipes: Array<{ name: string; emptyImageUrl: string }> };
    expect(parsed.recipes.map((card) => card.name)).toEqual(names);
    expect(parsed.recipes[0]!.emptyImageUrl).toBe(NEUTRAL_PLACEHOLDER);
  });

  it('writes an empty page with its count', () => {
    const answer = { rows: [], count: 0 };
    expect(listAnswerJson(answer)).toBe(serializedBySchema({ recipes: [], count: 0 }));
  });
});

describe('summaryWeight', () => {
  // The summary cache's budget bounds memory only if a summary's weight counts the card JSON kept beside it.
  it.each([
    ['with a picture', true],
    ['without one (the neutral placeholder)', false],
  ])('counts the card JSON kept beside a summary %s', (_, withImage) => {
    const row = summary(8, 'Twice-baked potatoes with chives', withImage);
    const image = row.image;
    const summaryChars =
      row.name.length +
      row.stub.length +
      row.created_at.length +
      (image ? image.original.length + image.page.length + image.thumbnail.length + image.placeholder.length : 0);
    const cardChars = summaryJson(row).length;
    expect(summaryWeight(row)).toBeGreaterThanOrEqual(summaryChars + cardChars);
    // An estimate, not a multiple of it: within the objects' own few hundred bytes.
    expect(summaryWeight(row)).toBeLessThan(summaryChars + cardChars + 600);
  });
});
