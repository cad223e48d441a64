import { readRecipePage } from '../read-page';

const page = (head: string, body = '<div id="app"><h1>Udon bowl</h1></div>') =>
  readRecipePage(`<html><head>${head}</head><body>${body}</body></html>`, 'https://example.com/udon');

const recipe = {
  id: '66eb',
  name: 'Udon bowl',
  preparationTimeInMinutes: '25',
  ingredients: [
    { id: 'a', name: 'Pak Choi', displayIngredientQuantity: 3, displayUnitOfMeasurement: 'Stk.', type: 'CORE' },
    { id: 'b', name: 'Ingwer gemahlen', displayIngredientQuantity: null, displayUnitOfMeasurement: null },
  ],
  preparationInstructions: [
    { header: 'Schritt 1', body: '**2 Pack Choi** waschen und vierteln.', type: 'STEP' },
    { header: 'Schritt 2', body: 'Mit ** 1/2 EL Ingwer** würzen.', type: 'STEP' },
  ],
};

/** The script tags of Next.js's app router, which stream the page's components as rows of `id:JSON`. */
function flightChunks(rows: string[]): string {
  const stream = rows.join('\n') + '\n';
  const half = Math.floor(stream.length / 2);
  return [stream.slice(0, half), stream.slice(half)]
    .map((part) => `<script>self.__next_f.push(${JSON.stringify([1, part])})</script>`)
    .join('');
}

describe('a recipe in the data a page embeds for its scripts', () => {
  it("reads the recipe object of Next.js's app-router stream: amounts, units and names, steps without Markdown", () => {
    const rows = [
      '1:"$Sreact.fragment"',
      '2:I[83259,[],""]',
      `5:${JSON.stringify([['$', 'div', null, { children: [['$', '$L29', null, { recipe, locale: 'de' }]] }]])}`,
    ];
    const found = page('', flightChunks(rows));
    expect(found?.name).toBe('Udon bowl');
    expect(found?.ingredientGroups).toEqual([{ name: '', items: ['3 Stk. Pak Choi', 'Ingwer gemahlen'] }]);
    expect(found?.stepSections).toEqual([
      { name: '', items: ['2 Pack Choi waschen und vierteln.', 'Mit 1/2 EL Ingwer würzen.'] },
    ]);
    expect(found?.prepMinutes).toBe(25);
  });

  it("reads Next.js's __NEXT_DATA__, choosing the full recipe over a teaser of another", () => {
    const teaser = { title: 'Ramen', ingredients: ['noodles'], steps: ['Boil.'] };
    const data = { props: { pageProps: { related: [teaser], recipe: { ...recipe, name: undefined, title: 'Bowl' } } } };
    const found = page(`<script id="__NEXT_DATA__" type="application/json">${JSON.stringify(data)}</script>`);
    expect(found?.name).toBe('Bowl');
    expect(found?.ingredientGroups[0]?.items).toEqual(['3 Stk. Pak Choi', 'Ingwer gemahlen']);
  });

  it("reads Inertia's data-page attribute, with ingredient lines and steps given as texts", () => {
    const data = {
      props: { recipe: { title: 'Tea', ingredient_lines: ['1 tea bag', '250 ml water'], steps: ['Steep.'] } },
    };
    const found = page('', `<div id="app" data-page="${JSON.stringify(data).replace(/"/g, '&quot;')}"></div>`);
    expect(found?.ingredientGroups[0]?.items).toEqual(['1 tea bag', '250 ml water']);
    expect(found?.stepSections[0]?.items).toEqual(['Steep.']);
  });

  it('takes no object for a recipe that lacks either ingredients or steps', () => {
    const data = { props: { product: { name: 'Pak Choi', ingredients: ['Pak Choi'], stepCount: 2 } } };
    expect(page(`<script type="application/json">${JSON.stringify(data)}</script>`)).toBeUndefined();
  });
});
