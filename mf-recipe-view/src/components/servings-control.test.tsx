import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeRecipe, fakeNetworkPerTest } from '@simple-recipes/shared-api/testing';
import { renderRecipePage } from '../test/render-recipe-page';
import { ServingsControl } from './servings-control';

const api = fakeNetworkPerTest();
// Serves 4, with amounts of every shape.
const recipe = makeRecipe({
  serving_count: 4,
  ingredients_sections: [
    {
      id: 11,
      name: 'Main',
      type: 'ingredients',
      ingredients: [
        { id: 1, ingredient: 'Flour', amount: '1 1/2 cups', notes: '' },
        { id: 2, ingredient: 'Salt', amount: '½ tsp', notes: '' },
        { id: 3, ingredient: 'Butter', amount: '1.5 kg', notes: '' },
        { id: 4, ingredient: 'Garlic', amount: '2-3 cloves', notes: '' },
        { id: 5, ingredient: 'Tomatoes', amount: '1 (14 oz) can', notes: '' },
        { id: 6, ingredient: 'Pepper', amount: 'to taste', notes: '' },
      ],
    },
  ],
});

const amounts = () =>
  within(screen.getByRole('region', { name: 'Ingredients' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);
const servingsBox = () => screen.getByRole('textbox', { name: 'Servings' });
const search = () => screen.getByTestId('location-search').textContent;

beforeEach(() => {
  api().on('GET', `/api/recipes/${recipe.stub}`, { status: 200, body: recipe });
});

it('shows the recipe as written at its own servings, with nothing to reset', async () => {
  renderRecipePage({ stub: recipe.stub });
  expect(await screen.findByRole('textbox', { name: 'Servings' })).toHaveValue('4');
  expect(amounts()).toEqual([
    'Flour (1 1/2 cups)',
    'Salt (½ tsp)',
    'Butter (1.5 kg)',
    'Garlic (2-3 cloves)',
    'Tomatoes (1 (14 oz) can)',
    'Pepper (to taste)',
  ]);
  expect(screen.queryByRole('button', { name: 'Reset to 4' })).not.toBeInTheDocument();
});

it('doubles every amount with +, marks them as scaled, puts the servings in the URL and resets', async () => {
  const user = userEvent.setup();
  renderRecipePage({ stub: recipe.stub });
  await screen.findByRole('textbox', { name: 'Servings' });
  for (let click = 0; click < 4; click += 1) await user.click(screen.getByRole('button', { name: 'More servings' }));

  expect(servingsBox()).toHaveValue('8');
  expect(search()).toBe('?servings=8');
  // Screen readers hear the recipe's own amount after the scaled one.
  expect(amounts()).toEqual([
    'Flour (3 cups (scaled from 1 1/2 cups))',
    'Salt (1 tsp (scaled from ½ tsp))',
    'Butter (3 kg (scaled from 1.5 kg))',
    'Garlic (4-6 cloves (scaled from 2-3 cloves))',
    'Tomatoes (2 (14 oz) can (scaled from 1 (14 oz) can))',
    'Pepper (to taste)',
  ]);
  expect(screen.getByTitle('Scaled from 1 1/2 cups')).toHaveTextContent('3 cups');
  expect(screen.getByText('Amounts for 8 servings.')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Reset to 4' }));
  expect(servingsBox()).toHaveValue('4');
  expect(search()).toBe('');
  expect(amounts()[0]).toBe('Flour (1 1/2 cups)');
});

it('opens scaled from ?servings= and keeps the JSON-LD as stored', async () => {
  renderRecipePage({ stub: recipe.stub, search: '?servings=2' });
  expect(await screen.findByRole('textbox', { name: 'Servings' })).toHaveValue('2');
  expect(amounts()[1]).toBe('Salt (¼ tsp (scaled from ½ tsp))');
  const data = JSON.parse(document.querySelector('script[type="application/ld+json"]')?.textContent ?? '');
  expect(data.recipeYield).toBe('4');
  expect(data.recipeIngredient[0]).toBe('1 1/2 cups Flour');
});

it.each(['?servings=0', '?servings=1000', '?servings=abc', '?servings=2.5'])(
  'ignores an impossible %s and shows the recipe as written',
  async (query) => {
    renderRecipePage({ stub: recipe.stub, search: query });
    expect(await screen.findByRole('textbox', { name: 'Servings' })).toHaveValue('4');
    expect(amounts()[0]).toBe('Flour (1 1/2 cups)');
  },
);

it('takes a typed number, and puts the current one back when the box is left with something else', async () => {
  const user = userEvent.setup();
  renderRecipePage({ stub: recipe.stub });
  const box = await screen.findByRole('textbox', { name: 'Servings' });
  await user.clear(box);
  expect(box).toHaveAttribute('aria-invalid', 'true');
  await user.type(box, '12');
  expect(box).not.toHaveAttribute('aria-invalid');
  expect(search()).toBe('?servings=12');
  expect(amounts()[2]).toBe('Butter (4.5 kg (scaled from 1.5 kg))');

  await user.clear(box);
  await user.type(box, '0');
  await user.tab();
  expect(box).toHaveValue('12');
  await user.click(box);
  await user.keyboard('{ArrowDown}');
  expect(box).toHaveValue('11');
});

it('stops at 1 and 999', async () => {
  const user = userEvent.setup();
  renderRecipePage({ stub: recipe.stub, search: '?servings=1' });
  expect(await screen.findByRole('button', { name: 'Fewer servings' })).toBeDisabled();
  await user.clear(servingsBox());
  await user.type(servingsBox(), '999');
  expect(screen.getByRole('button', { name: 'More servings' })).toBeDisabled();
});

it('offers no scaling for a recipe without a serving count, and shows it as not given rather than "0"', async () => {
  api().on('GET', `/api/recipes/${recipe.stub}`, { status: 200, body: { ...recipe, serving_count: 0 } });
  renderRecipePage({ stub: recipe.stub, search: '?servings=8' });
  await screen.findByRole('heading', { level: 1 });
  expect(screen.queryByRole('textbox', { name: 'Servings' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Reset to/ })).not.toBeInTheDocument();
  expect(screen.getByText('Serves', { selector: 'dt' }).nextElementSibling).toHaveTextContent(/^—Not given$/);
  expect(amounts()[0]).toBe('Flour (1 1/2 cups)');
  expect(amounts().join(' ')).not.toMatch(/NaN|Infinity/);
});

it('counts clicks made while a change still waits for the page to follow it', async () => {
  const user = userEvent.setup();
  const onChange = jest.fn();
  // The page has not followed yet (the scaler chunk is still loading): `servings` stays 4.
  render(<ServingsControl servings={4} recipeServings={4} onChange={onChange} />);
  for (let click = 0; click < 3; click += 1) await user.click(screen.getByRole('button', { name: 'More servings' }));
  await user.click(screen.getByRole('button', { name: 'Fewer servings' }));
  expect(onChange.mock.calls.map(([servings]) => servings)).toEqual([5, 6, 7, 6]);
});
