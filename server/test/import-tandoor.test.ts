// POST /api/imports with Tandoor's export: a zip holding a zip a recipe (`recipe.json` and `image.*`) imports with
// its pictures, times, servings, source, keywords (as the site's matching tags), group headings and step names; a
// second import adds nothing; a recipe.json alone imports too; broken entries are refused and change nothing.
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { errorOf } from './helpers/client';
import * as images from './helpers/images';
import { importSuite, ingredientRows, stepRows, zipOf } from './helpers/collection-file';

jest.setTimeout(60_000);

const suite = importSuite();
const { upload, importResult } = suite;

const json = (value: unknown) => Buffer.from(JSON.stringify(value));

/** An ingredient as Tandoor's export writes it. */
const ingredient = (amount: string, unit: string | null, food: string | null, note = '', extra = {}) => ({
  food: food === null ? null : { name: food, plural_name: null, ignore_shopping: false, supermarket_category: null },
  unit: unit === null ? null : { name: unit, plural_name: unit === 'cup' ? 'cups' : null, description: null },
  amount,
  note,
  order: 0,
  is_header: false,
  no_amount: false,
  always_use_plural_unit: false,
  always_use_plural_food: false,
  ...extra,
});

const pancakes = {
  name: 'Buttermilk Pancakes',
  description: 'Fluffy.',
  keywords: [
    { name: 'Breakfast', description: '' },
    { name: 'Weekend', description: '' },
  ],
  steps: [
    {
      name: 'Make the batter',
      instruction: 'Whisk the flour and the buttermilk.\n\nRest for ten minutes.',
      ingredients: [
        ingredient('0.000', null, null, 'For the batter', { is_header: true }),
        ingredient('1.500', 'cup', 'flour', 'sifted'),
        ingredient('0.333', 'cup', 'buttermilk'),
        ingredient('0.000', null, 'salt', 'to taste', { no_amount: true }),
      ],
      time: 10,
      order: 0,
      show_as_header: true,
      show_ingredients_table: true,
    },
    {
      name: '',
      instruction: 'Fry in a hot pan.',
      ingredients: [
        ingredient('0.000', null, null, 'Topping', { is_header: true }),
        ingredient('2.000', 'tbsp', 'maple syrup'),
      ],
      time: 0,
      order: 1,
      show_as_header: false,
      show_ingredients_table: true,
    },
    { name: '', instruction: 'Serve warm.', ingredients: [], time: 0, order: 2 },
  ],
  working_time: 15,
  waiting_time: 20,
  internal: true,
  nutrition: null,
  servings: 4,
  servings_text: '',
  source_url: 'https://example.com/pancakes',
};

const toast = {
  name: 'Plain Toast',
  description: '',
  keywords: [],
  steps: [{ name: '', instruction: 'Toast the bread.', ingredients: [ingredient('2.000', 'slice', 'bread')] }],
  working_time: 0,
  waiting_time: 3,
  servings: 1,
  source_url: '',
};

test("Tandoor's export zip imports its recipes, pictures, times, tags, groups and step names, once", async () => {
  const file = await zipOf([
    [
      'Buttermilk_Pancakes.zip',
      await zipOf([
        ['recipe.json', json(pancakes)],
        ['image.jpg', await images.jpeg(320, 240)],
      ]),
    ],
    ['Plain_Toast.zip', await zipOf([['recipe.json', json(toast)]])],
  ]);
  const result = await importResult(await upload(file, 'export.zip'));
  expect(result).toMatchObject({ imported: 2, skipped: [], stubs: ['buttermilk-pancakes', 'plain-toast'] });

  const recipe = await suite.editor.recipe('buttermilk-pancakes');
  expect(recipe).toMatchObject({
    name: 'Buttermilk Pancakes',
    serving_count: 4,
    prep_time: 15,
    cooking_time: 20,
    source: 'https://example.com/pancakes',
    tags: [{ tag: 'Breakfast', shorthand: 'BRK' }],
  });
  expect(recipe.imageUrl).not.toBeNull();
  expect(ingredientRows(recipe)).toEqual([
    [
      'For the batter',
      [
        ['1 1/2 cups', 'flour', 'sifted'],
        ['1/3 cup', 'buttermilk', ''],
        ['—', 'salt', 'to taste'],
      ],
    ],
    ['Topping', [['2 tbsp', 'maple syrup', '']]],
  ]);
  expect(stepRows(recipe)).toEqual([
    [
      'Make the batter',
      [
        ['Whisk the flour and the buttermilk.', ''],
        ['Rest for ten minutes.', ''],
      ],
    ],
    [
      'Steps',
      [
        ['Fry in a hot pan.', ''],
        ['Serve warm.', ''],
      ],
    ],
  ]);
  expect(await suite.editor.recipe('plain-toast')).toMatchObject({ imageUrl: null, serving_count: 1, cooking_time: 3 });

  const again = await importResult(await upload(file, 'export.zip'));
  expect(again).toMatchObject({ imported: 0, skipped: [{ name: 'Buttermilk Pancakes' }, { name: 'Plain Toast' }] });
});

test("a Tandoor recipe's recipe.json alone imports as its recipe", async () => {
  const result = await importResult(await upload(json({ ...toast, name: 'Lone Toast' }), 'recipe.json'));
  expect(result.stubs).toEqual(['lone-toast']);
  expect((await suite.editor.recipe('lone-toast')).ingredients_sections[0]?.ingredients[0]).toMatchObject({
    amount: '2 slice',
    ingredient: 'bread',
  });
});

test('a zip beside JSON-LD recipe files is no Tandoor recipe: it is left alone', async () => {
  const soup = {
    '@context': 'https://schema.org',
    '@type': 'Recipe',
    name: 'Zipped Soup',
    recipeYield: '2',
    recipeIngredient: ['1 l stock'],
    recipeInstructions: ['Heat the stock.'],
  };
  const file = await zipOf([
    ['soup.json', json(soup)],
    ['old-backup.zip', Buffer.from('not a zip')],
  ]);
  expect((await importResult(await upload(file, 'recipes.zip'))).stubs).toEqual(['zipped-soup']);
});

test('a broken or hostile Tandoor export is refused with a clear error and changes nothing', async () => {
  const before = (await suite.editor.list('page=1')).count;
  const filesBefore = await suite.server.imageFiles();
  const fine = await zipOf([
    ['recipe.json', json({ ...toast, name: 'Fine Toast' })],
    ['image.jpg', await images.jpeg(64, 64)],
  ]);
  const cases: Array<[string, Buffer, RegExp]> = [
    [
      'not a zip inside',
      await zipOf([
        ['Fine.zip', fine],
        ['Broken.zip', Buffer.from('not a zip')],
      ]),
      /Broken\.zip: it is not a readable zip file/,
    ],
    [
      'no recipe.json',
      await zipOf([
        ['Fine.zip', fine],
        ['Empty.zip', await zipOf([['notes.txt', Buffer.from('hi')]])],
      ]),
      /Empty\.zip holds no recipe\.json/,
    ],
    [
      'bad JSON',
      await zipOf([
        ['Fine.zip', fine],
        ['Cut.zip', await zipOf([['recipe.json', Buffer.from('{"name": "Cut",')]])],
      ]),
      /Cut\.zip: recipe\.json is not valid JSON/,
    ],
    [
      'not a Tandoor recipe',
      await zipOf([
        ['Fine.zip', fine],
        ['Other.zip', await zipOf([['recipe.json', json({ title: 'x' })]])],
      ]),
      /Other\.zip: recipe\.json is not a Tandoor recipe/,
    ],
    [
      'a bomb inside',
      await zipOf([
        ['Fine.zip', fine],
        [
          'Bomb.zip',
          await zipOf([
            ['recipe.json', json(toast)],
            ['image.jpg', Buffer.alloc(11 * 1024 * 1024)],
          ]),
        ],
      ]),
      /Bomb\.zip: the entry "image\.jpg" (is too large|expands too far)/,
    ],
    [
      'a path leaving the folder inside',
      await zipOf([
        ['Fine.zip', fine],
        [
          'Escape.zip',
          Buffer.from(
            (await zipOf([['xx/evil.json', json(toast)]]))
              .toString('latin1')
              .replaceAll('xx/evil.json', '../evil.json'),
            'latin1',
          ),
        ],
      ]),
      /Escape\.zip: .*outside the folder/,
    ],
    [
      'a recipe that does not validate',
      await zipOf([
        ['Fine.zip', fine],
        ['Nameless.zip', await zipOf([['recipe.json', json({ ...toast, name: ' ' })]])],
      ]),
      /Nameless\.zip: Name/,
    ],
  ];
  for (const [label, bytes, message] of cases) {
    const response = await upload(bytes, 'export.zip');
    expect([label, response.status]).toEqual([label, 422]);
    const { error } = await errorOf(response);
    expect([label, error]).toEqual([label, expect.stringMatching(message)]);
    expect(error).toMatch(/Nothing was changed\.$/);
  }
  expect((await suite.editor.list('page=1')).count).toBe(before);
  expect(await suite.server.imageFiles()).toEqual(filesBefore);
  expect(await readdir(join(suite.server.dataDir, 'import-uploads'))).toEqual([]);
});
