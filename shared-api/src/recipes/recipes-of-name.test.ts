import { ApiError } from '../client';
import { fakeNetworkPerTest } from '../testing';
import { getRecipesOfName } from './recipes-of-name';

const network = fakeNetworkPerTest();

it('asks for the recipes of the name as typed and resolves to them', async () => {
  const recipes = [{ stub: 'creme-brulee', name: 'Crème Brûlée' }];
  network().on('GET', '/api/recipe-names', { status: 200, body: { recipes } });

  await expect(getRecipesOfName('Crème brûlée & co?')).resolves.toEqual(recipes);
  const [sent] = network().sent('GET', '/api/recipe-names');
  expect(sent?.url.searchParams.get('name')).toBe('Crème brûlée & co?');
});

it('rejects with an ApiError for a refusal or an answer that is not the list', async () => {
  network().on('GET', '/api/recipe-names', { status: 401, body: { error: 'Please log in.' } });
  await expect(getRecipesOfName('Soup')).rejects.toMatchObject({ status: 401 });

  network().on('GET', '/api/recipe-names', { status: 200, body: { something: 'else' } });
  await expect(getRecipesOfName('Soup')).rejects.toBeInstanceOf(ApiError);
});
