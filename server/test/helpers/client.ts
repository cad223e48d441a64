// A small HTTP client for the tests: real fetch and FormData against the running server, like the browser's.
import type { Recipe, RecipeListPage, Tag } from '@simple-recipes/shared-api/types';
import { EDITOR, type TestServer } from './server';

export interface DraftParts {
  recipe: Record<string, unknown>;
  ingredients: unknown;
  steps: unknown;
}

/** A valid save request body; override any part. */
export function draft(
  name: string,
  overrides: Partial<DraftParts> & { recipe?: Record<string, unknown> } = {},
): DraftParts {
  return {
    recipe: {
      name,
      serving_count: 4,
      prep_time: 15,
      cooking_time: 30,
      source: 'https://www.example.com/recipes/' + encodeURIComponent(name),
      tags: [],
      ...overrides.recipe,
    },
    ingredients: overrides.ingredients ?? [
      {
        name: 'Main',
        type: 'ingredients',
        ingredients: [
          { ingredient: 'Flour', amount: '200 g', notes: '' },
          { ingredient: 'Water', amount: '100 ml', notes: 'lukewarm' },
        ],
      },
    ],
    steps: overrides.steps ?? [
      {
        name: 'Method',
        type: 'recipes',
        steps: [
          { step: 'Mix everything.', notes: '' },
          { step: 'Bake it.', notes: 'Until golden.' },
        ],
      },
    ],
  };
}

export interface SaveOptions {
  /** Update this stub (create when absent). */
  stub?: string;
  image?: Buffer | null;
  imageType?: string;
  /** Send the X-Requested-With marker (default true). */
  marker?: boolean;
  /** Replace the JSON parts with raw strings (for malformed input). */
  rawParts?: Partial<Record<'recipe' | 'ingredients' | 'steps', string>>;
  /** Leave these parts out. */
  omit?: Array<'recipe' | 'ingredients' | 'steps'>;
  /** More plain-text parts, sent before the JSON parts (e.g. `removeImage`). */
  fields?: Record<string, string>;
}

export class ApiClient {
  cookie: string | null = null;

  constructor(readonly server: TestServer) {}

  async request(
    method: string,
    path: string,
    init: { body?: BodyInit; headers?: Record<string, string>; marker?: boolean; cookie?: string | null } = {},
  ): Promise<Response> {
    const headers: Record<string, string> = { ...init.headers };
    if (init.marker ?? true) headers['x-requested-with'] = 'XMLHttpRequest';
    const cookie = init.cookie === undefined ? this.cookie : init.cookie;
    if (cookie) headers.cookie = cookie;
    return fetch(this.server.url + path, { method, headers, ...(init.body === undefined ? {} : { body: init.body }) });
  }

  async json<T>(path: string): Promise<T> {
    const response = await this.request('GET', path);
    if (!response.ok) throw new Error(`GET ${path} → ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  }

  list(query = ''): Promise<RecipeListPage> {
    return this.json<RecipeListPage>(`/api/recipes${query ? `?${query}` : ''}`);
  }

  recipe(stub: string): Promise<Recipe> {
    return this.json<Recipe>(`/api/recipes/${encodeURIComponent(stub)}`);
  }

  tags(): Promise<Tag[]> {
    return this.json<Tag[]>('/api/tags');
  }

  async login(username = EDITOR.username, password = EDITOR.password): Promise<Response> {
    const response = await this.request('POST', '/api/session', {
      body: JSON.stringify({ username, password }),
      headers: { 'content-type': 'application/json' },
    });
    const sid = response.headers.getSetCookie().find((cookie) => cookie.startsWith('sid='));
    if (response.status === 204 && sid) this.cookie = sid.split(';')[0]!;
    return response;
  }

  async logout(): Promise<Response> {
    return this.request('DELETE', '/api/session');
  }

  save(parts: DraftParts, options: SaveOptions = {}): Promise<Response> {
    const form = new FormData();
    if (options.image) {
      form.append(
        'files',
        new Blob([new Uint8Array(options.image)], { type: options.imageType ?? 'image/jpeg' }),
        'picture.jpg',
      );
    }
    for (const [name, value] of Object.entries(options.fields ?? {})) form.append(name, value);
    for (const name of ['recipe', 'ingredients', 'steps'] as const) {
      if (options.omit?.includes(name)) continue;
      form.append(name, options.rawParts?.[name] ?? JSON.stringify(parts[name]));
    }
    const path = options.stub ? `/api/recipes/${encodeURIComponent(options.stub)}` : '/api/recipes';
    return this.request('POST', path, { body: form, marker: options.marker ?? true });
  }

  /** Creates a recipe and returns its stub (fails the test otherwise). */
  async create(parts: DraftParts, options: Omit<SaveOptions, 'stub'> = {}): Promise<string> {
    const response = await this.save(parts, options);
    const body = await response.text();
    if (response.status !== 201) throw new Error(`create → ${response.status} ${body}`);
    return body;
  }

  remove(stub: string, options: { marker?: boolean } = {}): Promise<Response> {
    return this.request('DELETE', `/api/recipes/${encodeURIComponent(stub)}`, { marker: options.marker ?? true });
  }
}

export async function editorClient(server: TestServer): Promise<ApiClient> {
  const client = new ApiClient(server);
  const response = await client.login();
  if (response.status !== 204) throw new Error(`login → ${response.status} ${await response.text()}`);
  return client;
}

/** Reads an error answer and checks it is the API's JSON error shape. */
export async function errorOf(response: Response): Promise<{ error: string; errors?: Record<string, string> }> {
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  const body = (await response.json()) as { error: string; errors?: Record<string, string> };
  expect(typeof body.error).toBe('string');
  expect(JSON.stringify(body)).not.toMatch(/\n\s+at |node_modules|\.ts:\d+/);
  return body;
}
