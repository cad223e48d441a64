// A tiny in-memory `GET /api/recipes` for hook tests: name order, all-of tags, word search in the name, pages of 15.
import { PAGE_SIZE, type RecipeSummary } from '../types';
import type { FakeAnswer, SentRequest } from './fake-fetch';

export function summary(id: number, name: string, shorthands: string[] = []): RecipeSummary {
  return {
    id,
    name,
    stub: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    serving_count: 2,
    prep_time: 10,
    cooking_time: 20,
    imageUrl: null,
    thumbnailUrl: null,
    emptyImageUrl: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=',
    tags: shorthands.map((shorthand, index) => ({ id: index + 1, tag: shorthand, shorthand })),
    created_at: new Date(Date.UTC(2024, 0, id)).toISOString(),
  };
}

/** `count` recipes named "Recipe 01" … in name order. */
export function manyRecipes(count: number): RecipeSummary[] {
  return Array.from({ length: count }, (_, index) => summary(index + 1, `Recipe ${String(index + 1).padStart(2, '0')}`));
}

export function listAnswer(all: RecipeSummary[], request: SentRequest): FakeAnswer {
  const params = request.url.searchParams;
  const tags = (params.get('tags') ?? '').split(',').filter(Boolean);
  const words = (params.get('search') ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  const page = Number(params.get('page') ?? '1');
  const matching = all
    .filter((recipe) => tags.every((shorthand) => recipe.tags.some((tag) => tag.shorthand === shorthand)))
    .filter((recipe) => words.every((word) => recipe.name.toLowerCase().includes(word)))
    .sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
  if (params.get('sortDir') === 'desc') matching.reverse();
  return {
    status: 200,
    body: { recipes: matching.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE), count: matching.length },
  };
}
