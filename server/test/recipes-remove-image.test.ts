// An update's `removeImage` part (docs/design.md §3): the recipe loses its picture, the files only it used are
// deleted after the commit, and every refusal (400, 404, 409) leaves the recipe and its files as they were.
import { NEUTRAL_PLACEHOLDER } from '../src/recipes/to-api';
import { ApiClient, draft, editorClient, errorOf } from './helpers/client';
import * as images from './helpers/images';
import { startServer, type TestServer } from './helpers/server';

jest.setTimeout(60_000);

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

const REMOVE = { removeImage: 'true' };

async function served(url: string | null): Promise<number> {
  if (!url) throw new Error('no image url');
  return (await fetch(server.url + url)).status;
}

/** The file names of DATA_DIR/images the recipe's picture added. */
async function createWithPicture(name: string, picture: Buffer): Promise<{ stub: string; files: string[] }> {
  const before = new Set(await server.imageFiles());
  const stub = await editor.create(draft(name), { image: picture });
  return { stub, files: (await server.imageFiles()).filter((file) => !before.has(file)) };
}

async function expectRefused(stub: string, write: () => Promise<Response>, status: number): Promise<string> {
  const before = { recipe: await visitor.recipe(stub), files: await server.imageFiles() };
  const response = await write();
  expect(response.status).toBe(status);
  const { error } = await errorOf(response);
  expect({ recipe: await visitor.recipe(stub), files: await server.imageFiles() }).toEqual(before);
  return error;
}

describe('removeImage on an update', () => {
  it('saves the recipe without its picture: no image URLs, the neutral card placeholder, its files deleted', async () => {
    const { stub, files } = await createWithPicture(
      'Picture Gone Pie',
      await images.jpeg(640, 480, '#d35400', '#1abc9c'),
    );
    expect(files).toHaveLength(3);
    const before = await visitor.recipe(stub);

    const response = await editor.save(draft('Picture Gone Pie', { recipe: { serving_count: 6 } }), {
      stub,
      fields: REMOVE,
    });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(stub);

    expect(await visitor.recipe(stub)).toMatchObject({
      serving_count: 6,
      imageUrl: null,
      thumbnailUrl: null,
      emptyImageUrl: NEUTRAL_PLACEHOLDER,
    });
    const card = (await visitor.list('search=Picture%20Gone%20Pie')).recipes.find((recipe) => recipe.stub === stub);
    expect(card).toMatchObject({ thumbnailUrl: null, imageUrl: null, emptyImageUrl: NEUTRAL_PLACEHOLDER });
    const left = await server.imageFiles();
    expect(files.filter((file) => left.includes(file))).toEqual([]);
    expect(await served(before.imageUrl)).toBe(404);
    expect(await served(before.thumbnailUrl)).toBe(404);

    // Again, with no picture left: nothing to remove, still saved.
    expect((await editor.save(draft('Picture Gone Pie'), { stub, fields: REMOVE })).status).toBe(200);
    expect((await visitor.recipe(stub)).imageUrl).toBeNull();
  });

  it('keeps the files another recipe still uses', async () => {
    const picture = await images.png(400, 300);
    const mine = await editor.create(draft('Shared Picture One'), { image: picture });
    const theirs = await editor.create(draft('Shared Picture Two'), { image: picture });
    const url = (await visitor.recipe(theirs)).imageUrl;

    expect((await editor.save(draft('Shared Picture One'), { stub: mine, fields: REMOVE })).status).toBe(200);

    expect((await visitor.recipe(mine)).imageUrl).toBeNull();
    expect((await visitor.recipe(theirs)).imageUrl).toBe(url);
    expect(await served(url)).toBe(200);
  });

  it('a stale updated_at → 409: the picture and its files stay', async () => {
    const { stub, files } = await createWithPicture('Contested Crumble', await images.webp(300, 300));
    const opened = await visitor.recipe(stub);
    expect((await editor.save(draft('Contested Crumble', { recipe: { serving_count: 3 } }), { stub })).status).toBe(
      200,
    );

    const error = await expectRefused(
      stub,
      () =>
        editor.save(draft('Contested Crumble', { recipe: { updated_at: opened.updated_at } }), {
          stub,
          fields: REMOVE,
        }),
      409,
    );
    expect(error).toMatch(/changed by someone else/);
    expect(await served((await visitor.recipe(stub)).imageUrl)).toBe(200);
    expect(await server.imageFiles()).toEqual(expect.arrayContaining(files));
  });

  it('an invalid recipe → 422: the picture stays', async () => {
    const { stub } = await createWithPicture('Invalid But Pictured', await images.jpeg(320, 240, '#2980b9', '#f1c40f'));
    await expectRefused(stub, () => editor.save(draft(''), { stub, fields: REMOVE }), 422);
  });
});

describe('removeImage refused with a clear 400', () => {
  let stub: string;

  beforeAll(async () => {
    stub = (await createWithPicture('Picture Kept Tart', await images.jpeg(500, 400, '#7f8c8d', '#e74c3c'))).stub;
  });

  it('together with a new picture (files)', async () => {
    const error = await expectRefused(
      stub,
      async () => editor.save(draft('Picture Kept Tart'), { stub, image: await images.png(200, 200), fields: REMOVE }),
      400,
    );
    expect(error).toBe(
      'The "removeImage" part cannot come with a picture ("files" or "importedImage"): send one or the other.',
    );
  });

  it('together with an imported picture', async () => {
    const error = await expectRefused(
      stub,
      () => editor.save(draft('Picture Kept Tart'), { stub, fields: { ...REMOVE, importedImage: 'abcdef' } }),
      400,
    );
    expect(error).toMatch(/cannot come with a picture/);
  });

  it.each(['false', 'yes', '', 'TRUE'])('with the value %j', async (value) => {
    const error = await expectRefused(
      stub,
      () => editor.save(draft('Picture Kept Tart'), { stub, fields: { removeImage: value } }),
      400,
    );
    expect(error).toBe('The "removeImage" part may only be "true" (the recipe no longer has a picture).');
  });

  it('sent twice', async () => {
    const form = new FormData();
    form.append('removeImage', 'true');
    form.append('removeImage', 'true');
    const parts = draft('Picture Kept Tart');
    for (const name of ['recipe', 'ingredients', 'steps'] as const) form.append(name, JSON.stringify(parts[name]));
    const error = await expectRefused(stub, () => editor.request('POST', `/api/recipes/${stub}`, { body: form }), 400);
    expect(error).toBe('The "removeImage" part may be sent only once.');
  });

  it('on a create, which stores nothing', async () => {
    const count = (await visitor.list()).count;
    const response = await editor.save(draft('Never Created Cake'), { fields: REMOVE });
    expect(response.status).toBe(400);
    expect((await errorOf(response)).error).toBe(
      'A new recipe has no picture to remove: leave out the "removeImage" part (it is for updates).',
    );
    expect((await visitor.list()).count).toBe(count);
  });

  it('for a recipe that does not exist → 404', async () => {
    const response = await editor.save(draft('Ghost'), { stub: 'no-such-recipe', fields: REMOVE });
    expect(response.status).toBe(404);
  });
});
