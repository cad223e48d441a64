import { readRecipePage } from '../read-page';
import { leadingYieldCount, servingsBesideWord, servingsOf } from './servings';
import { recipePage } from '../testing/recipe-page';

describe('servingsOf', () => {
  it.each([
    [4, 4],
    ['4', 4],
    ['4 servings', 4],
    ['Serves 4-6', 6],
    ['Serves eight to ten', 10],
    ['Serves four', 4],
    ['4 undefined', 4],
    ['8 to 10 people', 10],
    // Only a range closed up or with "to" counts by its upper end.
    ['4 - 6 serving(s)', 4],
    ['8–10 servings', 8],
    ['4 bis 6 Portionen', 4],
    ['6 personnes', 6],
    ['4 Portionen', 4],
    ['6 PORSJONER', 6],
    ['4 főre', 4],
    ['2 személyre', 2],
    ['10-15 porcií', 15],
    ['6 porții', 6],
    ['4 porcije', 4],
    ['4 annosta', 4],
    ['4 μερίδες', 4],
    ['4 порции', 4],
    ['4人分', 4],
    ['4人份', 4],
    ['分量：30 个', 30],
    ['份量: 2-3人', 3],
    [['4', '4 servings'], 4],
    [['1 loaf', '8 servings'], 8],
    [['6', '6-8 servings'], 6],
    [['8', '6-8 servings'], 8],
    [{ '@value': '2 people' }, 2],
    [{ '@type': 'QuantitativeValue', value: 6, unitCode: 'IE' }, 6],
    [{ '@type': 'QuantitativeValue', value: '4', unitText: 'servings' }, 4],
  ])('%p → %i', (value, count) => {
    expect(servingsOf(value)).toBe(count);
  });

  it.each([
    ['1 loaf'],
    ['24 cookies'],
    ['30 个'],
    ['分量'],
    ['about a dozen'],
    ['2 főzés'],
    ['3 porcelain cups'],
    [undefined],
    [null],
  ])('%p is no serving count', (value) => {
    expect(servingsOf(value)).toBeUndefined();
  });
});

describe('servingsBesideWord', () => {
  it.each([
    ['Tillagningstid 30 min Antal 4 portioner', '4 portioner'],
    ['Preparação 30 min Rendimento 4 porções', '4 porções'],
    ['Prep 10 min Serves: 6-8', 'Serves 6-8'],
    ['Serves about 4', 'Serves 4'],
    ['Serving Size: 4-6', 'Serving 4-6'],
    ['Ingredients for 5 (small) servings', '5 servings'],
    ['Für 4 Personen', '4 Personen'],
  ])('%p → %p', (line, part) => {
    expect(servingsBesideWord(line)).toBe(part);
    expect(servingsOf(part)).toBe(Number(/(\d+)\D*$/.exec(part)?.[1]));
  });

  it('finds none in a sentence that only mentions serving', () => {
    expect(servingsBesideWord('Allow to cool 30 minutes before serving.')).toBeUndefined();
  });

  it('leaves a page whose only such line is a step without servings', () => {
    const found = readRecipePage(
      `<html><body><h1>Banana bread</h1><h2>Ingredients</h2><ul><li>3 bananas</li><li>2 cups flour</li></ul>
        <h2>Method</h2><ol><li>Mix.</li><li>Bake, then allow to <span>cool</span><span> 30 minutes before serving.</span></li></ol>
        </body></html>`,
    );
    expect(found?.servings).toBeUndefined();
  });
});

describe('servings the page shows in words', () => {
  it('reads a count written out in an element named for the yield', () => {
    const found = readRecipePage(
      `<html><body><h1>Custard</h1><span class="recipe-meta--yield">Serves eight to ten </span>
        <h2>Ingredients</h2><ul><li>4 egg yolks</li><li>600ml cream</li></ul>
        <h2>Method</h2><ol><li>Whisk.</li><li>Cook.</li></ol></body></html>`,
    );
    expect(found?.servings).toBe(10);
  });
});

describe('leadingYieldCount', () => {
  it.each([
    ['4 port', 4],
    ['10 Stücke', 10],
    ['2個分', 2],
    ['6-8 tortini', 8],
    ['6 – 8 Stück', 6],
    [['12 pezzi', '12'], 12],
    ['Pour 1 grand bol :', 1],
    ['For 6', 6],
  ])('%p → %i', (value, count) => {
    expect(leadingYieldCount(value)).toBe(count);
  });

  it.each([['1/2 cup'], ['1.5 liters'], ['12.5 cl'], ['Makes about 12'], [4]])('%p gives no count', (value) => {
    expect(leadingYieldCount(value)).toBeUndefined();
  });
});

describe('servings from a data yield that names pieces', () => {
  const page = (recipeYield: string, shown = '') =>
    recipePage(
      {
        '@type': 'Recipe',
        name: 'Äppelkaka',
        recipeYield,
        recipeIngredient: ['2 äpplen', '1 dl socker'],
        recipeInstructions: 'Baka.',
      },
      `<h1>Äppelkaka</h1>${shown}`,
    );

  it('takes the count of pieces the data yield leads with', () => {
    expect(readRecipePage(page('4 port'))?.servings).toBe(4);
    expect(readRecipePage(page('10 Stücke'))?.servings).toBe(10);
  });

  it('prefers the servings the page shows', () => {
    expect(readRecipePage(page('12 Stücke', '<p class="recipe-servings">Serves 6</p>'))?.servings).toBe(6);
  });
});
