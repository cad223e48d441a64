import { readRecipePage } from '../read-page';
import { recipePage } from '../testing/recipe-page';

const page = (recipeIngredient: unknown, body: string) =>
  recipePage(
    {
      '@type': 'Recipe',
      name: 'Roast chicken',
      recipeIngredient,
      recipeInstructions: 'Roast.',
    },
    body,
  );

const shown = `<div class="ingredients"><ul><li>150ml red wine</li><li>1 whole chicken</li><li>Salt and pepper</li>
  <li>500g baby potatoes</li></ul></div>`;

describe('structured data whose ingredient list is one name', () => {
  it("takes the page's list when the data's only ingredient line is a name and the page lists amounts", () => {
    expect(readRecipePage(page('Chicken', shown))?.ingredientGroups).toEqual([
      { name: '', items: ['150ml red wine', '1 whole chicken', 'Salt and pepper', '500g baby potatoes'] },
    ]);
  });

  it('keeps a lone line that has an amount, and a lone name when the page lists no amounts', () => {
    expect(readRecipePage(page(['1 whole chicken'], shown))?.ingredientGroups).toEqual([
      { name: '', items: ['1 whole chicken'] },
    ]);
    const names = '<div class="ingredients"><ul><li>Salt</li><li>Pepper</li><li>Thyme</li></ul></div>';
    expect(readRecipePage(page(['Chicken'], names))?.ingredientGroups).toEqual([{ name: '', items: ['Chicken'] }]);
  });
});
