import { readRecipePage } from './read-page';
import { dataLinesJoinedAsShown } from './split-data-lines';

describe('data that gives one line of the page as two', () => {
  it("takes the page's line for the two, in the page's groups", () => {
    const data = {
      '@type': 'Recipe',
      name: 'Squash',
      recipeIngredient: ['2 acorn squashes (seeded)', 'Sea salt', 'Freshly ground black pepper', '1 garlic clove'],
      recipeInstructions: 'Roast.',
    };
    const found = readRecipePage(
      `<html><head><script type="application/ld+json">${JSON.stringify(data)}</script></head><body>
      <div class="ingredients"><ul><li>2 acorn squashes, seeded</li><li>Sea salt and freshly ground black pepper</li></ul>
      <h4>Chimichurri</h4><ul><li>1 garlic clove</li></ul></div></body></html>`,
    );
    expect(found?.ingredientGroups).toEqual([
      { name: '', items: ['2 acorn squashes (seeded)', 'Sea salt and freshly ground black pepper'] },
      { name: 'Chimichurri', items: ['1 garlic clove'] },
    ]);
  });

  it('matches nothing when the page lists other ingredients', () => {
    expect(dataLinesJoinedAsShown(['Salt', 'Pepper', '1 egg'], ['Salt and sugar', '1 egg'])).toBeUndefined();
    expect(dataLinesJoinedAsShown(['Salt', 'Pepper', '1 egg'], ['Salt', 'Pepper'])).toBeUndefined();
  });
});
