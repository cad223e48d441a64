import { readRecipePage } from '../read-page';

const page = (body: string) => `<html><head><title>Soup</title></head><body><h1>Soup</h1>${body}
  <h3>Method</h3><ol><li>Melt the butter.</li><li>Simmer everything.</li></ol></body></html>`;
const line = (amount: string, unit: string, name: string) =>
  `<div><b data-primary-amount="${amount}" data-primary-unit="${unit}" data-secondary-amount="" data-secondary-unit="">
  ${amount} </b>&nbsp;<span>${name}</span></div>`;

describe('units a page leaves in attributes for its script to write', () => {
  it('writes the unit after a count the markup shows alone', () => {
    const found = readRecipePage(
      page(`<h3>Ingredients</h3>${line('2', 'tbsp', 'butter')}${line('195', 'g', 'shaved ham')}
        ${line('1', 'Season with', 'salt & pepper')}`),
    );
    expect(found?.ingredientGroups).toEqual([
      { name: '', items: ['2 tbsp butter', '195 g shaved ham', '1 Season with salt & pepper'] },
    ]);
  });

  it('leaves a count alone whose unit the page shows after it, or whose text already holds it', () => {
    const found = readRecipePage(
      page(`<h3>Ingredients</h3><ul>
        <li><span data-amount="1" data-unit="cup">1</span> <span>cup</span> butter</li>
        <li><span data-amount="2" data-unit="cup">2 cups</span> flour</li></ul>`),
    );
    expect(found?.ingredientGroups).toEqual([{ name: '', items: ['1 cup butter', '2 cups flour'] }]);
  });
});
