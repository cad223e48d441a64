// Parses and checks the query of `GET /api/recipes` (docs/design.md §3), with a clear 400 for anything off.
import {
  SEARCH_MAX_LENGTH,
  SEARCH_MIN_LENGTH,
  type RecipeListQuery,
  type SortDir,
  type SortField,
} from '@simple-recipes/shared-api/types';
import { Refusal } from '../refusal';
import { controlCharactersToSpaces } from './control-characters';

const SORT_FIELDS: readonly SortField[] = ['name', 'created_at'];
const SORT_DIRS: readonly SortDir[] = ['asc', 'desc'];
export const TAGS_MAX = 50;
const KNOWN = ['sortField', 'sortDir', 'tags', 'search', 'page'] as const;

type RawQuery = Record<string, string | string[] | undefined>;

function single(query: RawQuery, name: string): string | undefined {
  const value = query[name];
  if (Array.isArray(value)) throw new Refusal('malformed', `The parameter "${name}" may be given only once.`);
  return value;
}

export function parseListQuery(query: RawQuery): RecipeListQuery {
  for (const name of KNOWN) single(query, name);

  const sortField = single(query, 'sortField') ?? 'name';
  if (!SORT_FIELDS.includes(sortField as SortField)) {
    throw new Refusal('malformed', 'sortField must be "name" or "created_at".');
  }
  const sortDir = (single(query, 'sortDir') ?? 'asc').toLowerCase();
  if (!SORT_DIRS.includes(sortDir as SortDir)) {
    throw new Refusal('malformed', 'sortDir must be "asc" or "desc".');
  }
  const pageText = single(query, 'page') ?? '1';
  const page = /^\d{1,9}$/.test(pageText) ? Number(pageText) : 0;
  if (page < 1) throw new Refusal('malformed', 'page must be a whole number of at least 1.');

  const tags = controlCharactersToSpaces(single(query, 'tags') ?? '')
    .split(',')
    .map((tag) => tag.trim())
    .filter((tag) => tag.length > 0);
  if (tags.length > TAGS_MAX) throw new Refusal('malformed', `tags may list at most ${TAGS_MAX} shorthands.`);
  const searchText = controlCharactersToSpaces(single(query, 'search') ?? '').trim();
  if (searchText.length > SEARCH_MAX_LENGTH) {
    throw new Refusal('malformed', `search may be at most ${SEARCH_MAX_LENGTH} characters.`);
  }
  const search = searchText.length < SEARCH_MIN_LENGTH ? '' : searchText;

  return { sortField: sortField as SortField, sortDir: sortDir as SortDir, tags, search, page };
}
