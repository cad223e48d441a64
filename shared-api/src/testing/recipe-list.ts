// An in-memory `GET /api/recipes` for front-end tests: the sorts, all-of tags, every search word in the name
// (a term under 3 characters is ignored), pages of PAGE_SIZE.
import { PAGE_SIZE, type RecipeSummary } from '../types';
import type { FakeAnswer } from './fake-response';
import type { SentRequest } from './sent-request';

/** A list-shaped recipe named `name`, tagged with `shorthands`; created on day `id` of 2024. */
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
  return Array.from({ length: count }, (_, index) =>
    summary(index + 1, `Recipe ${String(index + 1).padStart(2, '0')}`),
  );
}

/** The page of `all` the server would answer for these query parameters. */
export function listPage(all: RecipeSummary[], params: URLSearchParams): { recipes: RecipeSummary[]; count: number } {
  const sortField = params.get('sortField') ?? 'name';
  const direction = (params.get('sortDir') ?? 'asc').toLowerCase() === 'desc' ? -1 : 1;
  const tags = (params.get('tags') ?? '').split(',').filter(Boolean);
  const term = (params.get('search') ?? '').trim().toLowerCase();
  const words = term.length >= 3 ? term.split(/\s+/) : [];
  const page = Number(params.get('page') ?? '1');

  const matching = all
    .filter((recipe) => tags.every((shorthand) => recipe.tags.some((tag) => tag.shorthand === shorthand)))
    .filter((recipe) => words.every((word) => recipe.name.toLowerCase().includes(word)))
    .sort((a, b) => {
      const order =
        sortField === 'created_at' ? a.created_at.localeCompare(b.created_at) : a.name.localeCompare(b.name);
      return (order || a.id - b.id) * direction;
    });
  return { recipes: matching.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE), count: matching.length };
}

/** `listPage` as a 200 answer to a sent `GET /api/recipes`. */
export function listAnswer(all: RecipeSummary[], request: SentRequest): FakeAnswer {
  return { status: 200, body: listPage(all, request.url.searchParams) };
}
