import { readRecipePage } from '../read-page';

const page = (body: string) =>
  `<html><head><title>Donut glaze</title></head><body><h1>Donut glaze</h1>${body}
  <div class="method"><ol><li>Mix on low speed until lump free.</li><li>Apply to donuts.</li></ol></div></body></html>`;

const cell = (width: number, text: string) => `<div class="col-${width}">${text}</div>`;

describe('ingredients laid out as a grid of cells, a name cell and an amount cell in turn', () => {
  it('reads a line a row, amount first with the unit its column names; the cell before the rows is the group', () => {
    const found = readRecipePage(
      page(`<div id="tab-ingredients"><div class="row">${cell(12, '<span class="group-label">Glaze</span>')}
        ${cell(8, '<span class="sr-only ingredient-label">Ingredient</span>')}
        ${cell(4, '<span class="ingredient-label">KG</span>')}
        ${cell(8, 'Boiling water')}${cell(4, '0.160')}
        ${cell(8, '<a href="/glaze">Powdered donut glaze</a>')}${cell(4, '1.000')}
        ${cell(8, 'Pumpkin spice')}${cell(4, '-')}</div>
        <div class="row">${cell(12, '<strong>Total Weight</strong>: 1.160')}</div></div>`),
    );
    expect(found?.ingredientGroups).toEqual([
      { name: 'Glaze', items: ['0.160 KG Boiling water', '1.000 KG Powdered donut glaze', 'Pumpkin spice'] },
    ]);
  });

  it("reads a grid's further columns of amounts after the name", () => {
    const found = readRecipePage(
      page(`<div class="ingredients"><div class="row">
        ${cell(6, '<span class="ingredient-label">Ingredient</span>')}${cell(3, 'KG')}${cell(3, '%')}
        ${cell(6, 'Wheat flour')}${cell(3, '5.000')}${cell(3, '50.00')}
        ${cell(6, 'Yeast')}${cell(3, '0.250')}${cell(3, '2.50')}</div></div>`),
    );
    expect(found?.ingredientGroups).toEqual([
      { name: '', items: ['5.000 KG Wheat flour, 50.00 %', '0.250 KG Yeast, 2.50 %'] },
    ]);
  });
});
