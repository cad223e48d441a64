// The catalog's server in tests: the kit's fake network answering `GET /api/recipes` from an in-memory list and
// `GET /api/tags`, with switches for the failures and delays the catalog must handle.
import { installFakeNetwork, listPage, type FakeAnswer, type FakeNetwork } from '@simple-recipes/shared-api/testing';
import type { RecipeSummary, Tag } from '@simple-recipes/shared-api';
import { TAGS, makeRecipes } from './fixtures';

type Override = (url: URL) => FakeAnswer | undefined;

export interface FakeApi {
  network: FakeNetwork;
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
  /** Answer some list requests differently (return undefined for the normal answer). */
  override(handler: Override): void;
}

const SERVER_ERROR: FakeAnswer = { status: 500, body: { error: 'The server had a problem.' } };

export function installFakeApi(options: { recipes?: RecipeSummary[]; tags?: Tag[] } = {}): FakeApi {
  const network = installFakeNetwork();
  let listFailures = 0;
  let tagFailures = 0;
  let override: Override | null = null;
  const api: FakeApi = {
    network,
    recipes: options.recipes ?? makeRecipes(27),
    tags: options.tags ?? TAGS,
    listRequests: () => network.sent('GET', '/api/recipes').map((request) => request.url.searchParams),
    failList: (n = 1) => {
      listFailures = n;
    },
    failTags: (n = 1) => {
      tagFailures = n;
    },
    hold: () => network.hold(),
    override: (handler) => {
      override = handler;
    },
  };
  network.on('GET', '/api/tags', () => {
    if (tagFailures === 0) return { status: 200, body: api.tags };
    tagFailures -= 1;
    return SERVER_ERROR;
  });
  network.on('GET', '/api/recipes', (request) => {
    const custom = override?.(request.url);
    if (custom) return custom;
    if (listFailures === 0) return { status: 200, body: listPage(api.recipes, request.url.searchParams) };
    listFailures -= 1;
    return SERVER_ERROR;
  });
  return api;
}
