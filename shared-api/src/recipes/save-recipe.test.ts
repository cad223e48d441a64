import { ApiError, configureApi } from '../client';
import { emptyDraftValues } from '../schema';
import type { RecipeDraft } from '../types';
import { saveRecipe, saveRecipeFormData } from './save-recipe';
import { partText, fakeNetworkPerTest } from '../testing';

const network = fakeNetworkPerTest();
const lastXhr = () => network().lastXhr();

function draft(image?: Blob): RecipeDraft {
  const values = emptyDraftValues();
  values.recipe = {
    name: 'Tomato Soup',
    serving_count: '4',
    prep_time: 10,
    cooking_time: 30,
    source: '',
    tags: [2, 5],
  };
  values.ingredients[0] = {
    name: 'Soup',
    type: 'ingredients',
    ingredients: [{ ingredient: 'Tomatoes', amount: '800 g', notes: '' }],
  };
  values.steps[0] = { name: 'Cook', type: 'recipes', steps: [{ step: 'Simmer.', notes: 'gently' }] };
  return { ...values, image };
}

describe('saveRecipe', () => {
  it('creates with one multipart POST to /api/recipes: files, recipe, ingredients, steps', async () => {
    const image = new File(['fake image bytes'], 'soup.jpg', { type: 'image/jpeg' });
    const saving = saveRecipe(draft(image));
    const xhr = lastXhr();

    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/recipes');
    expect(xhr.headers.get('X-Requested-With')).toBe('XMLHttpRequest');
    // The browser sets the multipart boundary itself.
    expect([...xhr.headers.keys()].map((name) => name.toLowerCase())).not.toContain('content-type');

    const form = xhr.form;
    expect([...form.keys()]).toEqual(['files', 'recipe', 'ingredients', 'steps']);
    const file = form.get('files') as File;
    expect(file.name).toBe('soup.jpg');
    expect(file.type).toBe('image/jpeg');
    expect(await partText(file)).toBe('fake image bytes');
    expect(JSON.parse(await partText(form.get('recipe')))).toEqual({
      name: 'Tomato Soup',
      serving_count: '4',
      prep_time: 10,
      cooking_time: 30,
      source: '',
      tags: [2, 5],
    });
    expect(JSON.parse(await partText(form.get('ingredients')))).toEqual([
      { name: 'Soup', type: 'ingredients', ingredients: [{ ingredient: 'Tomatoes', amount: '800 g', notes: '' }] },
    ]);
    expect(JSON.parse(await partText(form.get('steps')))).toEqual([
      { name: 'Cook', type: 'recipes', steps: [{ step: 'Simmer.', notes: 'gently' }] },
    ]);

    xhr.respond({ status: 201, body: 'tomato-soup' });
    await expect(saving).resolves.toBe('tomato-soup');
  });

  it('sends no files part without an image, and updates at /api/recipes/:stub with updated_at', async () => {
    const values = draft();
    values.recipe.updated_at = '2024-05-01T10:00:00.123Z';
    const saving = saveRecipe(values, { stub: 'tomato soup' });
    const xhr = lastXhr();
    expect(xhr.url).toBe('/api/recipes/tomato%20soup');
    expect(xhr.form.has('files')).toBe(false);
    expect(JSON.parse(await partText(xhr.form.get('recipe'))).updated_at).toBe('2024-05-01T10:00:00.123Z');
    xhr.respond({ status: 200, body: 'tomato-soup-2\n' });
    await expect(saving).resolves.toBe('tomato-soup-2');
  });

  it('an update that removes the picture sends removeImage=true, and no picture part', async () => {
    const saving = saveRecipe({ ...draft(), removeImage: true }, { stub: 'tomato-soup' });
    const form = lastXhr().form;
    expect([...form.keys()]).toEqual(['removeImage', 'recipe', 'ingredients', 'steps']);
    expect(form.get('removeImage')).toBe('true');
    lastXhr().respond({ status: 200, body: 'tomato-soup' });
    await expect(saving).resolves.toBe('tomato-soup');
  });

  it('a new picture replaces the old one instead of removeImage; no removeImage unless the draft says so', () => {
    const image = new File(['new'], 'new.png', { type: 'image/png' });
    expect([...saveRecipeFormData({ ...draft(image), removeImage: true }).keys()]).toEqual([
      'files',
      'recipe',
      'ingredients',
      'steps',
    ]);
    expect(saveRecipeFormData({ ...draft(), importedImage: 'kept-1', removeImage: true }).has('removeImage')).toBe(
      false,
    );
    expect(saveRecipeFormData({ ...draft(), removeImage: false }).has('removeImage')).toBe(false);
  });

  it('names a picked Blob that has no file name', () => {
    const form = saveRecipeFormData(draft(new Blob(['x'], { type: 'image/png' })));
    expect((form.get('files') as File).name).toBe('image');
  });

  it('goes to the configured base path', () => {
    configureApi({ baseUrl: '/backend/api/' });
    void saveRecipe(draft()).catch(() => undefined);
    expect(lastXhr().url).toBe('/backend/api/recipes');
    configureApi({ baseUrl: '/api' });
  });

  it('reports upload progress as a fraction, ending at 1', async () => {
    const onProgress = jest.fn();
    const saving = saveRecipe(draft(), { onProgress });
    const xhr = lastXhr();
    xhr.progress(250, 1000);
    xhr.progress(600, 1000);
    xhr.progress(5, 0); // length unknown: nothing to report
    xhr.respond({ status: 201, body: 'tomato-soup' });
    await saving;
    expect(onProgress.mock.calls.map(([fraction]) => fraction)).toEqual([0.25, 0.6, 1]);
  });

  it.each([
    [409, { error: 'This recipe was changed by someone else since you opened it.' }],
    [413, { error: 'The image is larger than 10 MB.' }],
    [415, { error: 'The file is not an image.' }],
  ])('rejects a %i with the server sentence', async (status, body) => {
    const saving = saveRecipe(draft());
    lastXhr().respond({ status, body });
    await expect(saving).rejects.toEqual(expect.objectContaining({ status, message: body.error, fieldErrors: {} }));
    await expect(saving).rejects.toBeInstanceOf(ApiError);
  });

  it('rejects a 422 with its field errors by path', async () => {
    const saving = saveRecipe(draft());
    lastXhr().respond({
      status: 422,
      body: {
        error: 'Some fields are invalid.',
        errors: { 'ingredients[0].ingredients[1].amount': 'Amount is required.' },
      },
    });
    await expect(saving).rejects.toMatchObject({
      status: 422,
      fieldErrors: { 'ingredients[0].ingredients[1].amount': 'Amount is required.' },
    });
  });

  it('rejects with status 0 when the server cannot be reached', async () => {
    const saving = saveRecipe(draft());
    lastXhr().failNetwork();
    await expect(saving).rejects.toMatchObject({ status: 0, message: expect.stringMatching(/could not be reached/) });
  });

  it('rejects an empty success answer rather than returning no stub', async () => {
    const saving = saveRecipe(draft());
    lastXhr().respond({ status: 201, body: '' });
    await expect(saving).rejects.toMatchObject({ status: 201 });
  });

  it('can be cancelled', async () => {
    const controller = new AbortController();
    const saving = saveRecipe(draft(), { signal: controller.signal });
    controller.abort();
    await expect(saving).rejects.toMatchObject({ name: 'AbortError' });
    expect(lastXhr().aborted).toBe(true);
  });
});
