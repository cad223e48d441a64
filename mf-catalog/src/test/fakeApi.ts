// The API at the network boundary: `fetch` is replaced, so the real shared-api client and hooks run in tests.
// It answers like the server (docs/design.md §3) from an in-memory list, and records every request.
import { PAGE_SIZE, type RecipeSummary, type Tag } from '@simple-recipes/shared-api';
import { TAGS, makeRecipes } from './fixtures';

type Handler = (url: URL) => FakeResponse | undefined;

export interface FakeApi {
  recipes: RecipeSummary[];
  tags: Tag[];
  /** Query parameters of every `GET /api/recipes`, in order. */
  listRequests(): URLSearchParams[];
  /** Answer the next `n` list requests with a 500. */
  failList(n?: number): void;
  /** Answer the next `n` tag requests with a 500. */
  failTags(n?: number): void;
  /** Hold every answer until the returned function is called (to see loading states). */
  hold(): () => void;
  /** Answer some requests differently (return undefined to fall through to the normal answer). */
  override(handler: Handler): void;
}

export interface FakeResponse {
  ok: boolean;
  status: number;
  statusText: string;
  headers: { get(name: string): string | null; has(name: string): boolean };
  json(): Promise<unknown>;
  text(): Promise<string>;
  clone(): FakeResponse;
}

export function jsonResponse(status: number, body: unknown): FakeResponse {
  const text = JSON.stringify(body);
  const headers = new Map([['content-type', 'application/json; charset=utf-8']]);
  const response: FakeResponse = {
    ok: status >= 200 && status < 300,
    status,
    statusText: String(status),
    headers: { get: (name) => headers.get(name.toLowerCase()) ?? null, has: (name) => headers.has(name.toLowerCase()) },
    json: async () => JSON.parse(text) as unknown,
    text: async () => text,
    clone: () => jsonResponse(status, body),
  };
  return response;
}

export function installFakeApi(options: { recipes?: RecipeSummary[]; tags?: Tag[] } = {}): FakeApi {
  const recipeRequests: URLSearchParams[] = [];
  let listFailures = 0;
  let tagFailures = 0;
  let gate: Promise<void> | null = null;
  let override: Handler | null = null;

  const api: FakeApi = {
    recipes: options.recipes ?? makeRecipes(27),
    tags: options.tags ?? TAGS,
    listRequests: () => [...recipeRequests],
    failList: (n = 1) => {
      listFailures = n;
    },
    failTags: (n = 1) => {
      tagFailures = n;
    },
    hold: () => {
      let release = () => {};
      gate = new Promise<void>((resolve) => {
        release = () => {
          gate = null;
          resolve();
        };
      });
      return release;
    },
    override: (handler) => {
      override = handler;
    },
  };

  const answer = (url: URL): FakeResponse => {
    const custom = override?.(url);
    if (custom) return custom;
    if (url.pathname === '/api/tags') {
      if (tagFailures > 0) {
        tagFailures -= 1;
        return jsonResponse(500, { error: 'The server had a problem.' });
      }
      return jsonResponse(200, api.tags);
    }
    if (url.pathname === '/api/recipes') {
      if (listFailures > 0) {
        listFailures -= 1;
        return jsonResponse(500, { error: 'The server had a problem.' });
      }
      return jsonResponse(200, listPage(api.recipes, url.searchParams));
    }
    return jsonResponse(404, { error: 'Not found.' });
  };

  global.fetch = jest.fn(async (input: string | URL | { url: string }) => {
    const raw = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const url = new URL(raw, 'http://localhost');
    if (url.pathname === '/api/recipes') recipeRequests.push(url.searchParams);
    if (gate) await gate;
    return answer(url);
  }) as unknown as typeof fetch;

  return api;
}

/** `GET /api/recipes` over an in-memory list: all tags must match, every search word must occur in the name. */
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
      const order = sortField === 'created_at' ? a.created_at.localeCompare(b.created_at) : a.name.localeCompare(b.name);
      return (order || a.id - b.id) * direction;
    });
  return { recipes: matching.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE), count: matching.length };
}
