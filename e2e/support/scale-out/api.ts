// A small API client over fetch for talking to each process (and nginx) by address, as the browser would:
// the X-Requested-With marker on writes, the session cookie carried by hand.
import { request as httpRequest } from 'node:http';
import { EDITOR } from '../site';

const MARKER = { 'x-requested-with': 'XMLHttpRequest' };

export interface RecipeParts {
  recipe: {
    name: string;
    serving_count: number;
    prep_time: number;
    cooking_time: number;
    source: string;
    tags: number[];
  };
  ingredients: Array<{
    name: string;
    type: 'ingredients';
    ingredients: Array<{ ingredient: string; amount: string; notes: string }>;
  }>;
  steps: Array<{ name: string; type: 'recipes'; steps: Array<{ step: string; notes: string }> }>;
}

export interface StoredRecipe {
  id: number;
  name: string;
  stub: string;
  serving_count: number;
  prep_time: number;
  cooking_time: number;
  source: string | null;
  imageUrl: string | null;
  thumbnailUrl: string | null;
  updated_at: string;
  ingredients_sections: Array<{
    name: string;
    ingredients: Array<{ ingredient: string; amount: string; notes: string }>;
  }>;
  recipe_sections: Array<{ name: string; steps: Array<{ step: string; notes: string }> }>;
}

/** A valid recipe whose every field says which save it came from (`version`), so a mixed-up one shows. */
export function recipeParts(name: string, version = 1): RecipeParts {
  return {
    recipe: {
      name,
      serving_count: version,
      prep_time: 10 + version,
      cooking_time: 20 + version,
      source: `https://www.example.com/${encodeURIComponent(name)}/${version}`,
      tags: [],
    },
    ingredients: Array.from({ length: 1 + (version % 3) }, (_, s) => ({
      name: `Part ${s + 1} (v${version})`,
      type: 'ingredients' as const,
      ingredients: Array.from({ length: 1 + ((version + s) % 4) }, (_, i) => ({
        ingredient: `Ingredient ${s}.${i} of ${name} v${version}`,
        amount: `${(version * 7 + i) % 500} g`,
        notes: i % 2 ? `note v${version}` : '',
      })),
    })),
    steps: Array.from({ length: 1 + ((version + 1) % 3) }, (_, s) => ({
      name: `Stage ${s + 1} (v${version})`,
      type: 'recipes' as const,
      steps: Array.from({ length: 1 + ((version + s) % 3) }, (_, i) => ({
        step: `Do ${s}.${i} (v${version}).`,
        notes: '',
      })),
    })),
  };
}

/** What a save sent, in a form a stored recipe can be compared with. */
export function contentOfParts(parts: RecipeParts) {
  const { name, serving_count, prep_time, cooking_time, source } = parts.recipe;
  return {
    name,
    serving_count,
    prep_time,
    cooking_time,
    source: source || null,
    ingredients: parts.ingredients.map((section) => ({
      name: section.name,
      items: section.ingredients.map((item) => [item.ingredient, item.amount, item.notes]),
    })),
    steps: parts.steps.map((section) => ({
      name: section.name,
      items: section.steps.map((item) => [item.step, item.notes]),
    })),
  };
}

export function contentOfRecipe(recipe: StoredRecipe) {
  return {
    name: recipe.name,
    serving_count: recipe.serving_count,
    prep_time: recipe.prep_time,
    cooking_time: recipe.cooking_time,
    source: recipe.source || null,
    ingredients: recipe.ingredients_sections.map((section) => ({
      name: section.name,
      items: section.ingredients.map((item) => [item.ingredient, item.amount, item.notes]),
    })),
    steps: recipe.recipe_sections.map((section) => ({
      name: section.name,
      items: section.steps.map((item) => [item.step, item.notes]),
    })),
  };
}

export class Api {
  cookie: string | null = null;

  constructor(readonly base: string) {}

  /** The same client (and session) talking to another address. */
  at(base: string): Api {
    const other = new Api(base);
    other.cookie = this.cookie;
    return other;
  }

  fetch(
    path: string,
    init: { method?: string; body?: BodyInit; headers?: Record<string, string> } = {},
  ): Promise<Response> {
    const method = init.method ?? 'GET';
    const headers: Record<string, string> = { ...(method === 'GET' ? {} : MARKER), ...init.headers };
    if (this.cookie) headers.cookie = this.cookie;
    return fetch(this.base + path, { method, headers, ...(init.body === undefined ? {} : { body: init.body }) });
  }

  async json<T>(path: string): Promise<T> {
    const response = await this.fetch(path);
    if (!response.ok) throw new Error(`GET ${this.base}${path} → ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  }

  /** Logs in; keeps the session cookie when it worked. */
  async login(
    credentials: { username: string; password: string } = EDITOR,
    headers: Record<string, string> = {},
  ): Promise<{ status: number; setCookie: string | null; body: string }> {
    const response = await this.fetch('/api/session', {
      method: 'POST',
      body: JSON.stringify(credentials),
      headers: { 'content-type': 'application/json', ...headers },
    });
    const setCookie = response.headers.getSetCookie().find((cookie) => cookie.startsWith('sid=')) ?? null;
    if (response.status === 204 && setCookie) this.cookie = setCookie.split(';')[0]!;
    return { status: response.status, setCookie, body: await response.text() };
  }

  async isEditor(): Promise<boolean> {
    return (await this.json<{ status: boolean }>('/api/users')).status;
  }

  save(parts: RecipeParts, options: { stub?: string; image?: Buffer } = {}): Promise<Response> {
    const form = new FormData();
    if (options.image)
      form.append('files', new Blob([new Uint8Array(options.image)], { type: 'image/png' }), 'picture.png');
    form.append('recipe', JSON.stringify(parts.recipe));
    form.append('ingredients', JSON.stringify(parts.ingredients));
    form.append('steps', JSON.stringify(parts.steps));
    return this.fetch(options.stub ? `/api/recipes/${options.stub}` : '/api/recipes', { method: 'POST', body: form });
  }

  /** Creates the recipe; returns its stub (throws on any other answer than 201). */
  async create(parts: RecipeParts, image?: Buffer): Promise<string> {
    const response = await this.save(parts, image ? { image } : {});
    const body = await response.text();
    if (response.status !== 201) throw new Error(`create on ${this.base} → ${response.status} ${body}`);
    return body;
  }

  recipe(stub: string): Promise<StoredRecipe> {
    return this.json<StoredRecipe>(`/api/recipes/${stub}`);
  }

  list(
    query = 'sortField=created_at&page=1',
  ): Promise<{ recipes: Array<{ stub: string; name: string }>; count: number }> {
    return this.json(`/api/recipes?${query}`);
  }
}

/** A GET whose body arrives exactly as sent (fetch would undo any Content-Encoding). */
export function rawGet(url: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>(
    (resolve, reject) => {
      const request = httpRequest(url, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
        );
        response.on('error', reject);
      });
      request.on('error', reject);
      request.end();
    },
  );
}
