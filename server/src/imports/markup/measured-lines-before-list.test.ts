import { readRecipePage } from '../read-page';

const page = (ingredients: string) =>
  `<html><head><title>Carpaccio</title></head><body><h1>Carpaccio</h1>
  <h2>Ingredients</h2>${ingredients}
  <h2>Method</h2><ol><li>Slice the fennel.</li><li>Tear the cheese over it.</li></ol></body></html>`;

describe('ingredient lines set as paragraphs right before the list', () => {
  it('reads a measured line before the list in its block as the first ingredient', () => {
    const found = readRecipePage(
      page(`<div><p>1 ball of burrata</p>
        <ol><li>1 fennel bulb</li><li>2 tbsp pistachios</li><li>4 tbsp olive oil</li><li>Salt</li></ol></div>`),
    );
    expect(found?.ingredientGroups).toEqual([
      { name: '', items: ['1 ball of burrata', '1 fennel bulb', '2 tbsp pistachios', '4 tbsp olive oil', 'Salt'] },
    ]);
  });

  it('takes no line that counts servings or gives a time, nor text', () => {
    const found = readRecipePage(
      page(`<div><p>Fresh from the market:</p><p>4 servings</p><p>30 minutes</p>
        <ol><li>1 fennel bulb</li><li>2 tbsp pistachios</li><li>4 tbsp olive oil</li></ol></div>`),
    );
    expect(found?.ingredientGroups).toEqual([
      { name: '', items: ['1 fennel bulb', '2 tbsp pistachios', '4 tbsp olive oil'] },
    ]);
  });
});
