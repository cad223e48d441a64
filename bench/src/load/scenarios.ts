// What the load generator asks for, one scenario at a time. Each scenario draws its requests from a seeded
// random stream (the same sequence every run), so deep pages, words and stubs vary as real traffic does.
import { PAGE_SIZE } from '@simple-recipes/shared-api/types';
import { seededRandom, type Random } from '../dataset/generate';
import { DISHES, INGREDIENTS, MAINS, PANTRY } from '../dataset/vocabulary';
import type { SeededData } from '../dataset/seed';

export type ScenarioGroup = 'floor' | 'list' | 'search' | 'search-unseen' | 'recipe' | 'save' | 'mixed';

export interface BenchRequest {
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: Buffer;
}

export interface Scenario {
  id: string;
  group: ScenarioGroup;
  /** What it asks, in words, for the report. */
  description: string;
  /** Concurrent connections, when not the run's setting. */
  connections?: number;
  /** Measured seconds at least (for requests that each take a large part of a second). */
  minSeconds?: number;
  next(): BenchRequest;
}

export const COMMON_WORDS = ['garlic', 'onion', 'butter', 'chicken', 'tomato', 'lemon', 'salt', 'sugar'];
export const RARE_WORDS = [
  'yuzu',
  'sansho',
  'kokum',
  'galangal',
  'verjuice',
  'salsify',
  'samphire',
  'kohlrabi',
  'sumac',
  'asafoetida',
];
export const PREFIXES = ['gar', 'chi', 'tom', 'sal', 'cre', 'pep', 'bro', 'cho', 'swe', 'pot'];
export const WORD_COMBINATIONS = [
  'garlic lemon',
  'chicken rice',
  'tomato basil',
  'creme fraiche',
  'sweet potato curry',
  'smoky bean',
];
export const NO_MATCH_WORDS = ['zzqxv', 'xylophone', 'qwertyuiop'];

/** Every word of the recipes' vocabulary (folded), for searches nobody made before. */
export const ALL_WORDS = [
  ...new Set(
    [...INGREDIENTS, ...PANTRY, ...MAINS, ...DISHES]
      .flatMap((text) =>
        text
          .normalize('NFKD')
          .replace(/\p{M}/gu, '')
          .toLowerCase()
          .split(/[^a-z]+/),
      )
      .filter((word) => word.length >= 3),
  ),
];

const SORTS = [
  ['name', 'asc'],
  ['name', 'desc'],
  ['created_at', 'desc'],
  ['created_at', 'asc'],
] as const;

export const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
const get = (path: string): BenchRequest => ({ method: 'GET', path });

function listPath(params: { sort?: readonly [string, string]; tags?: string; search?: string; page?: number }): string {
  const [sortField, sortDir] = params.sort ?? SORTS[0];
  const query = new URLSearchParams({ sortField, sortDir });
  if (params.tags) query.set('tags', params.tags);
  if (params.search) query.set('search', params.search);
  query.set('page', String(params.page ?? 1));
  return `/api/recipes?${query}`;
}

export function scenario(
  id: string,
  group: ScenarioGroup,
  description: string,
  next: (random: Random) => BenchRequest,
  seed = id.length,
): Scenario {
  const random = seededRandom(seed * 7919 + id.charCodeAt(0));
  return { id, group, description, next: () => next(random) };
}

/** The tag shorthands from the most to the least used. */
function tagsByUse(data: SeededData): string[] {
  return Object.entries(data.tagCounts)
    .sort(([, a], [, b]) => b - a)
    .map(([shorthand]) => shorthand);
}

export function readScenarios(data: SeededData): Scenario[] {
  const pages = Math.max(1, Math.ceil(data.recipes / PAGE_SIZE));
  const byUse = tagsByUse(data);
  const [common = 'MAIN', second = 'VEG', third = 'QCK'] = byUse;
  const rare = byUse[byUse.length - 1] ?? 'HOT';
  const pageOf = (shorthand: string, random: Random) =>
    1 + Math.floor(random() * Math.max(1, Math.ceil((data.tagCounts[shorthand] ?? 0) / PAGE_SIZE)));
  return [
    scenario('floor', 'floor', 'GET /api/tags (the floor: the cheapest JSON the API serves)', () => get('/api/tags')),
    scenario('list-name-asc', 'list', 'first page, name A–Z (the home page)', () => get(listPath({}))),
    scenario('list-name-desc', 'list', 'first page, name Z–A', () => get(listPath({ sort: SORTS[1] }))),
    scenario('list-newest', 'list', 'first page, newest first', () => get(listPath({ sort: SORTS[2] }))),
    scenario('list-oldest', 'list', 'first page, oldest first', () => get(listPath({ sort: SORTS[3] }))),
    scenario('list-load-more', 'list', 'pages 2–20 ("Load More"), any sort', (random) =>
      get(listPath({ sort: pick(random, SORTS), page: 2 + Math.floor(random() * 19) })),
    ),
    scenario('list-deep', 'list', `any page 1–${pages}, any sort (deep pages)`, (random) =>
      get(listPath({ sort: pick(random, SORTS), page: 1 + Math.floor(random() * pages) })),
    ),
    scenario('list-last', 'list', `the last page (${pages}), name A–Z`, () => get(listPath({ page: pages }))),
    scenario('tag-common', 'list', `tag ${common} (${data.tagCounts[common]} recipes), pages 1–3, any sort`, (random) =>
      get(listPath({ sort: pick(random, SORTS), tags: common, page: 1 + Math.floor(random() * 3) })),
    ),
    scenario('tag-rare', 'list', `tag ${rare} (${data.tagCounts[rare]} recipes), first page`, (random) =>
      get(listPath({ sort: pick(random, SORTS), tags: rare })),
    ),
    scenario('tag-pair', 'list', `tags ${common},${second} (all of them), first page`, (random) =>
      get(listPath({ sort: pick(random, SORTS), tags: `${common},${second}` })),
    ),
    scenario('tag-triple', 'list', `tags ${second},${third},${rare}, first page`, (random) =>
      get(listPath({ sort: pick(random, SORTS), tags: `${second},${third},${rare}` })),
    ),
    scenario('tag-deep', 'list', `tag ${second}, any of its pages`, (random) =>
      get(listPath({ sort: pick(random, SORTS), tags: second, page: pageOf(second, random) })),
    ),
    scenario('search-common', 'search', `a common word (${COMMON_WORDS.join(', ')}), first page, any sort`, (random) =>
      get(listPath({ sort: pick(random, SORTS), search: pick(random, COMMON_WORDS) })),
    ),
    scenario('search-rare', 'search', `a rare word (${RARE_WORDS.slice(0, 4).join(', ')} …)`, (random) =>
      get(listPath({ search: pick(random, RARE_WORDS) })),
    ),
    scenario('search-prefix', 'search', `a 3-letter prefix (${PREFIXES.join(', ')})`, (random) =>
      get(listPath({ sort: pick(random, SORTS), search: pick(random, PREFIXES) })),
    ),
    scenario(
      'search-words',
      'search',
      `several words (${WORD_COMBINATIONS.slice(0, 3)
        .map((w) => `"${w}"`)
        .join(', ')} …)`,
      (random) => get(listPath({ sort: pick(random, SORTS), search: pick(random, WORD_COMBINATIONS) })),
    ),
    scenario('search-tag', 'search', `a common word and tag ${second}`, (random) =>
      get(listPath({ sort: pick(random, SORTS), search: pick(random, COMMON_WORDS), tags: second })),
    ),
    scenario('search-deep', 'search', 'a common word, pages 2–50', (random) =>
      get(
        listPath({
          sort: pick(random, SORTS),
          search: pick(random, COMMON_WORDS),
          page: 2 + Math.floor(random() * 49),
        }),
      ),
    ),
    scenario('search-none', 'search', 'words nothing matches', (random) =>
      get(listPath({ search: pick(random, NO_MATCH_WORDS) })),
    ),
    scenario(
      'search-unseen',
      'search-unseen',
      `two words of ${ALL_WORDS.length} drawn at random (~${Math.round((ALL_WORDS.length ** 2 * 2) / 1000)}k different searches: nearly all are cache misses)`,
      (random) =>
        get(listPath({ sort: pick(random, SORTS), search: `${pick(random, ALL_WORDS)} ${pick(random, ALL_WORDS)}` })),
    ),
    {
      ...scenario(
        'search-unseen-1',
        'search-unseen',
        'the same, one connection: a cache miss without queueing',
        (random) =>
          get(listPath({ sort: pick(random, SORTS), search: `${pick(random, ALL_WORDS)} ${pick(random, ALL_WORDS)}` })),
      ),
      connections: 1,
    },
    scenario('recipe', 'recipe', 'GET /api/recipes/:stub, any recipe', (random) =>
      get(`/api/recipes/${encodeURIComponent(data.stubs.at(Math.floor(random() * data.stubs.length)))}`),
    ),
  ];
}

/** Every given scenario in turn (warming the server up before the measured runs). */
export function warmUpMix(scenarios: Scenario[]): Scenario {
  let turn = 0;
  return {
    id: 'warm-up',
    group: 'floor',
    description: 'every read scenario in turn',
    next: () => (scenarios[turn++ % scenarios.length] as Scenario).next(),
  };
}
