import { readRecipePage } from '../read-page';
import { dataLinesJoinedAsShown } from './split-data-lines';
import { recipePage } from '../testing/recipe-page';

describe('data that gives one line of the page as two', () => {
  it("takes the page's line for the two, in the page's groups", () => {
    const data = {
      '@type': 'Recipe',
      name: 'Squash',
      recipeIngredient: ['2 acorn squashes (seeded)', 'Sea salt', 'Freshly ground black pepper', '1 garlic clove'],
      recipeInstructions: 'Roast.',
    };
    const found = readRecipePage(
      recipePage(
        data,
        `
      <div class="ingredients"><ul><li>2 acorn squashes, seeded</li><li>Sea salt and freshly ground black pepper</li></ul>
      <h4>Chimichurri</h4><ul><li>1 garlic clove</li></ul></div>`,
      ),
    );
    expect(found?.ingredientGroups).toEqual([
      { name: '', items: ['2 acorn squashes (seeded)', 'Sea salt and freshly ground black pepper'] },
      { name: 'Chimichurri', items: ['1 garlic clove'] },
    ]);
  });

  it("takes the page's line for data lines cut at its commas, under a heading naming the part after the dish", () => {
    const data = {
      '@type': 'Recipe',
      name: 'Wikinger-Auflauf',
      recipeIngredient: [
        '250 g Schweinefleisch',
        ' in Stücken',
        ' 1',
        '5 TL Senf',
        ' 40 g Butter',
        ' in Stücken',
        ' zzgl. etwas mehr zum Fetten',
        ' Salz',
      ],
      recipeInstructions: 'Backen.',
    };
    const found = readRecipePage(
      recipePage(
        data,
        `
      <h2>Wikinger-Auflauf – Die Zutaten</h2><ul><li>250 g Schweinefleisch, in Stücken</li><li>1,5 TL Senf</li>
      <li>40 g Butter, in Stücken, zzgl. etwas mehr zum Fetten</li><li>Salz</li></ul>
      <h2>Wikinger-Auflauf – Die Zubereitung</h2><p>Backen.</p>`,
      ),
    );
    expect(found?.ingredientGroups).toEqual([
      {
        name: '',
        items: [
          '250 g Schweinefleisch, in Stücken',
          '1,5 TL Senf',
          '40 g Butter, in Stücken, zzgl. etwas mehr zum Fetten',
          'Salz',
        ],
      },
    ]);
  });

  it('matches nothing when the page lists other ingredients', () => {
    expect(dataLinesJoinedAsShown(['Salt', 'Pepper', '1 egg'], ['Salt and sugar', '1 egg'])).toBeUndefined();
    expect(dataLinesJoinedAsShown(['Salt', 'Pepper', '1 egg'], ['Salt', 'Pepper'])).toBeUndefined();
  });
});
