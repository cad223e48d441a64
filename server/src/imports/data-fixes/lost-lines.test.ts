import { pageListOfDataWithLostLines } from './lost-lines';
import { readRecipePage } from '../read-page';
import { recipePage } from '../testing/recipe-page';

describe('pageListOfDataWithLostLines', () => {
  const shown = [
    { name: '', items: ['1 pound chicken thighs', '½ teaspoon kosher salt', '4 lettuce leaves'] },
    { name: 'For sauce:', items: ['3 tablespoons soy sauce', '2 tablespoons water', '4 garlic cloves, minced'] },
    { name: 'For batter:', items: ['¼ cup potato starch', '1 large egg'] },
  ];

  it("takes the page's groups when the data gives some of the page's lines and leaves the others out", () => {
    const data = ['3 tablespoons soy sauce', '2 tablespoons water', '4 garlic cloves, minced', '¼ cup potato starch'];
    expect(pageListOfDataWithLostLines(data, shown)).toEqual(shown);
  });

  it('finds the data lines in any order, each line of the page once', () => {
    const data = ['1 large egg', '2 tablespoons water', '3 tablespoons soy sauce', '4 lettuce leaves'];
    expect(pageListOfDataWithLostLines(data, shown)).toEqual(shown);
    const twice = ['1 large egg', '1 large egg', '2 tablespoons water', '4 lettuce leaves'];
    expect(pageListOfDataWithLostLines(twice, shown)).toBeUndefined();
  });

  it('keeps the data when one of its lines is not on the page, or the page has no more lines', () => {
    expect(
      pageListOfDataWithLostLines(
        ['3 tablespoons soy sauce', '2 tablespoons water', '1 large egg', '1 cup rice'],
        shown,
      ),
    ).toBeUndefined();
    const all = shown.flatMap((section) => section.items);
    expect(pageListOfDataWithLostLines(all, shown)).toBeUndefined();
  });

  it('keeps the data when the page shows its lines again, as lists for other numbers of servings do', () => {
    const page = [
      { name: '', items: ['1 l stock', '200 g polenta', 'salt'] },
      { name: '', items: ['2 l stock', '400 g polenta', 'salt'] },
    ];
    expect(pageListOfDataWithLostLines(['1 l stock', '200 g polenta', 'salt'], page)).toBeUndefined();
  });

  it('keeps the data when the page adds more lines than the data gives', () => {
    const page = [
      {
        name: '',
        items: ['1 cup flour', '2 eggs', '1 cup milk', '1 tsp salt', '2 tbsp sugar', '1 lemon', '2 tbsp oil'],
      },
    ];
    expect(pageListOfDataWithLostLines(['1 cup flour', '2 eggs', '1 cup milk'], page)).toBeUndefined();
  });

  it('keeps the data when the line the page adds counts the servings', () => {
    const page = [{ name: '', items: ['4 porsjoner', '1 stor gul løk', '2 hvitløkfedd', '3 ts karripulver'] }];
    expect(pageListOfDataWithLostLines(['1 stor gul løk', '2 hvitløkfedd', '3 ts karripulver'], page)).toBeUndefined();
  });

  it('keeps the data when it has too few lines to tell', () => {
    expect(pageListOfDataWithLostLines(['1 large egg', '2 tablespoons water'], shown)).toBeUndefined();
  });

  it("keeps the data when the page's other lines are mostly text without amounts", () => {
    const page = [
      {
        name: '',
        items: ['1 cup flour', '2 eggs', '1 cup milk', 'Subscribe to our newsletter', 'Read the comments', 'Share'],
      },
    ];
    expect(pageListOfDataWithLostLines(['1 cup flour', '2 eggs', '1 cup milk'], page)).toBeUndefined();
  });

  it("leaves out a list of the page's facts beside the ingredients, none of them the data's or measured", () => {
    const facts = { name: '', items: ['Serves 2 people', 'Time under 30 minutes', 'Difficulty easy'] };
    const list = { name: '', items: ['1 ball of burrata', '1 fennel bulb', '2 tbsp pistachios', '4 tbsp olive oil'] };
    const data = ['1 fennel bulb', '2 tbsp pistachios', '4 tbsp olive oil'];
    expect(pageListOfDataWithLostLines(data, [facts, list])).toEqual([list]);
  });
});

describe('a page whose data left ingredient lines out', () => {
  it("imports the page's whole list, in its groups", () => {
    const data = {
      '@type': 'Recipe',
      name: 'Pepper fried chicken',
      recipeIngredient: ['3 tablespoons soy sauce', '2 tablespoons water', '¼ cup potato starch', '1 large egg'],
      recipeInstructions: ['Fry the chicken.', 'Pour the sauce over.'],
    };
    const html = recipePage(
      data,
      '<h2>Ingredients</h2><ul><li>1 pound chicken thighs</li><li>½ teaspoon kosher salt</li></ul>' +
        '<h3>For sauce:</h3><ul><li>3 tablespoons soy sauce</li><li>2 tablespoons water</li></ul>' +
        '<h3>For batter:</h3><ul><li>¼ cup potato starch</li><li>1 large egg</li></ul>' +
        '<h2>Instructions</h2><ol><li>Fry the chicken.</li><li>Pour the sauce over.</li></ol>',
    );
    expect(readRecipePage(html)?.ingredientGroups.flatMap((group) => group.items)).toEqual([
      '1 pound chicken thighs',
      '½ teaspoon kosher salt',
      '3 tablespoons soy sauce',
      '2 tablespoons water',
      '¼ cup potato starch',
      '1 large egg',
    ]);
  });
});
