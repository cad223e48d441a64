import { readRecipePage } from '../read-page';

const page = (body: string) =>
  `<html><head><title>Dumplings</title></head><body><h1>Dumplings</h1>${body}
  <h2>Method</h2><ol><li>Knead the dough.</li><li>Boil the dumplings.</li></ol></body></html>`;

describe('ingredients laid out as repeated rows under their heading, without a list', () => {
  it('reads each row as a line, its amount and name apart, with the headings between rows as group names', () => {
    const found = readRecipePage(
      page(`<div class="side"><h2>Ingredients</h2><h3>Dumplings</h3>
        <div class="item"><div class="amount">250 g</div><div class="name">cottage cheese</div></div>
        <div class="item"><div class="amount">1</div><div class="name">egg</div></div>
        <h3>Sauce</h3>
        <div class="row"><span class="amount">200 ml</span><span class="name">cream</span></div>
        <div class="row"><span class="amount">50 g</span><span class="name">parmesan</span><span class="hidden">(optional)</span></div>
      </div>`),
    );
    expect(found?.ingredientGroups).toEqual([
      { name: 'Dumplings', items: ['250 g cottage cheese', '1 egg'] },
      { name: 'Sauce', items: ['200 ml cream', '50 g parmesan'] },
    ]);
  });

  it('reads the rows a block holds under the heading, past a wrapper, a row a line', () => {
    const row = (amount: string, name: string) =>
      `<div class="row"><span class="amount">${amount}</span><span class="name">${name}</span></div>`;
    const found = readRecipePage(
      page(
        `<h2>Ingredients</h2><div class="card"><div class="rows">${row('200 g', 'flour')}${row('2', 'eggs')}</div>
        </div>`,
      ),
    );
    expect(found?.ingredientGroups).toEqual([{ name: '', items: ['200 g flour', '2 eggs'] }]);
  });

  it('reads rows that set the name before the amount with the amount first', () => {
    const row = (name: string, amount: string) =>
      `<div class="row"><span class="name">${name}</span><span class="amount">${amount}</span></div>`;
    const found = readRecipePage(
      page(`<div><h2>Ingredients</h2>${row('Flour', '200 g')}${row('Eggs', '2')}${row('Salt', 'a pinch')}</div>`),
    );
    expect(found?.ingredientGroups).toEqual([{ name: '', items: ['200 g Flour', '2 Eggs', 'Salt a pinch'] }]);
  });

  it("reads a definition list a term and its description a line, amount first, but not the recipe's facts", () => {
    const found = readRecipePage(
      page(`<h2>Ingredients</h2><dl><dt>Flour</dt><dd>200 g</dd><dt>2</dt><dd>eggs</dd></dl>`),
    );
    expect(found?.ingredientGroups).toEqual([{ name: '', items: ['200 g Flour', '2 eggs'] }]);
    const facts = readRecipePage(
      page(`<h2>Ingredients</h2><dl><dt>Prep time</dt><dd>10 min</dd><dt>Serves</dt><dd>4</dd></dl>
        <p>200 g flour</p><p>2 eggs</p>`),
    );
    expect(facts?.ingredientGroups).toEqual([{ name: '', items: ['200 g flour', '2 eggs'] }]);
  });

  it('does not read a block that stands alone, or a row of links, as ingredient lines', () => {
    expect(
      readRecipePage(
        page(`<div><h2>Ingredients</h2><div class="intro">Fresh from the market</div>
          <div class="tab"><a href="/metric">Metric</a></div><div class="tab"><a href="/us">US cups</a></div></div>`),
      ),
    ).toBeUndefined();
  });

  it('reads a table of ingredients a row a line, its cells side by side', () => {
    const found = readRecipePage(
      page(`<section class="recipe-parts"><h2>Ingredients</h2><div class="holder"><div><table>
        <tr><td> 150ml </td><td> red wine </td></tr>
        <tr><td>3</td><td>sprigs of thyme, leaves picked</td></tr>
        <tr><td></td><td>Salt and ground black pepper</td></tr>
      </table></div></div></section>`),
    );
    expect(found?.ingredientGroups).toEqual([
      { name: '', items: ['150ml red wine', '3 sprigs of thyme, leaves picked', 'Salt and ground black pepper'] },
    ]);
  });

  it('reads a table that sets the name before the amount with the amount first, without its column names', () => {
    const found = readRecipePage(
      page(`<h2>Ingredients</h2><table>
        <tr><th>Ingredient</th><th>Amount</th></tr>
        <tr><td>Flour</td><td>200 g</td></tr>
        <tr><td>Eggs</td><td>2</td></tr>
        <tr><td>Salt</td><td>to taste</td></tr>
      </table>`),
    );
    expect(found?.ingredientGroups).toEqual([{ name: '', items: ['200 g Flour', '2 Eggs', 'Salt to taste'] }]);
  });

  it('reads a check list a box a line, its amount and name apart, under a heading set in a header with buttons', () => {
    const row = (amount: string, name: string) =>
      `<div class="row"><input type="checkbox" id="${name}"><div><div>${amount}</div><div class="bold">${name}</div></div></div>`;
    const found = readRecipePage(
      page(`<div class="card"><div class="card-header"><h3>Ingredients</h3><div><button>-</button><span>4</span>
        <button>+</button></div></div><div class="card-body"><div class="grid"><div><h5></h5><div>
        ${row('2', 'cinnamon sticks')}${row('1 l', 'milk')}${row('200 g', 'rice')}
        </div></div></div><button>Add to shopping list</button></div></div>`),
    );
    expect(found?.ingredientGroups).toEqual([{ name: '', items: ['2 cinnamon sticks', '1 l milk', '200 g rice'] }]);
  });

  it('does not read a check list of tools as ingredients', () => {
    const tool = (name: string) => `<div class="checkbox"><label><input type="checkbox">${name}</label></div>`;
    const found = readRecipePage(
      page(`<div class="col"><h3>Benodigdheden</h3><div class="recipe-accessoires">${tool('oven dish')}${tool(
        'knife',
      )}</div></div><div class="col"><h3>Ingrediënten</h3><div class="recipe-ingredients"><div>
        <div class="checkbox"><input type="checkbox"><span>600 g potatoes</span></div>
        <div class="checkbox"><input type="checkbox"><span>1 leek</span></div></div></div></div>`),
    );
    expect(found?.ingredientGroups).toEqual([{ name: '', items: ['600 g potatoes', '1 leek'] }]);
  });
});

describe('steps laid out as blocks under their heading, without a list or paragraphs', () => {
  const withSteps = (steps: string) =>
    `<html><head><title>Scones</title></head><body><h1>Scones</h1><h2>Ingredients</h2><ul><li>200 g flour</li>
    <li>100 ml milk</li></ul><h2>Method</h2>${steps}</body></html>`;

  it('reads the blocks a block holds a step each', () => {
    const found = readRecipePage(
      withSteps(`<div class="steps"><div>Rub the butter into the flour.</div><div>Add the milk and bake.</div></div>`),
    );
    expect(found?.stepSections).toEqual([
      { name: '', items: ['Rub the butter into the flour.', 'Add the milk and bake.'] },
    ]);
  });

  it("reads sibling blocks a step each, without a number set apart before the text, keeping the text's own", () => {
    const step = (number: string, text: string) =>
      `<div class="step">${number ? `<span class="number">${number}</span>` : ''}<span>${text}</span></div>`;
    const found = readRecipePage(
      withSteps(
        `${step('Step 1', 'Rub the butter into the flour.')}${step('', '10 minutes before serving, warm the milk.')}`,
      ),
    );
    expect(found?.stepSections).toEqual([
      { name: '', items: ['Rub the butter into the flour.', '10 minutes before serving, warm the milk.'] },
    ]);
  });

  it('reads no steps from a run of link cards after the heading', () => {
    const card = (title: string) => `<div class="card"><a href="/${title.length}">${title}</a></div>`;
    const found = readRecipePage(
      withSteps(`${card('Ten easy dinners you can make tonight')}${card('Our best soups for a cold winter evening')}`),
    );
    expect(found).toBeUndefined();
  });
});
