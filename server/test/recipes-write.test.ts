// Saves and removals over HTTP (docs/design.md §3): create, update, rename, delete, stubs, conflicts — and every refusal
// (400, 401, 403, 404, 409, 413, 415, 422) stores nothing and leaves the image files as they were.
import { request as httpRequest } from 'node:http';
import { LIMITS, RESERVED_STUBS } from '@simple-recipes/shared-api/types';
import { ApiClient, draft, editorClient, errorOf, type DraftParts } from './helpers/client';
import * as images from './helpers/images';
import { startServer, type TestServer } from './helpers/server';

jest.setTimeout(60_000);

const MIB = 1024 * 1024;

let server: TestServer;
let editor: ApiClient;
let visitor: ApiClient;

beforeAll(async () => {
  server = await startServer();
  editor = await editorClient(server);
  visitor = new ApiClient(server);
});

afterAll(async () => {
  await server?.close();
});

/**
 * What a refused write must leave alone: every recipe of the list (all pages), the full recipe it aimed at (if
 * any), and the image folder.
 */
async function snapshot(stub?: string) {
  const recipes = [];
  for (let page = 1; ; page++) {
    const next = (await visitor.list(`sortField=created_at&page=${page}`)).recipes;
    recipes.push(...next);
    if (next.length < 15) break;
  }
  return { recipes, target: stub ? await visitor.recipe(stub) : null, files: await server.imageFiles() };
}

async function expectRefused(
  write: () => Promise<Response>,
  status: number,
  message?: RegExp | string,
  target?: string,
): Promise<{ error: string; errors?: Record<string, string> }> {
  const before = await snapshot(target);
  const response = await write();
  expect(response.status).toBe(status);
  const body = await errorOf(response);
  if (typeof message === 'string') expect(body.error).toBe(message);
  else if (message) expect(body.error).toMatch(message);
  expect(await snapshot(target)).toEqual(before);
  return body;
}

async function served(url: string | null): Promise<Response> {
  if (!url) throw new Error('no image url');
  return fetch(server.url + url);
}

describe('create', () => {
  it('answers 201 with the new stub as text/plain and stores the recipe as sent', async () => {
    const parts = draft('  Weeknight Tomato Soup  ', {
      recipe: { serving_count: '6', prep_time: '10', cooking_time: 25, source: '' },
      ingredients: [
        {
          name: 'Soup',
          type: 'ingredients',
          ingredients: [{ ingredient: 'Tomatoes', amount: '1 kg', notes: ' ripe ' }],
        },
        {
          name: 'Garnish',
          type: 'ingredients',
          ingredients: [{ ingredient: 'Basil', amount: '1 handful', notes: '' }],
        },
      ],
    });
    const response = await editor.save(parts);
    expect(response.status).toBe(201);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    const stub = await response.text();
    expect(stub).toBe('weeknight-tomato-soup');

    const recipe = await visitor.recipe(stub);
    expect(recipe).toMatchObject({
      name: 'Weeknight Tomato Soup',
      serving_count: 6,
      prep_time: 10,
      cooking_time: 25,
      source: null,
      imageUrl: null,
      thumbnailUrl: null,
      tags: [],
      ingredients_sections: [
        { name: 'Soup', type: 'ingredients', ingredients: [{ ingredient: 'Tomatoes', amount: '1 kg', notes: 'ripe' }] },
        {
          name: 'Garnish',
          type: 'ingredients',
          ingredients: [{ ingredient: 'Basil', amount: '1 handful', notes: '' }],
        },
      ],
      recipe_sections: [
        {
          name: 'Method',
          type: 'recipes',
          steps: [{ step: 'Mix everything.' }, { step: 'Bake it.', notes: 'Until golden.' }],
        },
      ],
    });
    expect(recipe.emptyImageUrl).toMatch(/^data:image\//);
  });

  it('stores an image: page and card WebP images served with a year of cache, and a blurred placeholder', async () => {
    const stub = await editor.create(draft('Pictured Pie'), { image: await images.jpeg(2400, 1600) });
    const recipe = await visitor.recipe(stub);
    expect(recipe.imageUrl).toMatch(/^\/api\/images\/[0-9a-f]{40}\.webp$/);
    expect(recipe.thumbnailUrl).toMatch(/^\/api\/images\/[0-9a-f]{40}\.webp$/);
    expect(recipe.emptyImageUrl).toMatch(/^data:image\/webp;base64,/);
    for (const url of [recipe.imageUrl, recipe.thumbnailUrl]) {
      const response = await served(url);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/webp');
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect((await response.arrayBuffer()).byteLength).toBeGreaterThan(100);
    }
    const summary = (await visitor.list('search=pictured')).recipes[0]!;
    expect(summary.thumbnailUrl).toBe(recipe.thumbnailUrl);
    expect(summary.imageUrl).toBe(recipe.imageUrl);
  });

  it('accepts PNG, WebP, GIF and AVIF uploads whatever type the client declares', async () => {
    for (const [name, make] of [
      ['Png', images.png],
      ['Webp', images.webp],
      ['Gif', images.gif],
      ['Avif', images.avif],
    ] as const) {
      const stub = await editor.create(draft(`${name} Cake`), {
        image: await make(),
        imageType: 'application/octet-stream',
      });
      expect((await served((await visitor.recipe(stub)).imageUrl)).status).toBe(200);
    }
  });
});

describe('stubs', () => {
  it('are the slug of the name, unique with -2, -3 …', async () => {
    expect(await editor.create(draft('Crêpes Suzette'))).toBe('crepes-suzette');
    expect(await editor.create(draft('Crepes suzette'))).toBe('crepes-suzette-2');
    expect(await editor.create(draft('CRÊPES — SUZETTE!'))).toBe('crepes-suzette-3');
  });

  it('never take a reserved word', async () => {
    for (const word of RESERVED_STUBS) {
      const stub = await editor.create(draft(word.toUpperCase()));
      expect(RESERVED_STUBS).not.toContain(stub);
      expect(stub.startsWith(word)).toBe(true);
      expect((await visitor.recipe(stub)).name).toBe(word.toUpperCase());
    }
  });

  it('gives a name in another script an address spelt from it (Борщ → borshch)', async () => {
    const response = await editor.save(draft('Борщ по-украински'));
    expect(response.status).toBe(201);
    const stub = await response.text();
    expect(stub).toBe('borshch-po-ukrainski');
    expect((await visitor.recipe(stub)).name).toBe('Борщ по-украински');
  });

  it('a rename gives a new stub; the old one keeps working for GET, POST and DELETE and is never reused', async () => {
    const oldStub = await editor.create(draft('Lemon Tart'));
    expect(oldStub).toBe('lemon-tart');

    const renamed = await editor.save(draft('Sharp Lemon Tart'), { stub: oldStub });
    expect(renamed.status).toBe(200);
    const newStub = await renamed.text();
    expect(newStub).toBe('sharp-lemon-tart');

    const viaOld = await visitor.recipe(oldStub);
    expect(viaOld).toMatchObject({ name: 'Sharp Lemon Tart', stub: newStub });

    // A new recipe named like the old one does not take the former stub.
    const another = await editor.create(draft('Lemon Tart'));
    expect(another).not.toBe(oldStub);
    expect((await visitor.recipe(oldStub)).name).toBe('Sharp Lemon Tart');

    const updatedViaOld = await editor.save(draft('Sharp Lemon Tart', { recipe: { serving_count: 12 } }), {
      stub: oldStub,
    });
    expect(updatedViaOld.status).toBe(200);
    expect(await updatedViaOld.text()).toBe(newStub);
    expect((await visitor.recipe(newStub)).serving_count).toBe(12);

    const removed = await editor.remove(oldStub);
    expect(removed.status).toBe(200);
    expect(await removed.text()).toBe(newStub);
    expect((await visitor.request('GET', `/api/recipes/${newStub}`)).status).toBe(404);
    expect((await visitor.request('GET', `/api/recipes/${oldStub}`)).status).toBe(404);
    expect((await visitor.recipe(another)).name).toBe('Lemon Tart');
  });
});

describe('update', () => {
  it('replaces fields and sections, keeps the image when none is sent, and moves updated_at on', async () => {
    const stub = await editor.create(draft('Plain Scones'), { image: await images.jpeg() });
    const before = await visitor.recipe(stub);
    const parts = draft('Plain Scones', {
      recipe: { prep_time: 20, source: 'www.example.org/scones' },
      steps: [
        { name: 'Dough', type: 'recipes', steps: [{ step: 'Rub in the butter.', notes: '' }] },
        { name: 'Bake', type: 'recipes', steps: [{ step: 'Bake at 220 °C.', notes: '12 minutes' }] },
      ],
    });
    const response = await editor.save(parts, { stub });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await response.text()).toBe(stub);
    const after = await visitor.recipe(stub);
    expect(after).toMatchObject({
      prep_time: 20,
      source: 'www.example.org/scones',
      imageUrl: before.imageUrl,
      recipe_sections: [
        { name: 'Dough', steps: [{ step: 'Rub in the butter.' }] },
        { name: 'Bake', steps: [{ step: 'Bake at 220 °C.', notes: '12 minutes' }] },
      ],
    });
    expect(after.created_at).toBe(before.created_at);
    expect(after.updated_at > before.updated_at).toBe(true);
  });

  it('a new image replaces the old one, whose files are deleted', async () => {
    const stub = await editor.create(draft('Beetroot Salad'), {
      image: await images.jpeg(800, 600, '#8e44ad', '#c0392b'),
    });
    const old = await visitor.recipe(stub);
    const response = await editor.save(draft('Beetroot Salad'), { stub, image: await images.png(500, 500) });
    expect(response.status).toBe(200);
    const updated = await visitor.recipe(stub);
    expect(updated.imageUrl).not.toBe(old.imageUrl);
    expect((await served(updated.imageUrl)).status).toBe(200);
    expect((await served(old.imageUrl)).status).toBe(404);
    expect((await served(old.thumbnailUrl)).status).toBe(404);
  });

  it('with a stale updated_at → 409 and nothing is overwritten; the current one or none → saved', async () => {
    const stub = await editor.create(draft('Shared Stew'));
    const opened = await visitor.recipe(stub);
    const first = await editor.save(
      draft('Shared Stew', { recipe: { serving_count: 5, updated_at: opened.updated_at } }),
      { stub },
    );
    expect(first.status).toBe(200);

    const body = await expectRefused(
      () =>
        editor.save(
          draft('Shared Stew by Someone Else', { recipe: { serving_count: 9, updated_at: opened.updated_at } }),
          { stub },
        ),
      409,
      undefined,
      stub,
    );
    expect(body.error).toMatch(/changed by someone else/);
    expect((await visitor.recipe(stub)).serving_count).toBe(5);

    const current = await visitor.recipe(stub);
    const second = await editor.save(
      draft('Shared Stew', { recipe: { serving_count: 6, updated_at: current.updated_at } }),
      { stub },
    );
    expect(second.status).toBe(200);
    const lastWins = await editor.save(draft('Shared Stew', { recipe: { serving_count: 7 } }), { stub });
    expect(lastWins.status).toBe(200);
    expect((await visitor.recipe(stub)).serving_count).toBe(7);
  });

  it('a stale save with a new image leaves no file behind', async () => {
    const stub = await editor.create(draft('Conflicted Cake'), { image: await images.jpeg() });
    const opened = await visitor.recipe(stub);
    expect((await editor.save(draft('Conflicted Cake', { recipe: { serving_count: 2 } }), { stub })).status).toBe(200);
    await expectRefused(
      async () =>
        editor.save(draft('Conflicted Cake', { recipe: { updated_at: opened.updated_at } }), {
          stub,
          image: await images.webp(300, 300),
        }),
      409,
      undefined,
      stub,
    );
  });

  it('an unknown stub → 404', async () => {
    await expectRefused(() => editor.save(draft('Ghost'), { stub: 'no-such-recipe' }), 404);
  });
});

describe('a rejected image on update leaves the old image served', () => {
  it.each([
    ['SVG', 415, () => images.SVG_IMAGE],
    ['HTML', 415, () => images.HTML_FILE],
    ['truncated JPEG', 415, async () => (await images.jpeg(800, 600)).subarray(0, 3000)],
    ['over 40 megapixels', 413, () => images.hugePngHeaderOnly(9000, 5000)],
  ] as const)('%s → %i, recipe and image unchanged', async (_kind, status, make) => {
    const stub = await editor.create(draft(`Keeps Its Picture ${status} ${_kind}`), { image: await images.jpeg() });
    const before = await visitor.recipe(stub);
    const body = await expectRefused(
      async () =>
        editor.save(draft('A New Name That Must Not Land', { recipe: { serving_count: 99 } }), {
          stub,
          image: await make(),
        }),
      status,
      undefined,
      stub,
    );
    if (status === 415) expect(body.error).toBe('The file is not a supported image (JPEG, PNG, WebP, GIF or AVIF).');
    expect(await visitor.recipe(stub)).toEqual(before);
    const image = await served(before.imageUrl);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/webp');
  });
});

describe('delete', () => {
  it('answers 200 with the stub, removes the recipe and its image files; again → 404', async () => {
    const stub = await editor.create(draft('Short-lived Soufflé'), {
      image: await images.jpeg(640, 400, '#f5cba7', '#6e2c00'),
    });
    const recipe = await visitor.recipe(stub);
    const filesBefore = await server.imageFiles();
    const response = await editor.remove(stub);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await response.text()).toBe(stub);
    expect((await visitor.request('GET', `/api/recipes/${stub}`)).status).toBe(404);
    expect((await served(recipe.imageUrl)).status).toBe(404);
    expect((await server.imageFiles()).length).toBe(filesBefore.length - 3);
    await expectRefused(() => editor.remove(stub), 404);
  });

  it('keeps image files another recipe still uses', async () => {
    const picture = await images.jpeg(640, 480, '#27ae60', '#2c3e50');
    const first = await editor.create(draft('Twin One'), { image: picture });
    const second = await editor.create(draft('Twin Two'), { image: picture });
    const url = (await visitor.recipe(second)).imageUrl;
    expect((await visitor.recipe(first)).imageUrl).toBe(url);
    expect((await editor.remove(first)).status).toBe(200);
    expect((await served(url)).status).toBe(200);
    expect((await editor.remove(second)).status).toBe(200);
    expect((await served(url)).status).toBe(404);
  });
});

describe('refusals store nothing', () => {
  let existing: string;
  beforeAll(async () => {
    existing = await editor.create(draft('Guarded Gratin'), { image: await images.jpeg() });
  });

  describe('401 for visitors', () => {
    it.each([
      ['create', () => visitor.save(draft('Intruder Pie'))],
      ['update', () => visitor.save(draft('Intruder Pie'), { stub: existing })],
      ['delete', () => visitor.remove(existing)],
    ])('%s', async (_name, write) => {
      await expectRefused(write, 401, /log in/, existing);
    });

    it('with a forged session cookie', async () => {
      const forged = new ApiClient(server);
      forged.cookie = `sid=${'A'.repeat(43)}`;
      await expectRefused(() => forged.save(draft('Forged Pie')), 401);
      await expectRefused(() => forged.remove(existing), 401, undefined, existing);
    });
  });

  describe('403 without the X-Requested-With marker, logged in or not', () => {
    it.each([
      ['create', (client: ApiClient) => client.save(draft('Cross-site Pie'), { marker: false })],
      ['update', (client: ApiClient) => client.save(draft('Cross-site Pie'), { stub: existing, marker: false })],
      ['delete', (client: ApiClient) => client.remove(existing, { marker: false })],
    ])('%s', async (_name, write) => {
      await expectRefused(() => write(editor), 403, /X-Requested-With/, existing);
      await expectRefused(() => write(visitor), 403, /X-Requested-With/, existing);
    });

    it('a wrong marker value is no marker', async () => {
      await expectRefused(
        () =>
          editor.request('DELETE', `/api/recipes/${existing}`, {
            marker: false,
            headers: { 'x-requested-with': 'fetch' },
          }),
        403,
        undefined,
        existing,
      );
    });
  });

  describe('422 with a message per field', () => {
    const invalid: Array<[string, (parts: DraftParts) => void, string, string]> = [
      ['an empty name', (p) => (p.recipe.name = '   '), 'recipe.name', 'Name is required.'],
      [
        'a name too long',
        (p) => (p.recipe.name = 'x'.repeat(LIMITS.nameMax + 1)),
        'recipe.name',
        `Name must be at most ${LIMITS.nameMax} characters.`,
      ],
      [
        'a count that is not a number',
        (p) => (p.recipe.serving_count = 'four'),
        'recipe.serving_count',
        'Serving Count must be a number.',
      ],
      [
        'minutes out of range',
        (p) => (p.recipe.prep_time = LIMITS.numberMax + 1),
        'recipe.prep_time',
        `Prep Time must be between 0 and ${LIMITS.numberMax}.`,
      ],
      [
        'a javascript: source',
        (p) => (p.recipe.source = 'javascript:alert(1)'),
        'recipe.source',
        'Source must be a valid URL',
      ],
      [
        'an empty section name',
        (p) => ((p.ingredients as Array<{ name: string }>)[0]!.name = ''),
        'ingredients[0].name',
        'Section name is required.',
      ],
      [
        'an empty amount',
        (p) => ((p.ingredients as Array<{ ingredients: Array<{ amount: string }> }>)[0]!.ingredients[1]!.amount = ''),
        'ingredients[0].ingredients[1].amount',
        'Amount is required.',
      ],
      [
        'an empty ingredient',
        (p) =>
          ((p.ingredients as Array<{ ingredients: Array<{ ingredient: string }> }>)[0]!.ingredients[0]!.ingredient =
            ''),
        'ingredients[0].ingredients[0].ingredient',
        'Ingredient is required.',
      ],
      [
        'an empty step',
        (p) => ((p.steps as Array<{ steps: Array<{ step: string }> }>)[0]!.steps[1]!.step = ' '),
        'steps[0].steps[1].step',
        'Step is required.',
      ],
      [
        'notes too long',
        (p) =>
          ((p.steps as Array<{ steps: Array<{ notes: string }> }>)[0]!.steps[0]!.notes = 'n'.repeat(
            LIMITS.textMax + 1,
          )),
        'steps[0].steps[0].notes',
        `Notes must be at most ${LIMITS.textMax} characters.`,
      ],
    ];

    it.each(invalid)('%s', async (_name, spoil, path, message) => {
      const parts = draft('Invalid Pie');
      spoil(parts);
      const body = await expectRefused(() => editor.save(parts, { image: null }), 422, 'Some fields are invalid.');
      expect(body.errors?.[path]).toBe(message);
    });

    it('reports every invalid field at once, on update too', async () => {
      const parts = draft('', { recipe: { cooking_time: 'soon' }, ingredients: [], steps: [] });
      const body = await expectRefused(() => editor.save(parts, { stub: existing }), 422, undefined, existing);
      expect(body.errors).toMatchObject({
        'recipe.name': 'Name is required.',
        'recipe.cooking_time': 'Cooking Time must be a number.',
        ingredients: expect.any(String),
        steps: expect.any(String),
      });
    });

    it('far too many sections and items: refused quickly with the schema’s own messages', async () => {
      const item = { ingredient: 'Salt', amount: '1 g', notes: '' };
      const parts = draft('Endless Pie', {
        ingredients: [{ name: 'All', type: 'ingredients', ingredients: Array.from({ length: 50_000 }, () => item) }],
        steps: Array.from({ length: 5_000 }, () => ({
          name: 'S',
          type: 'recipes',
          steps: [{ step: 'Stir.', notes: '' }],
        })),
      });
      const started = Date.now();
      const body = await expectRefused(() => editor.save(parts), 422);
      expect(Date.now() - started).toBeLessThan(10_000);
      expect(body.errors).toMatchObject({
        'ingredients[0].ingredients': `A section can hold at most ${LIMITS.itemsMax} ingredients.`,
        steps: `A recipe can have at most ${LIMITS.sectionsMax} step sections.`,
      });
    });

    it('unknown tag ids, even with a valid image (whose files are then removed)', async () => {
      const body = await expectRefused(
        async () =>
          editor.save(draft('Mystery Tag Pie', { recipe: { tags: [987654] } }), {
            image: await images.jpeg(700, 500, '#111', '#eee'),
          }),
        422,
      );
      expect(body.errors?.['recipe.tags']).toMatch(/987654/);
    });
  });

  describe('400 for malformed requests', () => {
    it.each([
      ['malformed JSON in recipe', { rawParts: { recipe: '{"name": "Broken",' } }, /"recipe" part is not valid JSON/],
      ['malformed JSON in steps', { rawParts: { steps: '[{]' } }, /"steps" part is not valid JSON/],
      ['a missing ingredients part', { omit: ['ingredients'] as const }, /missing the "ingredients" part/],
      ['a missing recipe part', { omit: ['recipe'] as const }, /missing the "recipe" part/],
    ])('%s', async (_name, options, message) => {
      await expectRefused(() => editor.save(draft('Malformed Pie'), options as never), 400, message);
    });

    it('an unknown or repeated part', async () => {
      const form = new FormData();
      form.append('recipe', JSON.stringify(draft('Extra Pie').recipe));
      form.append('ingredients', JSON.stringify(draft('Extra Pie').ingredients));
      form.append('steps', JSON.stringify(draft('Extra Pie').steps));
      form.append('surprise', 'hello');
      await expectRefused(() => editor.request('POST', '/api/recipes', { body: form }), 400, /unknown part "surprise"/);
      const twice = new FormData();
      twice.append('recipe', JSON.stringify(draft('Twice Pie').recipe));
      twice.append('recipe', JSON.stringify(draft('Twice Pie').recipe));
      await expectRefused(
        () => editor.request('POST', '/api/recipes', { body: twice }),
        400,
        /"recipe" part may be sent only once/,
      );
    });

    it('a broken multipart body', async () => {
      await expectRefused(
        () =>
          editor.request('POST', '/api/recipes', {
            body: '--xyz\r\nContent-Disposition: form-data; name="recipe"\r\n\r\n{"name":"Cut off',
            headers: { 'content-type': 'multipart/form-data; boundary=xyz' },
          }),
        400,
      );
    });
  });

  describe('415 for what is not multipart or not an image', () => {
    it('a JSON body instead of multipart', async () => {
      await expectRefused(
        () =>
          editor.request('POST', '/api/recipes', {
            body: JSON.stringify(draft('Json Pie')),
            headers: { 'content-type': 'application/json' },
          }),
        415,
      );
    });

    it.each([
      ['SVG (with a script)', images.SVG_IMAGE, 'image/svg+xml'],
      ['HTML declared as a JPEG', images.HTML_FILE, 'image/jpeg'],
      ['plain text', Buffer.from('just some words'), 'image/png'],
    ])('%s', async (_name, bytes, type) => {
      await expectRefused(
        () => editor.save(draft('Not A Picture Pie'), { image: bytes, imageType: type }),
        415,
        'The file is not a supported image (JPEG, PNG, WebP, GIF or AVIF).',
      );
    });
  });

  describe('413 for what is too large', () => {
    it('an image file over 10 MiB', async () => {
      const big = Buffer.alloc(LIMITS.imageBytesMax + 1, 7);
      big.set([0xff, 0xd8, 0xff], 0);
      await expectRefused(() => editor.save(draft('Huge Pie'), { image: big }), 413, /at most 10 MiB/);
    });

    it('an image over 40 megapixels', async () => {
      await expectRefused(
        () => editor.save(draft('Giant Pie'), { image: images.hugePngHeaderOnly(10_000, 4_001) }),
        413,
        /40 megapixels/,
      );
    });

    it('a request over 12 MiB (declared length)', async () => {
      const parts = draft('Bloated Pie');
      const padding = ' '.repeat(3 * MIB);
      await expectRefused(
        () =>
          editor.save(parts, {
            image: Buffer.alloc(9.5 * MIB, 1),
            rawParts: { steps: JSON.stringify(parts.steps) + padding },
          }),
        413,
        /at most 12 MiB/,
      );
    });

    it('a declared length far over the limit is answered at once, without reading the body', async () => {
      const before = await snapshot();
      const { status, body, closed } = await new Promise<{ status: number; body: string; closed: boolean }>(
        (resolve, reject) => {
          const url = new URL(`${server.url}/api/recipes`);
          const req = httpRequest({
            host: url.hostname,
            port: url.port,
            path: url.pathname,
            method: 'POST',
            headers: {
              'content-type': 'multipart/form-data; boundary=x',
              'content-length': String(100 * MIB),
              'x-requested-with': 'XMLHttpRequest',
              cookie: editor.cookie!,
            },
          });
          req.on('error', reject);
          req.on('response', (response) => {
            let text = '';
            response.on('data', (chunk) => (text += String(chunk)));
            response.on('end', () =>
              resolve({ status: response.statusCode!, body: text, closed: response.headers.connection === 'close' }),
            );
          });
          // Only a little of the announced 100 MiB is ever sent.
          req.write(Buffer.alloc(64 * 1024, 1));
        },
      );
      expect(status).toBe(413);
      expect(JSON.parse(body).error).toMatch(/at most 12 MiB/);
      expect(closed).toBe(true);
      expect(await snapshot()).toEqual(before);
    });

    it('a request over 12 MiB sent without a length (chunked)', async () => {
      const boundary = 'chunkedboundary';
      const part = (name: string, body: string) =>
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${body}\r\n`;
      const parts = draft('Streamed Pie');
      // Two big JSON parts: each within the field limit, together over the request limit.
      const big = ' '.repeat(6 * MIB);
      const body = [
        part('recipe', JSON.stringify(parts.recipe) + big),
        part('ingredients', JSON.stringify(parts.ingredients) + big),
        part('steps', JSON.stringify(parts.steps)),
        `--${boundary}--\r\n`,
      ];
      const stream = new ReadableStream<Uint8Array>({
        start(controller) {
          for (const chunk of body) controller.enqueue(new TextEncoder().encode(chunk));
          controller.close();
        },
      });
      await expectRefused(
        () =>
          fetch(`${server.url}/api/recipes`, {
            method: 'POST',
            body: stream,
            duplex: 'half',
            headers: {
              'content-type': `multipart/form-data; boundary=${boundary}`,
              'x-requested-with': 'XMLHttpRequest',
              cookie: editor.cookie!,
            },
          } as RequestInit),
        413,
        /at most 12 MiB/,
      );
    });
  });

  it('the server still works after all that', async () => {
    expect((await visitor.recipe(existing)).name).toBe('Guarded Gratin');
    expect(await editor.create(draft('After The Storm'))).toBe('after-the-storm');
  });
});
