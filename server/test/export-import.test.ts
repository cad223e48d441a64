// GET /api/export and POST /api/imports with a file: the round trip keeps recipes, sections, items, tags, pictures
// and stubs; a second import skips what is there; a single JSON-LD file and a zip of them import too; hostile and
// broken files are refused with a clear error and change nothing.
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Recipe } from '@simple-recipes/shared-api/types';
import { ApiClient, draft, editorClient, errorOf } from './helpers/client';
import * as images from './helpers/images';
import { startServer, type TestServer } from './helpers/server';
import {
  collectionImportResult as importResult,
  uploadCollection,
  zipEntryNames,
  zipOf,
} from './helpers/collection-file';

jest.setTimeout(90_000);

let source: TestServer;
let target: TestServer;
let sourceEditor: ApiClient;
let targetEditor: ApiClient;

beforeAll(async () => {
  [source, target] = await Promise.all([startServer(), startServer()]);
  [sourceEditor, targetEditor] = await Promise.all([editorClient(source), editorClient(target)]);
});

afterAll(async () => {
  await Promise.all([source?.close(), target?.close()]);
});

async function allRecipes(client: ApiClient): Promise<Recipe[]> {
  const stubs: string[] = [];
  for (let page = 1; ; page++) {
    const next = (await client.list(`sortField=created_at&page=${page}`)).recipes;
    stubs.push(...next.map((recipe) => recipe.stub));
    if (next.length < 15) break;
  }
  return Promise.all(stubs.map((stub) => client.recipe(stub)));
}

/** What must survive the trip: everything but ids, times of the write and image file URLs. */
function comparable(recipe: Recipe) {
  return {
    name: recipe.name,
    stub: recipe.stub,
    serving_count: recipe.serving_count,
    prep_time: recipe.prep_time,
    cooking_time: recipe.cooking_time,
    source: recipe.source,
    created_at: recipe.created_at,
    hasImage: recipe.imageUrl !== null,
    tags: recipe.tags.map(({ tag, shorthand }) => ({ tag, shorthand })),
    ingredients: recipe.ingredients_sections.map((section) => ({
      name: section.name,
      items: section.ingredients.map(({ amount, ingredient, notes }) => ({ amount, ingredient, notes })),
    })),
    steps: recipe.recipe_sections.map((section) => ({
      name: section.name,
      items: section.steps.map(({ step, notes }) => ({ step, notes })),
    })),
  };
}

async function exportOf(client: ApiClient): Promise<Buffer> {
  const response = await client.request('GET', '/api/export');
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/zip');
  expect(response.headers.get('content-disposition')).toMatch(
    /^attachment; filename="recipes-\d{4}-\d{2}-\d{2}\.zip"$/,
  );
  return Buffer.from(await response.arrayBuffer());
}

test('export → import into another site: the same recipes, sections, items, tags, pictures and stubs; twice adds nothing', async () => {
  const tags = await source.store.ensureTags([
    { tag: 'Vegetarian', shorthand: 'VEG' },
    { tag: 'Quick', shorthand: 'QCK' },
  ]);
  const veg = tags.find((tag) => tag.shorthand === 'VEG')?.id;
  const picture = await images.jpeg(640, 480);
  await sourceEditor.create(draft('Crème Brûlée', { recipe: { tags: [veg] } }), { image: picture });
  await sourceEditor.create(
    draft('Two Sections', {
      recipe: { source: null, tags: tags.map((tag) => tag.id) },
      ingredients: [
        { name: 'Dough', type: 'ingredients', ingredients: [{ amount: '—', ingredient: 'Salt to taste', notes: '' }] },
        {
          name: 'Filling',
          type: 'ingredients',
          ingredients: [{ amount: '2-3 cloves', ingredient: 'garlic', notes: 'minced' }],
        },
      ],
    }),
    { image: picture },
  );
  await sourceEditor.create(draft('No Picture'));
  const exported = await exportOf(sourceEditor);

  const first = await uploadCollection(targetEditor, exported, 'recipes.zip');
  expect(first.headers.get('content-type')).toMatch(/^application\/x-ndjson/);
  const { result, progress } = await importResult(first);
  expect(result).toMatchObject({ imported: 3, skipped: [] });
  expect(progress).toEqual([{ done: 3, total: 3 }]);

  const before = (await allRecipes(sourceEditor)).map(comparable);
  const after = (await allRecipes(targetEditor)).map(comparable);
  expect(after).toEqual(before);
  expect(after.map((recipe) => recipe.stub)).toEqual(['creme-brulee', 'two-sections', 'no-picture']);
  const [withPicture] = await allRecipes(targetEditor);
  expect((await targetEditor.request('GET', withPicture?.imageUrl as string)).status).toBe(200);

  // Nothing to write: the plain JSON result at once.
  const second = await uploadCollection(targetEditor, exported, 'recipes.zip');
  expect(second.headers.get('content-type')).toMatch(/^application\/json/);
  const { result: again } = await importResult(second);
  expect(again.imported).toBe(0);
  expect(again.skipped.map((entry) => entry.name)).toEqual(['Crème Brûlée', 'Two Sections', 'No Picture']);
  expect((await allRecipes(targetEditor)).length).toBe(3);
});

test('JSON-LD files from elsewhere import, alone or zipped, step titles as sections; a taken stub is renamed', async () => {
  const recipe = {
    '@context': 'https://schema.org',
    '@type': 'Recipe',
    name: 'Elsewhere Soup',
    recipeYield: '6 servings',
    cookTime: 'PT40M',
    recipeIngredient: ['1 l stock', '2 carrots, diced'],
    recipeInstructions: [
      { '@type': 'HowToStep', text: 'Dice the carrots.' },
      { '@type': 'HowToStep', name: 'Cook the soup', text: 'Simmer everything.' },
    ],
  };
  const single = await uploadCollection(targetEditor, Buffer.from(JSON.stringify(recipe)), 'soup.json');
  expect((await importResult(single)).result.stubs).toEqual(['elsewhere-soup']);
  const soup = await targetEditor.recipe('elsewhere-soup');
  expect(comparable(soup)).toMatchObject({
    serving_count: 6,
    cooking_time: 40,
    ingredients: [
      {
        items: [
          { amount: '1 l', ingredient: 'stock' },
          { amount: '2', ingredient: 'carrots', notes: 'diced' },
        ],
      },
    ],
    // A step's own title heads it, as on an imported page.
    steps: [
      { name: 'Steps', items: [{ step: 'Dice the carrots.', notes: '' }] },
      { name: 'Cook the soup', items: [{ step: 'Simmer everything.', notes: '' }] },
    ],
  });

  const zip = await zipOf([
    ['a/one.json', JSON.stringify({ ...recipe, name: 'Elsewhere Soup', recipeIngredient: ['3 l stock'] })],
    ['b/two.json', JSON.stringify({ '@graph': [{ ...recipe, name: 'Graph Bread' }] })],
  ]);
  const response = await uploadCollection(targetEditor, zip, 'recipes.zip');
  expect((await importResult(response)).result.stubs).toEqual(['elsewhere-soup-2', 'graph-bread']);
});

test("a recipe file in a folder of its own takes the picture beside it (Nextcloud Cookbook's folders)", async () => {
  const recipe = (name: string, image?: string) =>
    JSON.stringify({
      '@type': 'Recipe',
      name,
      ...(image ? { image } : {}),
      recipeIngredient: ['1 cup lentils'],
      recipeInstructions: 'Simmer.',
    });
  const zip = await zipOf([
    ['Lentil Soup/recipe.json', recipe('Lentil Soup', 'https://cloud.example.com/full.jpg')],
    ['Lentil Soup/full.jpg', await images.jpeg(320, 240)],
    ['Lentil Soup/thumb.jpg', Buffer.from('not even a picture')],
    ['Plain Rice/recipe.json', recipe('Plain Rice')],
    ['Plain Rice/photo.png', await images.png()],
    ['Shared/one.json', recipe('Shared One')],
    ['Shared/two.json', recipe('Shared Two')],
    ['Shared/cover.png', await images.png()],
  ]);
  const { result } = await importResult(await uploadCollection(targetEditor, zip, 'recipes.zip'));
  expect(result.stubs.sort()).toEqual(['lentil-soup', 'plain-rice', 'shared-one', 'shared-two']);
  const pictured = await Promise.all(
    result.stubs.map(async (stub) => [stub, (await targetEditor.recipe(stub)).imageUrl !== null]),
  );
  // A folder of several recipes says nothing of whose picture it holds.
  expect(Object.fromEntries(pictured)).toEqual({
    'lentil-soup': true,
    'plain-rice': true,
    'shared-one': false,
    'shared-two': false,
  });
});

test('hostile and broken files are refused with a clear error and change nothing', async () => {
  const before = (await allRecipes(targetEditor)).map(comparable);
  const filesBefore = await target.imageFiles();
  const good = JSON.stringify({
    '@type': 'Recipe',
    name: 'Fine',
    recipeIngredient: ['1 egg'],
    recipeInstructions: 'Cook.',
  });
  const traversal = await zipOf([
    ['ok/fine.json', good],
    ['xx/evil.json', good],
  ]);
  // yazl will not write "../", so the entry's name is changed in place (local header and central directory).
  const escaping = Buffer.from(traversal.toString('latin1').replaceAll('xx/evil.json', '../evil.json'), 'latin1');
  const bomb = await zipOf([
    ['fine.json', good],
    ['images/bomb.png', Buffer.alloc(9 * 1024 * 1024)],
  ]);
  const cases: Array<[string, Buffer, RegExp]> = [
    ['not a zip or JSON', Buffer.from('hello there'), /neither a zip nor a JSON file/],
    ['a path leaving the folder', escaping, /outside the folder/],
    ['a zip bomb', bomb, /expands too far/],
    ['an entry too large', await zipOf([['big.json', Buffer.alloc(3 * 1024 * 1024, 32)]]), /too large/],
    [
      'bad JSON',
      await zipOf([
        ['fine.json', good],
        ['broken.json', '{"@type": "Recipe", '],
      ]),
      /broken\.json is not valid JSON/,
    ],
    [
      'no recipe',
      await zipOf([
        ['fine.json', good],
        ['other.json', '{"@type": "Person"}'],
      ]),
      /other\.json holds no schema\.org Recipe/,
    ],
    [
      'an invalid recipe',
      await zipOf([
        ['fine.json', good],
        ['nameless.json', JSON.stringify({ '@type': 'Recipe', recipeIngredient: ['1 egg'] })],
      ]),
      /nameless\.json: Name is required/,
    ],
    ['a truncated zip', traversal.subarray(0, traversal.length - 30), /not a readable zip/],
    [
      'a path written with backslashes',
      Buffer.from(traversal.toString('latin1').replaceAll('xx/evil.json', '..\\evil.json'), 'latin1'),
      /outside the folder/,
    ],
  ];
  for (const [what, bytes, message] of cases) {
    const response = await uploadCollection(targetEditor, bytes, 'recipes.zip');
    expect([what, response.status]).toEqual([what, 422]);
    const { error } = await errorOf(response);
    expect([what, error]).toEqual([what, expect.stringMatching(message)]);
    expect(error).toMatch(/Nothing was changed\.$/);
  }
  expect((await allRecipes(targetEditor)).map(comparable)).toEqual(before);
  expect(await target.imageFiles()).toEqual(filesBefore);
  expect(await readdir(join(target.dataDir, 'import-uploads'))).toEqual([]);
});

test('a picture that passes the first-bytes check but does not decode leaves its recipe without it, and says so', async () => {
  const recipe = {
    '@type': 'Recipe',
    name: 'Broken Picture Pie',
    image: 'pie.png',
    recipeIngredient: ['1 pie'],
    recipeInstructions: 'Bake.',
  };
  const brokenPng = Buffer.concat([(await images.png()).subarray(0, 40), Buffer.alloc(200)]);
  const response = await uploadCollection(
    targetEditor,
    await zipOf([
      ['pie.json', JSON.stringify(recipe)],
      ['pie.png', brokenPng],
    ]),
    'recipes.zip',
  );
  const { result } = await importResult(response);
  expect(result).toMatchObject({ imported: 1, withoutPicture: ['Broken Picture Pie'] });
  expect((await targetEditor.recipe('broken-picture-pie')).imageUrl).toBeNull();
});

test('only editors export and import', async () => {
  const visitor = new ApiClient(target);
  expect((await visitor.request('GET', '/api/export')).status).toBe(401);
  expect((await uploadCollection(visitor, Buffer.from('{}'), 'recipes.zip')).status).toBe(401);
  const unmarked = new FormData();
  unmarked.append('file', new Blob(['{}']), 'x.json');
  expect((await targetEditor.request('POST', '/api/imports', { body: unmarked, marker: false })).status).toBe(403);
});

test('a recipe already on the site is found under another case or accents; one of the same name but other content imports', async () => {
  const stew = (name: string, ingredients: string[]) =>
    Buffer.from(
      JSON.stringify({
        '@context': 'https://schema.org',
        '@type': 'Recipe',
        name,
        recipeIngredient: ingredients,
        recipeInstructions: [{ '@type': 'HowToStep', text: 'Stew slowly.' }],
      }),
    );
  const first = await importResult(
    await uploadCollection(targetEditor, stew('Pörkölt Stew', ['1 kg beef', '2 onions']), 'a.json'),
  );
  expect(first.result.stubs).toEqual(['porkolt-stew']);

  const again = await importResult(
    await uploadCollection(targetEditor, stew('PORKOLT STEW', ['1 kg beef', '2 onions']), 'b.json'),
  );
  expect(again.result).toMatchObject({ imported: 0, skipped: [{ name: 'PORKOLT STEW' }] });

  const other = await importResult(
    await uploadCollection(targetEditor, stew('Pörkölt Stew', ['1 kg pork', '2 onions']), 'c.json'),
  );
  expect(other.result).toMatchObject({ imported: 1, skipped: [], stubs: ['porkolt-stew-2'] });
});

test('a recipe the file holds twice is added once, and the summary says it was in the file twice', async () => {
  const rice = JSON.stringify({
    '@type': 'Recipe',
    name: 'Twice Rice',
    recipeIngredient: ['1 cup rice'],
    recipeInstructions: 'Cook it.',
  });
  const { result } = await importResult(
    await uploadCollection(
      targetEditor,
      await zipOf([
        ['a.json', rice],
        ['b.json', rice],
      ]),
      'recipes.zip',
    ),
  );
  expect(result).toMatchObject({
    imported: 1,
    skipped: [{ name: 'Twice Rice', reason: 'It is in the file more than once: the first is added.' }],
  });
  const { result: again } = await importResult(
    await uploadCollection(targetEditor, await zipOf([['a.json', rice]]), 'recipes.zip'),
  );
  expect(again.skipped).toEqual([{ name: 'Twice Rice', reason: 'It is already on the site.' }]);
});

test('the export of a site without recipes is refused as such, not as a zip of no recipe files', async () => {
  const empty = await startServer();
  try {
    const exported = await exportOf(await editorClient(empty));
    const response = await uploadCollection(targetEditor, exported, 'recipes.zip');
    expect(response.status).toBe(422);
    expect((await errorOf(response)).error).toBe(
      'The file cannot be imported: it is the export of a site without recipes. Nothing was changed.',
    );
  } finally {
    await empty.close();
  }
});

test('pictures make the trip as the same files: the second site exports the very pictures the first one did', async () => {
  const [from, to] = await Promise.all([startServer(), startServer()]);
  try {
    const [fromEditor, toEditor] = await Promise.all([editorClient(from), editorClient(to)]);
    await fromEditor.create(draft('Photo Jpeg'), { image: await images.jpeg(900, 600, '#c0392b', '#f1c40f') });
    await fromEditor.create(draft('Photo Png'), { image: await images.png() });
    await fromEditor.create(draft('Photo Webp'), { image: await images.webp() });
    const first = await exportOf(fromEditor);
    const pictures = (await zipEntryNames(first)).filter((name) => name.startsWith('images/')).sort();
    expect(pictures).toHaveLength(3);

    expect((await importResult(await uploadCollection(toEditor, first, 'recipes.zip'))).result.imported).toBe(3);
    const second = await exportOf(toEditor);
    expect((await zipEntryNames(second)).filter((name) => name.startsWith('images/')).sort()).toEqual(pictures);
    // The page and card images are made from those same files, so a further trip changes nothing at all.
    const onFirstTrip = await to.imageFiles();
    const third = await startServer();
    try {
      const thirdEditor = await editorClient(third);
      await importResult(await uploadCollection(thirdEditor, second, 'recipes.zip'));
      expect(await third.imageFiles()).toEqual(onFirstTrip);
    } finally {
      await third.close();
    }
  } finally {
    await Promise.all([from.close(), to.close()]);
  }
});

test('a picture from elsewhere is re-encoded, its metadata left out, even when it is named as an exported one', async () => {
  const sharp = (await import('sharp')).default;
  const withLocation = await sharp(await images.jpeg(300, 200))
    .withExif({ IFD0: { Copyright: 'Somebody', ImageDescription: 'Taken at home' } })
    .toBuffer();
  const { createHash } = await import('node:crypto');
  const named = `images/${createHash('sha256').update(withLocation).digest('hex').slice(0, 40)}.jpg`;
  const recipe = {
    '@type': 'Recipe',
    name: 'Exif Pie',
    image: named,
    recipeIngredient: ['1 pie'],
    recipeInstructions: 'Bake.',
  };
  const filesBefore = await target.imageFiles();
  const { result } = await importResult(
    await uploadCollection(
      targetEditor,
      await zipOf([
        ['pie.json', JSON.stringify(recipe)],
        [named, withLocation],
      ]),
      'recipes.zip',
    ),
  );
  expect(result.imported).toBe(1);
  const added = (await target.imageFiles()).filter((name) => !filesBefore.includes(name));
  const original = added.find((name) => name.endsWith('.jpg'));
  expect(original).toBeDefined();
  expect(original).not.toBe(named.slice('images/'.length));
  expect((await sharp(join(target.dataDir, 'images', original as string)).metadata()).exif).toBeUndefined();
});
