// POST /api/imports with Paprika's export: a `.paprikarecipes` zip of gzip-compressed JSON recipes (or one
// `.paprikarecipe`) imports with its photos, times, servings, source, categories (as the site's matching tags),
// group headings and notes; a second import adds nothing; broken entries are refused and change nothing.
import { randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { errorOf } from './helpers/client';
import * as images from './helpers/images';
import { importSuite, ingredientRows, stepRows, zipOf } from './helpers/collection-file';

jest.setTimeout(60_000);

const suite = importSuite();
const { upload, importResult } = suite;

/** A recipe as Paprika writes it: gzip-compressed JSON. */
const paprika = (recipe: Record<string, unknown>) => gzipSync(Buffer.from(JSON.stringify(recipe)));

const pancakes = {
  uid: 'A1B2',
  name: 'Buttermilk Pancakes',
  servings: '4 servings',
  prep_time: '10 mins',
  cook_time: '1 hr 5 min',
  source: 'Grandma',
  source_url: 'https://example.com/pancakes',
  categories: ['Breakfast', 'Weekend'],
  ingredients: 'For the batter:\n2 cups flour, sifted\n2 eggs\n\nTopping:\nPinch of salt\n2 tbsp maple syrup',
  directions: 'Whisk the batter.\n\nFry in a hot pan.\nTo serve:\nServe with syrup.',
  notes: 'Keeps for a day in the fridge.',
  created: '2021-03-04 09:08:07',
  photo_data: '',
  rating: 5,
};

test('a .paprikarecipes zip imports its recipes with their photos, times, tags, groups and notes, once', async () => {
  const photo = (await images.jpeg(320, 240)).toString('base64');
  const file = await zipOf([
    ['Buttermilk Pancakes.paprikarecipe', paprika({ ...pancakes, photo_data: photo })],
    [
      'Plain Toast.paprikarecipe',
      paprika({ name: 'Plain Toast', servings: 2, ingredients: '2 slices bread', directions: 'Toast.' }),
    ],
  ]);
  const result = await importResult(await upload(file, 'My Recipes.paprikarecipes'));
  expect(result).toMatchObject({ imported: 2, skipped: [], stubs: ['buttermilk-pancakes', 'plain-toast'] });

  const recipe = await suite.editor.recipe('buttermilk-pancakes');
  expect(recipe).toMatchObject({
    name: 'Buttermilk Pancakes',
    serving_count: 4,
    prep_time: 10,
    cooking_time: 65,
    source: 'https://example.com/pancakes',
    tags: [{ tag: 'Breakfast', shorthand: 'BRK' }],
  });
  expect(recipe.imageUrl).not.toBeNull();
  expect(new Date(recipe.created_at).getFullYear()).toBe(2021);
  expect(ingredientRows(recipe)).toEqual([
    [
      'For the batter',
      [
        ['2 cups', 'flour', 'sifted'],
        ['2', 'eggs', ''],
      ],
    ],
    [
      'Topping',
      [
        ['Pinch of', 'salt', ''],
        ['2 tbsp', 'maple syrup', ''],
      ],
    ],
  ]);
  expect(stepRows(recipe)).toEqual([
    [
      'Steps',
      [
        ['Whisk the batter.', ''],
        ['Fry in a hot pan.', ''],
      ],
    ],
    ['To serve', [['Serve with syrup.', 'Keeps for a day in the fridge.']]],
  ]);
  expect(await suite.editor.recipe('plain-toast')).toMatchObject({ imageUrl: null, serving_count: 2 });

  const again = await importResult(await upload(file, 'My Recipes.paprikarecipes'));
  expect(again).toMatchObject({ imported: 0, skipped: [{ name: 'Buttermilk Pancakes' }, { name: 'Plain Toast' }] });
});

test('notes too long for the last step come as a step section "Notes", a step a paragraph', async () => {
  const first = 'Rest the batter. '.repeat(70).trim();
  const second = 'Freeze the rest. '.repeat(70).trim();
  const file = paprika({ ...pancakes, name: 'Long Notes', notes: `${first}\n\n${second}` });
  expect((await importResult(await upload(file, 'Long Notes.paprikarecipe'))).stubs).toEqual(['long-notes']);
  const recipe = await suite.editor.recipe('long-notes');
  const sections = recipe.recipe_sections.map((section) => [section.name, section.steps.map(({ step }) => step)]);
  expect(sections[sections.length - 1]).toEqual(['Notes', [first, second]]);
  expect(recipe.recipe_sections.flatMap((section) => section.steps).every(({ notes }) => notes === '')).toBe(true);
});

test('one .paprikarecipe file imports with its photo', async () => {
  const photo = (await images.png(200, 150)).toString('base64');
  const file = paprika({ ...pancakes, name: 'Single Crêpe', photo_data: photo });
  const result = await importResult(await upload(file, 'Single Crêpe.paprikarecipe'));
  expect(result.stubs).toEqual(['single-crepe']);
  expect((await suite.editor.recipe('single-crepe')).imageUrl).not.toBeNull();
});

test('a broken or hostile Paprika file is refused with a clear error and changes nothing', async () => {
  const before = (await suite.editor.list('page=1')).count;
  const filesBefore = await suite.server.imageFiles();
  const fine = paprika({ name: 'Fine', ingredients: '1 egg', directions: 'Cook.' });
  // 17 MiB of spaces, a few KiB gzipped: more than any recipe with its photo unpacks to.
  const bomb = gzipSync(Buffer.alloc(17 * 1024 * 1024, 32));
  const cases: Array<[string, Buffer, RegExp]> = [
    [
      'one recipe over 10 MiB',
      gzipSync(randomBytes(10 * 1024 * 1024 + 1024), { level: 0 }),
      /a single Paprika recipe may be at most 10 MiB/,
    ],
    [
      'a bomb',
      await zipOf([
        ['Fine.paprikarecipe', fine],
        ['Bomb.paprikarecipe', bomb],
      ]),
      /Bomb\.paprikarecipe is too large/,
    ],
    [
      'not gzip',
      await zipOf([
        ['Fine.paprikarecipe', fine],
        ['Plain.paprikarecipe', Buffer.from('{"name": "x"}')],
      ]),
      /Plain\.paprikarecipe is not a Paprika recipe \(it does not unpack\)/,
    ],
    [
      'bad JSON',
      await zipOf([
        ['Fine.paprikarecipe', fine],
        ['Cut.paprikarecipe', gzipSync(Buffer.from('{"name": "Cut", '))],
      ]),
      /Cut\.paprikarecipe is not valid JSON/,
    ],
    [
      'no name',
      await zipOf([
        ['Fine.paprikarecipe', fine],
        ['Nameless.paprikarecipe', paprika({ ingredients: '1 egg' })],
      ]),
      /Nameless\.paprikarecipe is not a Paprika recipe/,
    ],
    [
      'no ingredients',
      await zipOf([
        ['Fine.paprikarecipe', fine],
        ['Empty.paprikarecipe', paprika({ name: 'Empty', directions: 'Eat.' })],
      ]),
      /Empty\.paprikarecipe: /,
    ],
    [
      'a photo that is no picture',
      await zipOf([['Odd.paprikarecipe', paprika({ ...pancakes, name: 'Odd', photo_data: 'aGVsbG8gdGhlcmU=' })]]),
      /Odd\.paprikarecipe#photo is not a supported image/,
    ],
  ];
  for (const [what, bytes, message] of cases) {
    const response = await upload(bytes, 'broken.paprikarecipes');
    expect([what, response.status]).toEqual([what, 422]);
    const { error } = await errorOf(response);
    expect([what, error]).toEqual([what, expect.stringMatching(message)]);
    expect(error).toMatch(/Nothing was changed\.$/);
  }
  expect((await suite.editor.list('page=1')).count).toBe(before);
  expect(await suite.server.imageFiles()).toEqual(filesBefore);
  expect(await readdir(join(suite.server.dataDir, 'import-uploads'))).toEqual([]);
});
