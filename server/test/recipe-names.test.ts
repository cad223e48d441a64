// GET /api/recipe-names?name=…: the recipes already saved under a name, told apart as the import's check does
// (case, accents and surrounding spaces aside), for editors only, with a clear 400 for a malformed query.
import type { SameNameAnswer } from '@simple-recipes/shared-api/types';
import { ApiClient, draft, editorClient, errorOf } from './helpers/client';
import { startServer, type TestServer } from './helpers/server';

jest.setTimeout(60_000);

let server: TestServer;
let editor: ApiClient;
const stubs: Record<string, string> = {};

beforeAll(async () => {
  server = await startServer();
  editor = await editorClient(server);
  stubs.first = await editor.create(draft('Crème Brûlée'));
  stubs.second = await editor.create(draft('creme brulee'));
  stubs.other = await editor.create(draft('Crème Brûlée Tart'));
});

afterAll(async () => {
  await server?.close();
});

const named = (name: string) => `/api/recipe-names?name=${encodeURIComponent(name)}`;

test('an editor gets the recipes of a name, case, accents and surrounding spaces aside, the oldest first', async () => {
  const response = await editor.request('GET', named('  CREME brûlée '));
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('no-store');
  expect((await response.json()) as SameNameAnswer).toEqual({
    recipes: [
      { stub: stubs.first, name: 'Crème Brûlée' },
      { stub: stubs.second, name: 'creme brulee' },
    ],
  });
  // A longer name, a part of one, and a blank one name no recipe.
  expect(await editor.json(named('Crème Brûlée Tart'))).toEqual({
    recipes: [{ stub: stubs.other, name: 'Crème Brûlée Tart' }],
  });
  expect(await editor.json(named('Crème'))).toEqual({ recipes: [] });
  expect(await editor.json(named('   '))).toEqual({ recipes: [] });
});

test('a renamed recipe is found by its new name, not its old one', async () => {
  const stub = await editor.create(draft('Onion Soup'));
  const renamed = await editor.save(draft('French Onion Soup'), { stub });
  expect(renamed.status).toBe(200);
  const now = await renamed.text();
  expect(await editor.json(named('onion soup'))).toEqual({ recipes: [] });
  expect(await editor.json(named('french onion soup'))).toEqual({
    recipes: [{ stub: now, name: 'French Onion Soup' }],
  });
});

test('at most three are told of', async () => {
  for (let count = 0; count < 4; count += 1) await editor.create(draft('Flapjack'));
  const { recipes } = await editor.json<SameNameAnswer>(named('flapjack'));
  expect(recipes.map((recipe) => recipe.stub)).toEqual(['flapjack', 'flapjack-2', 'flapjack-3']);
});

test('a visitor gets 401 and learns nothing', async () => {
  const visitor = new ApiClient(server);
  const response = await visitor.request('GET', named('Crème Brûlée'));
  expect(response.status).toBe(401);
  expect((await errorOf(response)).error).toMatch(/log in/i);
});

test('a missing, repeated or too long name is a clear 400', async () => {
  const cases: Array<[string, RegExp]> = [
    ['/api/recipe-names', /Give the name to look for/],
    ['/api/recipe-names?name=a&name=b', /may be given only once/],
    [named('x'.repeat(201)), /at most 200 characters/],
  ];
  for (const [path, message] of cases) {
    const response = await editor.request('GET', path);
    expect(response.status).toBe(400);
    expect((await errorOf(response)).error).toMatch(message);
  }
  // The longest name a recipe may have is still looked up.
  expect(await editor.json(named('x'.repeat(200)))).toEqual({ recipes: [] });
});

test('a database that cannot answer is a 503, never a 500 or a stack trace', async () => {
  const lookup = jest
    .spyOn(server.store, 'recipesWithFoldedNames')
    .mockRejectedValueOnce(Object.assign(new Error('SQLITE_BUSY: database is locked'), { code: 'SQLITE_BUSY' }));
  const response = await editor.request('GET', named('Crème Brûlée'));
  lookup.mockRestore();
  expect(response.status).toBe(503);
  await errorOf(response);
});
