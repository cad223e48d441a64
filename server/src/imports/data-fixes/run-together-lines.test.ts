import { readRecipePage } from '../read-page';
import { recipePage } from '../testing/recipe-page';

describe('data that runs its ingredients together into one line', () => {
  it("takes the page's entries, in its groups, and not the same list the page repeats in other units", () => {
    const data = {
      '@type': 'Recipe',
      name: 'Cupcakes',
      recipeIngredient: '125ml milk, 1 tsp vinegar, 120g icing sugar',
      recipeInstructions: ['Mix.', 'Bake.'],
    };
    const found = readRecipePage(
      recipePage(
        data,
        `
      <div class="ingredients"><h5>For the base</h5><ul><li>125ml milk</li><li>1 tsp vinegar</li></ul>
      <h5>For the frosting</h5><ul><li>120g icing sugar</li></ul>
      <h5>For the base</h5><ul><li>4.4 fl oz milk</li><li>1 tsp vinegar</li></ul></div>`,
      ),
    );
    expect(found?.ingredientGroups).toEqual([
      { name: 'For the base', items: ['125ml milk', '1 tsp vinegar'] },
      { name: 'For the frosting', items: ['120g icing sugar'] },
    ]);
  });

  it('keeps the one line when the page only sets its amount apart from its name', () => {
    const data = {
      '@type': 'Recipe',
      name: 'Compote',
      recipeIngredient: ['5 mirabelles'],
      recipeInstructions: 'Cook.',
    };
    const found = readRecipePage(
      recipePage(
        data,
        `
      <div class="ingredients"><ul><li>5</li><li>mirabelles</li></ul></div>`,
      ),
    );
    expect(found?.ingredientGroups).toEqual([{ name: '', items: ['5 mirabelles'] }]);
  });
});
