import { pageListOfDataWithLostAmounts, pageListOfNamesOnlyData } from './lost-amounts';

describe('pageListOfDataWithLostAmounts', () => {
  const shown = [{ name: '', items: ['1 shallot, sliced', '2 tsp (10ml) dijon mustard', '½ tsp salt'] }];

  it("takes the page's list when a data line lost the amount the page shows, the ingredients one for one", () => {
    expect(pageListOfDataWithLostAmounts(['1 shallot', ' dijon mustard', '⅛ tsp salt'], shown)).toEqual(shown);
  });

  it("takes the page's list when the data's amounts are a program's decimals and the page shows the author's", () => {
    const page = [{ name: '', items: ['250g Coles macaroni', '1 tbsp olive oil', '1/2 cup water', 'Salt'] }];
    expect(
      pageListOfDataWithLostAmounts(['250g macaroni', '18.20 gm olive oil', '125.00 gm water', 'Salt'], page),
    ).toEqual(page);
    expect(
      pageListOfDataWithLostAmounts(
        ['500.0 g Kichererbse', '2.0 Zehen Knoblauch'],
        [{ name: '', items: ['500 g Kichererbse', '2 Zehen Knoblauch'] }],
      ),
    ).toEqual([{ name: '', items: ['500 g Kichererbse', '2 Zehen Knoblauch'] }]);
    // A decimal a cook writes ("0.25 tsp", "1.5 cups") is the author's own.
    expect(
      pageListOfDataWithLostAmounts(
        ['0.25 tsp salt', '1.5 cups milk'],
        [{ name: '', items: ['¼ tsp salt', '1 ½ cups milk'] }],
      ),
    ).toBeUndefined();
  });

  it('keeps the data when every data line has its amount', () => {
    expect(pageListOfDataWithLostAmounts(['1 shallot', '2 tsp mustard', '⅛ tsp salt'], shown)).toBeUndefined();
  });

  it('keeps the data when the page names other ingredients or another number of them', () => {
    expect(pageListOfDataWithLostAmounts(['1 shallot', ' honey', '⅛ tsp salt'], shown)).toBeUndefined();
    expect(pageListOfDataWithLostAmounts([' dijon mustard', '⅛ tsp salt'], shown)).toBeUndefined();
  });

  it("takes the one list of the page that names the data's ingredients, when the page shows other lists beside it", () => {
    const steps = { name: '', items: ['Shake with ice.', 'Strain into the glass.'] };
    const facts = { name: '', items: ['Prep time: 2 minutes', 'Category: Tequila drinks'] };
    const ingredients = { name: '', items: ['4 cl Tequila', '2 cl Triple sec', '2 cl Lime juice'] };
    expect(pageListOfDataWithLostAmounts(['Tequila', 'Triple sec', 'Lime juice'], [ingredients, steps, facts])).toEqual(
      [ingredients],
    );
    expect(
      pageListOfDataWithLostAmounts(['Tequila', 'Mezcal', 'Lime juice'], [ingredients, steps, facts]),
    ).toBeUndefined();
  });
});

describe('pageListOfNamesOnlyData', () => {
  const shown = [
    { name: '', items: ['800 g salmon fillets, in pieces', '4 tbsp olive oil', '4 tsp sumac'] },
    { name: 'Salad', items: ['1 cucumber, diced', '4 tomatoes', '1 tbsp olive oil'] },
  ];

  it("takes the page's lines when the data names each ingredient once, without amounts, in an order of its own", () => {
    expect(pageListOfNamesOnlyData(['salmon fillets', 'cucumber', 'olive oil', 'tomatoes', 'sumac'], shown)).toEqual(
      shown,
    );
  });

  it('keeps the data when it has amounts, or names an ingredient the page does not list', () => {
    expect(pageListOfNamesOnlyData(['800 g salmon fillets', 'cucumber'], shown)).toBeUndefined();
    expect(pageListOfNamesOnlyData(['salmon fillets', 'cucumber', 'pasta'], shown)).toBeUndefined();
  });
});
