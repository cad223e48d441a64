import { ApiError } from '../client';
import type { RecipeImportDraft } from '../types';
import { importRecipePage } from './import-page';
import { fakeNetworkPerTest } from '../testing';

const network = fakeNetworkPerTest();

const DRAFT: RecipeImportDraft = {
  name: 'Oatmeal Raisin Cookies',
  serving_count: 24,
  prep_time: 0,
  cooking_time: 0,
  source: 'https://www.example.com/cookies',
  tags: [],
  ingredients_sections: [],
  recipe_sections: [],
  imageUrl: null,
  image: null,
  pictureNotFetched: null,
  missing: ['prep_time', 'cooking_time', 'tags', 'ingredients', 'steps', 'image'],
  alreadyHere: [],
  otherRecipes: ['Chocolate Chip Cookies'],
};

const sentBodies = () =>
  network()
    .sent('POST', '/api/imports')
    .map((request) => JSON.parse(request.body as string));

it('asks for one of the page’s recipes by name, from its address or what was pasted, and resolves to its draft', async () => {
  network().on('POST', '/api/imports', { status: 200, body: DRAFT });
  const url = 'https://www.example.com/cookies';

  await expect(importRecipePage({ url, recipeName: 'Oatmeal Raisin Cookies' })).resolves.toEqual(DRAFT);
  await importRecipePage({ html: '<html></html>', url, recipeName: 'Oatmeal Raisin Cookies' });
  await importRecipePage({ url });

  expect(sentBodies()).toEqual([
    { url, recipeName: 'Oatmeal Raisin Cookies' },
    { html: '<html></html>', url, recipeName: 'Oatmeal Raisin Cookies' },
    { url },
  ]);
});

it('rejects with the server’s sentence when the page holds no recipe of that name', async () => {
  const error = 'This page holds no recipe named “Shortbread”.';
  network().on('POST', '/api/imports', { status: 422, body: { error } });
  const importing = importRecipePage({ url: 'https://www.example.com/cookies', recipeName: 'Shortbread' });
  await expect(importing).rejects.toBeInstanceOf(ApiError);
  await expect(importing).rejects.toMatchObject({ status: 422, message: error });
});
