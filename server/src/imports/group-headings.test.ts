import { readRecipePage } from './read-page';

const page = (body: string) => `<html><head><title>Roll</title></head><body><h1>Roll</h1>${body}</body></html>`;

describe('ingredient groups each set in a block of their own', () => {
  it('are named by the heading in the block, before its list', () => {
    const found = readRecipePage(
      page(`<div><h3>Ingredients</h3>
        <section><h4>Sponge:</h4><ul><li>6 eggs</li><li>6 tbsp sugar</li></ul></section>
        <section><h4>Cream:</h4><ul><li>1 dl cream</li></ul></section></div>
        <h3>Method</h3><ol><li>Beat the eggs.</li><li>Bake.</li></ol>`),
    );
    expect(found?.ingredientGroups).toEqual([
      { name: 'Sponge', items: ['6 eggs', '6 tbsp sugar'] },
      { name: 'Cream', items: ['1 dl cream'] },
    ]);
  });

  it('are not named by a heading after the list, nor by one that names the part', () => {
    const found = readRecipePage(
      page(`<h3>Ingredients</h3>
        <section><h4>Ingredients:</h4><ul><li>6 eggs</li></ul><h4>Share</h4></section>
        <h3>Method</h3><ol><li>Beat the eggs.</li><li>Bake.</li></ol>`),
    );
    expect(found?.ingredientGroups).toEqual([{ name: '', items: ['6 eggs'] }]);
  });
});
