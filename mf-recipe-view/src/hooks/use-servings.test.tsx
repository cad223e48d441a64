import { act, fireEvent, screen } from '@testing-library/react';
import { makeRecipe, fakeNetworkPerTest } from '@simple-recipes/shared-api/testing';
import { renderRecipePage } from '../test/render-recipe-page';
import { loadScaler } from '../scaling/load-scaler';

// A file of its own: the scaler chunk must not have been loaded by an earlier test.
const api = fakeNetworkPerTest();
const recipe = makeRecipe({ serving_count: 4 });

it('applies + then − made while the scaler chunk loads in the order they were made', async () => {
  api().on('GET', `/api/recipes/${recipe.stub}`, { status: 200, body: recipe });
  renderRecipePage({ stub: recipe.stub });
  const box = await screen.findByRole('textbox', { name: 'Servings' });

  fireEvent.click(screen.getByRole('button', { name: 'More servings' }));
  fireEvent.click(screen.getByRole('button', { name: 'Fewer servings' }));
  await act(() => loadScaler());

  expect(box).toHaveValue('4');
  expect(screen.getByTestId('location-search')).toHaveTextContent(/^$/);
});
