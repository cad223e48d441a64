// Two editors on one recipe: a save based on a copy someone else has changed since gets 409 with a message that
// says what happened and what to do, and overwrites nothing — also when the saves arrive at the same moment.
// A save without the `updated_at` it was based on still works (last one wins); a malformed one is refused as
// invalid (422), never taken for a conflict.
import type { Recipe } from '@simple-recipes/shared-api/types';
import { ApiClient, draft, editorClient, errorOf } from '../helpers/client';
import * as images from '../helpers/images';
import { contentOfRecipe } from '../helpers/save-ledger';
import { startServer, type TestServer } from '../helpers/server';

jest.setTimeout(60_000);

let server: TestServer;
let alice: ApiClient;
let bob: ApiClient;
let visitor: ApiClient;

beforeAll(async () => {
  server = await startServer();
  // Two sessions: two editors (or one editor in two tabs).
  alice = await editorClient(server);
  bob = await editorClient(server);
  visitor = new ApiClient(server);
});

afterAll(async () => {
  await server?.close();
});

/** The save an editor sends after changing `changes` on the copy they opened. */
function editOf(opened: Recipe, changes: Record<string, unknown>, withUpdatedAt = true) {
  return draft(opened.name, {
    recipe: { ...changes, ...(withUpdatedAt ? { updated_at: opened.updated_at } : {}) },
    ingredients: opened.ingredients_sections,
    steps: opened.recipe_sections,
  });
}

async function state(stub: string) {
  return { recipe: await visitor.recipe(stub), files: await server.imageFiles(), count: (await visitor.list()).count };
}

it('the second of two editors who opened the same copy gets 409 and overwrites nothing', async () => {
  const stub = await alice.create(draft('Contested Curry'), { image: await images.jpeg() });
  const aliceCopy = await alice.recipe(stub);
  const bobCopy = await bob.recipe(stub);

  const first = await alice.save(editOf(aliceCopy, { serving_count: 6, name: 'Contested Curry' }), { stub });
  expect(first.status).toBe(200);
  const afterAlice = await state(stub);
  expect(afterAlice.recipe.serving_count).toBe(6);

  // Bob's save, with a new picture, a new name and other numbers, based on the copy before Alice's save.
  const second = await bob.save(editOf(bobCopy, { serving_count: 2, name: 'Bob’s Curry' }), {
    stub,
    image: await images.png(),
  });
  expect(second.status).toBe(409);
  expect((await errorOf(second)).error).toBe(
    'This recipe was changed by someone else after you opened it. Reload it to see the changes, then make your edit again.',
  );
  expect(await state(stub)).toEqual(afterAlice);
  expect((await visitor.request('GET', '/api/recipes/bob-s-curry')).status).toBe(404);

  // Bob reloads, edits the fresh copy, and his save goes through.
  const fresh = await bob.recipe(stub);
  const retried = await bob.save(editOf(fresh, { serving_count: 2 }), { stub });
  expect(retried.status).toBe(200);
  const final = await visitor.recipe(stub);
  expect(final.serving_count).toBe(2);
  expect(final.imageUrl).toBe(afterAlice.recipe.imageUrl);
  expect(Date.parse(final.updated_at)).toBeGreaterThan(Date.parse(afterAlice.recipe.updated_at));
});

it('of saves sent at the same moment from the same copy, exactly one wins and the recipe is that one, whole', async () => {
  const stub = await alice.create(draft('Simultaneous Soup'));
  const opened = await visitor.recipe(stub);
  const before = await server.imageFiles();
  const editors = [alice, bob, alice, bob, alice, bob];
  const saves = editors.map((editor, index) => editOf(opened, { serving_count: 10 + index }));
  const responses = await Promise.all(
    editors.map(async (editor, index) =>
      editor.save(saves[index]!, {
        stub,
        ...(index % 2 === 0 ? { image: await images.jpeg(320, 240, '#000', `#${index}${index}${index}`) } : {}),
      }),
    ),
  );
  const statuses = responses.map((response) => response.status);
  expect(statuses.filter((status) => status === 200)).toHaveLength(1);
  expect(statuses.filter((status) => status === 409)).toHaveLength(editors.length - 1);
  for (const response of responses) if (response.status === 409) await errorOf(response);

  const winner = statuses.indexOf(200);
  const stored = await visitor.recipe(stub);
  expect(contentOfRecipe(stored)).toEqual(contentOfRecipe({ ...opened, serving_count: 10 + winner }));
  // Only the winner's picture (if it sent one) is on disk: the losers' files were removed.
  const files = await server.imageFiles();
  expect(files).toHaveLength(winner % 2 === 0 ? before.length + 3 : before.length);
});

it('a save without updated_at is not checked: the last one wins', async () => {
  const stub = await alice.create(draft('Last Word Lasagne'));
  const opened = await visitor.recipe(stub);
  expect((await alice.save(editOf(opened, { serving_count: 3 }), { stub })).status).toBe(200);
  // Bob's copy is stale, but his client sends no updated_at.
  const blind = await bob.save(editOf(opened, { serving_count: 8 }, false), { stub });
  expect(blind.status).toBe(200);
  expect((await visitor.recipe(stub)).serving_count).toBe(8);
});

describe('a malformed updated_at is invalid input (422), not a conflict', () => {
  let stub: string;
  beforeAll(async () => {
    stub = await alice.create(draft('Malformed Moussaka'));
  });

  const notADate = 'Updated at must be a date.';
  it.each([
    ['a word', 'yesterday', notADate],
    ['a date without its time', '2024-05-01', notADate],
    ['an impossible date', '2024-13-45T99:99:99.000Z', notADate],
    ['digits', '1714557600000', notADate],
    ['a number', 1714557600000, notADate],
    ['true', true, notADate],
    ['an object', { $gt: '' }, notADate],
    ['a list', ['2024-05-01T10:00:00.000Z'], notADate],
    ['a very long string', '2024-05-01T10:00:00.000Z'.repeat(500), notADate],
    ['a NUL byte', '2024-05-01T10:00:00.000Z\u0000', 'This text contains a character that is not allowed.'],
  ])('%s', async (_name, updatedAt, message) => {
    const before = await state(stub);
    const response = await alice.save(
      draft('Malformed Moussaka', { recipe: { serving_count: 9, updated_at: updatedAt } }),
      { stub },
    );
    expect(response.status).toBe(422);
    const body = await errorOf(response);
    expect(body.errors?.['recipe.updated_at']).toBe(message);
    expect(await state(stub)).toEqual(before);
  });

  it('while a well-formed current one is accepted', async () => {
    const current = await visitor.recipe(stub);
    const response = await alice.save(editOf(current, { serving_count: 9 }), { stub });
    expect(response.status).toBe(200);
  });
});
