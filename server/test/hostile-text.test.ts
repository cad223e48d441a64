// Text no database should see: NUL bytes and other control characters anywhere a client can put text get a
// clear 4xx (or are treated as plain text), never a 500 — on SQLite and PostgreSQL alike.
import { ApiClient, draft, editorClient, errorOf } from './helpers/client';
import { startServer, type TestServer } from './helpers/server';

jest.setTimeout(60_000);

let server: TestServer;
let editor: ApiClient;
let visitor: ApiClient;
let stub: string;

beforeAll(async () => {
  server = await startServer();
  editor = await editorClient(server);
  visitor = new ApiClient(server);
  stub = await editor.create(draft('Plain Porridge'));
});

afterAll(async () => {
  await server?.close();
});

describe('NUL bytes', () => {
  it('in recipe text → 422 at that field, nothing stored', async () => {
    const parts = draft('Nul\u0000Pie');
    (parts.steps as Array<{ steps: Array<{ notes: string }> }>)[0]!.steps[1]!.notes = 'bad\u0000note';
    const response = await editor.save(parts);
    expect(response.status).toBe(422);
    const body = await errorOf(response);
    expect(body.errors?.['recipe.name']).toMatch(/not allowed/);
    expect(body.errors?.['steps[0].steps[1].notes']).toMatch(/not allowed/);
    expect((await visitor.list()).count).toBe(1);
  });

  it('in a list query → treated as a separator, never an error', async () => {
    for (const query of ['search=%00%00%00', 'search=porr%00idge', 'tags=VEG%00', 'search=%01%02%03abc']) {
      const response = await visitor.request('GET', `/api/recipes?${query}`);
      expect(response.status).toBe(200);
    }
    expect((await visitor.list('search=porr%00')).count).toBe(1);
  });

  it('in a stub → 404 (400 for bytes that are not UTF-8)', async () => {
    for (const [path, status] of [
      [`/api/recipes/${stub}%00`, 404],
      ['/api/recipes/%00', 404],
      ['/api/recipes/%C0%80', 400],
    ] as const) {
      const get = await visitor.request('GET', path);
      expect(get.status).toBe(status);
      await errorOf(get);
      const remove = await editor.request('DELETE', path);
      expect([400, 404]).toContain(remove.status);
      await errorOf(remove);
    }
    expect((await visitor.recipe(stub)).name).toBe('Plain Porridge');
  });

  it('in a username → 400 or 401, never 500', async () => {
    const response = await new ApiClient(server).login('edi\u0000tor', 'whatever');
    expect([400, 401]).toContain(response.status);
    await errorOf(response);
  });
});

describe('odd numbers', () => {
  it.each([[2 ** 31], [Number.MAX_SAFE_INTEGER], [1e300]])('a tag id of %d → 422 on recipe.tags', async (id) => {
    const response = await editor.save(draft('Big Tag Pie', { recipe: { tags: [id] } }));
    expect(response.status).toBe(422);
    expect(Object.keys((await errorOf(response)).errors ?? {})).toEqual([expect.stringMatching(/^recipe\.tags/)]);
  });
});

describe('other odd text', () => {
  it('stores emoji, right-to-left text and combining marks as sent', async () => {
    const name = 'Ful medames 🍲 فول مدمس e\u0301';
    const created = await editor.create(draft(name));
    expect((await visitor.recipe(created)).name).toBe(name);
  });

  it('treats a lone surrogate as text, not a crash', async () => {
    const recipe = { ...draft('x').recipe, name: 'Broken \ud800 Surrogate' };
    const response = await editor.save(draft('x'), { rawParts: { recipe: JSON.stringify(recipe) } });
    expect([201, 422]).toContain(response.status);
  });
});
