// POST /api/imports with Mealie's recipe files: its data export (`recipes/<slug>/<slug>.json` with
// `images/original.webp`) and a recipe downloaded as a zip (`<slug>.json` beside `original.webp`) import with their
// pictures, times, servings, source, tags and categories (as the site's matching tags), sections and notes; a second
// import adds nothing; a recipe that does not validate refuses the file and changes nothing.
import sharp from 'sharp';
import { errorOf } from './helpers/client';
import { importSuite, ingredientRows, stepRows, zipOf } from './helpers/collection-file';

jest.setTimeout(60_000);

const suite = importSuite();
const { upload, importResult } = suite;

const json = (value: unknown) => Buffer.from(JSON.stringify(value));
const webp = () =>
  sharp({ create: { width: 320, height: 240, channels: 3, background: '#d08040' } })
    .webp()
    .toBuffer();

/** An ingredient as Mealie's model writes it. */
const ingredient = (quantity: number, unit: string | null, food: string | null, note = '', extra = {}) => ({
  quantity,
  unit: unit === null ? null : { name: unit, plural_name: unit === 'cup' ? 'cups' : null, abbreviation: '' },
  food: food === null ? null : { name: food, plural_name: null },
  note,
  is_food: food !== null,
  disable_amount: false,
  display: '',
  title: null,
  original_text: null,
  reference_id: '7f1c6a39-2d55-4a53-9d1e-0c0a2a7b1f11',
  ...extra,
});

const pancakes = {
  id: '4c7a0e5d-1f0b-4a59-8a34-64f5e1a6b3c2',
  name: 'Buttermilk Pancakes',
  slug: 'buttermilk-pancakes',
  recipe_yield: '4 servings',
  recipe_servings: 4,
  total_time: '35 minutes',
  prep_time: '15 minutes',
  cook_time: null,
  perform_time: '20 minutes',
  description: 'Fluffy.',
  recipe_category: [{ name: 'Weekend', slug: 'weekend' }],
  tags: [{ name: 'Breakfast', slug: 'breakfast' }],
  org_url: 'https://example.com/pancakes',
  recipe_ingredient: [
    ingredient(1.5, 'cup', 'flour', 'sifted', { title: 'For the batter' }),
    ingredient(0.333, 'cup', 'buttermilk'),
    ingredient(1, null, null, '2 eggs, beaten', { disable_amount: true, is_food: false }),
    ingredient(2, 'tbsp', 'maple syrup', '', { title: 'Topping' }),
  ],
  recipe_instructions: [
    { id: 'a1', title: 'Make the batter', summary: '', text: 'Whisk the flour and the buttermilk.' },
    { id: 'a2', title: '', summary: '', text: 'Rest for ten minutes.' },
    { id: 'a3', title: 'Cook', summary: '', text: 'Fry in a hot pan.' },
    { id: 'a4', title: '', summary: 'Serve', text: 'Pour the syrup over the stack.' },
  ],
  notes: [{ title: 'Keeps', text: 'A day in the fridge.' }],
  extras: {},
};

/** A recipe as Mealie's API writes it, in camelCase. */
const toast = {
  name: 'Plain Toast',
  slug: 'plain-toast',
  recipeYield: '2 slices',
  recipeServings: 2,
  prepTime: null,
  performTime: '3 minutes',
  orgURL: null,
  recipeIngredient: [{ quantity: 2, unit: { name: 'slice' }, food: { name: 'bread' }, note: '', disableAmount: false }],
  recipeInstructions: [{ title: '', text: 'Toast the bread.' }],
  tags: [],
  notes: [],
};

test("Mealie's data export imports its recipes, pictures, times, tags, sections and notes, once", async () => {
  const file = await zipOf([
    ['recipes/buttermilk-pancakes/buttermilk-pancakes.json', json(pancakes)],
    ['recipes/buttermilk-pancakes/images/original.webp', await webp()],
    ['recipes/buttermilk-pancakes/images/min-original.webp', await webp()],
    ['recipes/plain-toast/plain-toast.json', json(toast)],
  ]);
  const result = await importResult(await upload(file, 'mealie-export.zip'));
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
        ['2', 'eggs', 'beaten'],
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
    // A step's summary heads it inside its section, as a page's step title does.
    [
      'Cook',
      [
        ['Fry in a hot pan.', ''],
        ['Serve', ''],
        ['Pour the syrup over the stack.', 'Keeps: A day in the fridge.'],
      ],
    ],
  ]);
  expect(await suite.editor.recipe('plain-toast')).toMatchObject({ imageUrl: null, serving_count: 2, cooking_time: 3 });

  const again = await importResult(await upload(file, 'mealie-export.zip'));
  expect(again).toMatchObject({ imported: 0, skipped: [{ name: 'Buttermilk Pancakes' }, { name: 'Plain Toast' }] });
});

test('a recipe downloaded from Mealie as a zip imports with the picture beside it', async () => {
  const file = await zipOf([
    ['french-toast.json', json({ ...pancakes, name: 'French Toast', slug: 'french-toast' })],
    ['original.webp', await webp()],
  ]);
  expect((await importResult(await upload(file, 'french-toast.zip'))).stubs).toEqual(['french-toast']);
  expect((await suite.editor.recipe('french-toast')).imageUrl).not.toBeNull();
});

test('a Mealie recipe that does not validate refuses the file, naming it, and changes nothing', async () => {
  const before = (await suite.editor.list('page=1')).count;
  const filesBefore = await suite.server.imageFiles();
  const file = await zipOf([
    ['recipes/fine/fine.json', json({ ...toast, name: 'Fine', slug: 'fine' })],
    ['recipes/fine/images/original.webp', await webp()],
    ['recipes/stepless/stepless.json', json({ ...toast, name: 'Stepless', slug: 'stepless', recipeInstructions: [] })],
  ]);
  const response = await upload(file, 'mealie-export.zip');
  expect(response.status).toBe(422);
  expect((await errorOf(response)).error).toMatch(/recipes\/stepless\/stepless\.json: .*step.*Nothing was changed\.$/);
  expect((await suite.editor.list('page=1')).count).toBe(before);
  expect(await suite.server.imageFiles()).toEqual(filesBefore);
});
