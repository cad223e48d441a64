// POST /api/tags (docs/design.md §3): an editor adds a tag; every refusal (400, 401, 403, 409, 422) says why in a
// sentence and adds nothing; two creates of one name at once give one tag.
import type { Tag } from '@simple-recipes/shared-api/types';
import { ApiClient, draft, editorClient, errorOf } from './helpers/client';
import { startServer, type TestServer } from './helpers/server';

jest.setTimeout(60_000);

let server: TestServer;
let editor: ApiClient;
let visitor: ApiClient;

beforeAll(async () => {
  server = await startServer();
  await server.store.ensureTags([
    { tag: 'Vegan', shorthand: 'VGN' },
    { tag: 'Crème Brûlée', shorthand: 'CB' },
  ]);
  editor = await editorClient(server);
  visitor = new ApiClient(server);
});

afterAll(async () => {
  await server?.close();
});

function postTag(client: ApiClient, body: unknown, options: { marker?: boolean; raw?: string } = {}) {
  return client.request('POST', '/api/tags', {
    body: options.raw ?? JSON.stringify(body),
    headers: { 'content-type': 'application/json' },
    marker: options.marker ?? true,
  });
}

async function expectRefused(
  write: () => Promise<Response>,
  status: number,
): Promise<{ error: string; errors?: Record<string, string> }> {
  const before = await visitor.tags();
  const response = await write();
  expect(response.status).toBe(status);
  const body = await errorOf(response);
  expect(body.error).toMatch(/\.$/);
  expect(await visitor.tags()).toEqual(before);
  return body;
}

describe('an editor creates a tag', () => {
  it('answers 201 with the tag, trimmed and its shorthand upper-cased, listed at once', async () => {
    await visitor.tags(); // read once before, as a page would have
    const response = await postTag(editor, { tag: '  Weeknight ', shorthand: 'wkn' });
    expect(response.status).toBe(201);
    const created = (await response.json()) as Tag;
    expect(created).toEqual({ id: expect.any(Number), tag: 'Weeknight', shorthand: 'WKN' });
    expect((await visitor.tags()).map((tag) => tag.tag)).toEqual(['Crème Brûlée', 'Vegan', 'Weeknight']);
  });

  it('can be given to a recipe and filtered by at once', async () => {
    const created = (await (await postTag(editor, { tag: 'Picnic', shorthand: 'PIC' })).json()) as Tag;
    // The list's tag dictionary was read before the tag existed.
    expect((await visitor.list('tags=PIC')).count).toBe(0);
    const stub = await editor.create(draft('Picnic Sandwiches', { recipe: { tags: [created.id] } }));
    const listed = await visitor.list('tags=pic');
    expect(listed.recipes.map((recipe) => recipe.stub)).toEqual([stub]);
    expect(listed.recipes[0]!.tags).toEqual([created]);
    expect((await visitor.recipe(stub)).tags).toEqual([created]);
  });
});

describe('a name or shorthand another tag has', () => {
  it.each([
    ['the same name in another case', { tag: 'vEGAN', shorthand: 'VG2' }, 'A tag named “Vegan” exists already.'],
    ['the same name with accents', { tag: 'Végan', shorthand: 'VG3' }, 'A tag named “Vegan” exists already.'],
    [
      'a name without its accents',
      { tag: 'creme  brulee', shorthand: 'CRB' },
      'A tag named “Crème Brûlée” exists already.',
    ],
  ])('is refused with 409 for %s', async (_case, body, message) => {
    const refused = await expectRefused(() => postTag(editor, body), 409);
    expect(refused).toEqual({ error: message, errors: { tag: message } });
  });

  it('is refused with 409 for a shorthand in another case', async () => {
    const message = 'The shorthand “VGN” is taken by the tag “Vegan”.';
    const refused = await expectRefused(() => postTag(editor, { tag: 'Very Green', shorthand: 'vgn' }), 409);
    expect(refused).toEqual({ error: message, errors: { shorthand: message } });
  });
});

describe('bad input', () => {
  it.each([
    [{ tag: '   ', shorthand: 'ABC' }, { tag: 'Tag name is required.' }],
    [{ tag: 'Dinner', shorthand: '' }, { shorthand: 'Shorthand is required.' }],
    [{ tag: 'Dinner' }, { shorthand: 'Shorthand is required.' }],
    [{ tag: 'Dinner', shorthand: 'DIN-1' }, { shorthand: 'Shorthand may hold only letters A–Z and digits.' }],
    [{ tag: 'Dinner', shorthand: 'DINNERS' }, { shorthand: 'Shorthand must be at most 6 characters.' }],
    [{ tag: 'D'.repeat(41), shorthand: 'DIN' }, { tag: 'Tag name must be at most 40 characters.' }],
    [{ tag: 'Din\u0000ner', shorthand: 'DIN' }, { tag: 'Tag name contains a character that is not allowed.' }],
    [{ tag: { name: 'Dinner' }, shorthand: 'DIN' }, { tag: 'Tag name must be text.' }],
  ])('%j is refused with 422 naming the field', async (body, errors) => {
    const refused = await expectRefused(() => postTag(editor, body), 422);
    expect(refused.errors).toEqual(errors);
    expect(refused.error).toBe(Object.values(errors).join(' '));
  });

  it('says both fields when both are wrong', async () => {
    const refused = await expectRefused(() => postTag(editor, { tag: '', shorthand: '?' }), 422);
    expect(refused.error).toBe('Tag name is required. Shorthand may hold only letters A–Z and digits.');
  });

  it.each([
    ['a list', '[]'],
    ['a string', '"Dinner"'],
    ['null', 'null'],
  ])('refuses %s with 400', async (_case, raw) => {
    const refused = await expectRefused(() => postTag(editor, undefined, { raw }), 400);
    expect(refused.error).toBe('Send the new tag as JSON: { "tag": "…", "shorthand": "…" }.');
  });

  it('refuses a body that is not JSON with 400 and a huge one with 413', async () => {
    expect((await expectRefused(() => postTag(editor, undefined, { raw: '{"tag": ' }), 400)).error).toBe(
      'The body is not valid JSON.',
    );
    const asText = () =>
      editor.request('POST', '/api/tags', { body: 'tag=Dinner', headers: { 'content-type': 'text/plain' } });
    expect((await expectRefused(asText, 400)).error).toBe(
      'Send the new tag as JSON: { "tag": "…", "shorthand": "…" }.',
    );
    await expectRefused(() => postTag(editor, { tag: 'x'.repeat(10_000), shorthand: 'BIG' }), 413);
  });
});

describe('who may create', () => {
  it('a visitor is refused with 401', async () => {
    const refused = await expectRefused(() => postTag(visitor, { tag: 'Sneaky', shorthand: 'SNK' }), 401);
    expect(refused.error).toBe('Please log in as an editor to change recipes.');
  });

  it('a request without the marker header is refused with 403, logged in or not', async () => {
    for (const client of [editor, visitor]) {
      const refused = await expectRefused(
        () => postTag(client, { tag: 'Forged', shorthand: 'FRG' }, { marker: false }),
        403,
      );
      expect(refused.error).toBe('This request is missing the X-Requested-With: XMLHttpRequest header.');
    }
  });

  it('a logged-out session is a visitor', async () => {
    const leaving = await editorClient(server);
    await leaving.logout();
    await expectRefused(() => postTag(leaving, { tag: 'Late', shorthand: 'LATE' }), 401);
  });
});

describe('at the same moment', () => {
  it('of several creates of one name, one gives 201 and the others 409', async () => {
    const names = ['Holiday', 'HOLIDAY', 'holiday', 'Holidáy', ' Holiday '];
    const answers = await Promise.all(names.map((tag, index) => postTag(editor, { tag, shorthand: `HOL${index}` })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409, 409, 409]);
    for (const answer of answers.filter((answer) => answer.status === 409)) {
      expect((await errorOf(answer)).errors).toEqual({
        tag: expect.stringMatching(/^A tag named “.+” exists already\.$/),
      });
    }
    expect((await visitor.tags()).filter((tag) => tag.tag.toLowerCase().startsWith('holid'))).toHaveLength(1);
  });

  it('of several creates of one shorthand, one gives 201 and the others 409', async () => {
    const answers = await Promise.all(
      ['Party A', 'Party B', 'Party C'].map((tag) => postTag(editor, { tag, shorthand: 'PTY' })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409]);
    expect((await visitor.tags()).filter((tag) => tag.shorthand === 'PTY')).toHaveLength(1);
  });
});

it('is described in the OpenAPI document', async () => {
  const document = (await (await fetch(`${server.url}/api/docs/json`)).json()) as {
    paths: Record<string, Record<string, { responses: Record<string, unknown>; requestBody?: unknown }>>;
  };
  const post = document.paths['/api/tags']?.post;
  expect(post?.requestBody).toBeDefined();
  expect(Object.keys(post?.responses ?? {})).toEqual(expect.arrayContaining(['201', '401', '403', '409', '422']));
});
