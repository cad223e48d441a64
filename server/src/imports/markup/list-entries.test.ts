import { readRecipePage } from '../read-page';

const page = (body: string) => `<html><head><title>Pasta</title></head><body><h1>Pasta</h1>${body}</body></html>`;

const steps = `<h2>Preparation</h2><ol><li>Boil the pasta.</li><li>Stir in the cream.</li></ol>`;

describe('a list whose entries are not <li> elements', () => {
  it('reads each element the list holds in their place (check boxes in labels) as an entry', () => {
    const found = readRecipePage(
      page(`<h2>Ingredients</h2><ul>
        <label><input type="checkbox"><span><span>160</span> g spaghetti</span></label>
        <label><input type="checkbox"><span><span>200</span> g crème fraîche</span></label>
        <div>Salt and pepper</div></ul>${steps}`),
    );
    expect(found?.ingredientGroups).toEqual([
      { name: '', items: ['160 g spaghetti', '200 g crème fraîche', 'Salt and pepper'] },
    ]);
  });

  it('reads entries named for the part in a list that is not, rather than the parts of one entry', () => {
    const entry = (amount: string, name: string) =>
      `<li class="item ingredientItem"><div class="ingredientBlock"><div class="ingredientBlock__amount">${amount}</div>` +
      `<div class="ingredientBlock__description"><p>${name}</p></div></div></li>`;
    const found = readRecipePage(
      page(
        `<h2>Ingredients</h2><ul class="list">${entry('1', '14-ounce can tomato puree')}${entry('3', 'cups water')}` +
          `${entry('', 'Kosher salt')}</ul>${steps}`,
      ),
    );
    expect(found?.ingredientGroups).toEqual([
      { name: '', items: ['1 14-ounce can tomato puree', '3 cups water', 'Kosher salt'] },
    ]);
  });

  it('reads a named block of paragraphs a line each, without its header, and steps without headings that number them', () => {
    const found = readRecipePage(
      page(
        `<div class="recipe-ingredients"><div class="recipe-ingredients-header"><h3>Ingredients</h3>` +
          `<button>1x</button><button>2x</button></div><div class="recipe-ingredients-body">` +
          `<p><span>3 Tbsp</span> olive oil</p><p><span>1.5 tsp</span> grated ginger</p></div></div>` +
          `<div class="recipe-instructions"><div class="instruction"><h4>Step 1</h4><p>Warm the oil.</p></div>` +
          `<div class="instruction"><h4>Step 2</h4><p>Add the ginger.</p></div></div>`,
      ),
    );
    expect(found?.ingredientGroups).toEqual([{ name: '', items: ['3 Tbsp olive oil', '1.5 tsp grated ginger'] }]);
    expect(found?.stepSections).toEqual([{ name: '', items: ['Warm the oil.', 'Add the ginger.'] }]);
  });

  it('reads blocks named for the part, each a heading over paragraphs, as groups a paragraph a line', () => {
    const group = (name: string, lines: string[]) =>
      `<div class="Ingredients"><h2 class="Titles">${name}</h2><div class="Contents">${lines
        .map((line) => `<p>${line}</p>`)
        .join('')}</div></div>`;
    const found = readRecipePage(
      page(
        '<div class="column">' +
          group('Décor', ['50g de chocolat noir', 'Cacao en poudre']) +
          group('Ganache', ['200g de chocolat noir', '25cl de crème liquide']) +
          group('Sirop', ["12cl d'eau", '100g de sucre']) +
          `</div>${steps}`,
      ),
    );
    expect(found?.ingredientGroups).toEqual([
      { name: 'Décor', items: ['50g de chocolat noir', 'Cacao en poudre'] },
      { name: 'Ganache', items: ['200g de chocolat noir', '25cl de crème liquide'] },
      { name: 'Sirop', items: ["12cl d'eau", '100g de sucre'] },
    ]);
  });

  it('reads the entries of a list set straight inside the list', () => {
    const found = readRecipePage(
      page(`<h2>Ingredients</h2><ul><ul><li>1/3 cup sugar</li><li>½ cup hot water</li></ul></ul>${steps}`),
    );
    expect(found?.ingredientGroups).toEqual([{ name: '', items: ['1/3 cup sugar', '½ cup hot water'] }]);
  });

  it('reads headings of the rank of "Ingredients" after its list, each over a list of amounts, as its groups', () => {
    const found = readRecipePage(
      page(`<div class="left"><h2>Ingredients</h2><ul><li>4 cups plain flour</li><li>2 eggs</li></ul><p> </p>
        <h2>Crosses</h2><ul><li>4 Tbs plain flour</li><li>4 Tbs water</li></ul>
        <h2>Good to know</h2><ul><li>Keeps for a week</li><li>Freezes well</li></ul></div>
        <div class="right"><h2>Method</h2><ol><li>Knead.</li><li>Bake.</li></ol></div>`),
    );
    expect(found?.ingredientGroups).toEqual([
      { name: '', items: ['4 cups plain flour', '2 eggs'] },
      { name: 'Crosses', items: ['4 Tbs plain flour', '4 Tbs water'] },
    ]);
  });

  it('reads the blocks named for the part beside the first one, a group each under its heading', () => {
    const found = readRecipePage(
      page(`<div class="sidebar"><div class="info"><ul><li>Main course</li><li>4</li></ul></div><h4>Ingredients</h4>
        <div class="ingredients-wrap"><h5></h5><ul><li>20 chicken wings</li><li>½ tsp salt</li><li>1 tbsp oil</li></ul></div>
        <div class="ingredients-wrap"><h5>Sauce</h5><ul><li>2 tbsp soy sauce</li><li>1½ tbsp sugar</li></ul></div>
        </div>${steps}`),
    );
    expect(found?.ingredientGroups).toEqual([
      { name: '', items: ['20 chicken wings', '½ tsp salt', '1 tbsp oil'] },
      { name: 'Sauce', items: ['2 tbsp soy sauce', '1½ tbsp sugar'] },
    ]);
  });

  it('reads every list whose entries are named for the part, a group each, not only the longest', () => {
    const entries = (lines: string[]) => lines.map((line) => `<li class="ingredient">${line}</li>`).join('');
    const found = readRecipePage(
      page(`<div class="article"><p>A dumpling from Afghanistan.</p>
        <h3>Filling</h3><ul>${entries(['2 cups onions', '1 pound ground beef', '½ tsp salt'])}</ul>
        <h3>Topping</h3><ul>${entries(['1 cup lentils', '2 tsp tomato paste', '30 ml oil', '½ tsp garlic'])}</ul>
        <h3>Dip</h3><ul>${entries(['500 ml yogurt'])}</ul></div>${steps}`),
    );
    expect(found?.ingredientGroups).toEqual([
      { name: 'Filling', items: ['2 cups onions', '1 pound ground beef', '½ tsp salt'] },
      { name: 'Topping', items: ['1 cup lentils', '2 tsp tomato paste', '30 ml oil', '½ tsp garlic'] },
      { name: 'Dip', items: ['500 ml yogurt'] },
    ]);
  });

  it('passes over a control named for the part (a list of diets to switch the entries to)', () => {
    const found = readRecipePage(
      page(
        `<div class="ingredients"><select class="ingredients-type"><option>Standard Ingredients</option>` +
          `<option>Gluten Free Ingredients</option></select>` +
          `<div><b class="ingredient-unit-display">195 g</b> <span class="ingredient-name-display">shaved ham</span></div>` +
          `<div><b class="ingredient-unit-display">80 g</b> <span class="ingredient-name-display">leek</span></div></div>` +
          steps,
      ),
    );
    expect(found?.ingredientGroups).toEqual([{ name: '', items: ['195 g shaved ham', '80 g leek'] }]);
  });

  it("passes over a menu's entries named for a category of ingredients", () => {
    const menuItem = (name: string) =>
      `<div class="menu-item menu-item-object-basic-ingredient"><a href="/${name}">${name}</a></div>`;
    const entry = (amount: string, name: string) =>
      `<div class="ingredients__item"><input type="checkbox"><label><span>${amount} </span><p>${name}</p></label></div>`;
    const found = readRecipePage(
      page(`<nav><div class="menu-item menu-item-object-basic-ingredient menu-item-has-children"><a href="/pasta">Pasta</a>
        <div class="sub-menu">${['Cannelloni', 'Couscous', 'Lasagne', 'Linguine'].map(menuItem).join('')}</div></div></nav>
        <div class="ingredients"><h2>Ingredients</h2><div class="ingredients__container">${entry('2', 'avocados')}${entry(
          '4',
          'eggs',
        )}${entry('', 'Salt')}</div></div>${steps}`),
    );
    expect(found?.ingredientGroups).toEqual([{ name: '', items: ['2 avocados', '4 eggs', 'Salt'] }]);
  });

  it('reads each block of named entries beside the biggest one as a group under the heading before it', () => {
    const entry = (line: string) => `<div class="ingredients__item"><label>${line}</label></div>`;
    const found = readRecipePage(
      page(`<div class="ingredients"><div class="ingredients__header"><h2>Ingredients</h2></div>
        <h3 class="ingredients__title">For the vegetables</h3>
        <div class="ingredients__container">${['6 tomatoes', '3 peppers', '12 vine leaves', '1 tbsp sugar'].map(entry).join('')}</div>
        <h3 class="ingredients__title">For the filling</h3>
        <div class="ingredients__container">${['12 tbsp rice', '2 onions', '5 tbsp raisins', '1 zucchini', '1 cup oil'].map(entry).join('')}</div>
        </div>${steps}`),
    );
    expect(found?.ingredientGroups).toEqual([
      { name: 'For the vegetables', items: ['6 tomatoes', '3 peppers', '12 vine leaves', '1 tbsp sugar'] },
      { name: 'For the filling', items: ['12 tbsp rice', '2 onions', '5 tbsp raisins', '1 zucchini', '1 cup oil'] },
    ]);
  });

  it('reads an entry holding a list of its own as its group: its bold name heads the entries of its list', () => {
    const found = readRecipePage(
      page(
        `<h2>Ingredients</h2><ul><li>1 tbsp oil</li><li>1 onion, diced</li>` +
          `<li><strong>Seasonings</strong> <ul><li>1 tbsp chili powder</li><li>2 tsp cumin</li></ul></li></ul>${steps}`,
      ),
    );
    expect(found?.ingredientGroups).toEqual([
      { name: '', items: ['1 tbsp oil', '1 onion, diced'] },
      { name: 'Seasonings', items: ['1 tbsp chili powder', '2 tsp cumin'] },
    ]);
  });

  it("reads an entry's list of notes on it as part of its line", () => {
    const found = readRecipePage(
      page(
        `<h2>Ingredients</h2><ul><li>1 lb ground turkey</li>` +
          `<li>150 g onion, diced <ul><li class="note"><img alt="Note"> roughly 1 large onion</li></ul></li></ul>${steps}`,
      ),
    );
    expect(found?.ingredientGroups).toEqual([
      { name: '', items: ['1 lb ground turkey', '150 g onion, diced roughly 1 large onion'] },
    ]);
  });

  it('reads the entries of a list set straight inside an entry as its group', () => {
    const found = readRecipePage(
      page(
        `<h2>Ingredients</h2><ul><li>1 tbsp oil</li><li>1 onion, diced</li>` +
          `<li><strong>Seasonings</strong><ul><div>1 tbsp chili powder</div><div>2 tsp cumin</div></ul></li></ul>${steps}`,
      ),
    );
    expect(found?.ingredientGroups).toEqual([
      { name: '', items: ['1 tbsp oil', '1 onion, diced'] },
      { name: 'Seasonings', items: ['1 tbsp chili powder', '2 tsp cumin'] },
    ]);
  });

  it('reads the entries of the lists such an element wraps, not the element as one entry', () => {
    const found = readRecipePage(
      page(
        `<h2>Ingredients</h2><ul><div class="group"><ul><li>160 g spaghetti</li><li>1 onion</li></ul></div></ul>${steps}`,
      ),
    );
    expect(found?.ingredientGroups).toEqual([{ name: '', items: ['160 g spaghetti', '1 onion'] }]);
  });

  it('keeps to the <li> entries of a list that has them, past anything else set in it', () => {
    const found = readRecipePage(
      page(
        `<h2>Ingredients</h2><ul><div class="ad">Advertisement</div><li>160 g spaghetti</li><li>1 onion</li></ul>${steps}`,
      ),
    );
    expect(found?.ingredientGroups).toEqual([{ name: '', items: ['160 g spaghetti', '1 onion'] }]);
  });

  it('reads named blocks past a list of the times named like them, a wrapper named for both parts and hidden units', () => {
    const list = (lines: string[]) =>
      `<ul class="single-ingredients__list">${lines.map((line) => `<li>${line}</li>`).join('')}</ul>`;
    const found = readRecipePage(
      page(
        `<div class="single-method-overview"><ul><li>Prep 15 mins</li><li>Cook Time 12 mins</li><li>Total 27 mins</li>` +
          `<li>Easy</li><li>Serves 4</li></ul></div>` +
          `<div class="single-ingredients"><div class="single-ingredients__tabs"><button>Metric</button>` +
          `<button>Imperial</button></div>` +
          `<div data-unit="metric"><div class="single-ingredients-method">${list(['300g quinoa', '800ml stock'])}</div></div>` +
          `<div data-unit="imperial" style="display: none;"><div class="single-ingredients-method">` +
          `${list(['10oz quinoa', '28fl. oz stock'])}</div></div></div>` +
          `<div class="single-method"><ul class="single-method__method"><li><h6>Step 1</h6><p>Rinse the quinoa.</p></li>` +
          `<li><h6>Step 2</h6><p>Simmer it in the stock.</p></li></ul></div>`,
      ),
    );
    expect(found?.ingredientGroups).toEqual([{ name: '', items: ['300g quinoa', '800ml stock'] }]);
    expect(found?.stepSections).toEqual([{ name: '', items: ['Rinse the quinoa.', 'Simmer it in the stock.'] }]);
  });

  it('still skips such a list when each entry is only a link', () => {
    const found = readRecipePage(
      page(`<h2>Ingredients</h2><ul><div><a href="/metric">Metric</a></div><div><a href="/us">US</a></div></ul>
        <ul><li>160 g spaghetti</li></ul>${steps}`),
    );
    expect(found?.ingredientGroups).toEqual([{ name: '', items: ['160 g spaghetti'] }]);
  });

  it('reads the lines beside a list of downloads (links with their file size), not the downloads', () => {
    const download = (name: string, size: string) => `<li><a href="/card-${size}.pdf">${name}</a> (${size} KB)</li>`;
    const found = readRecipePage(
      page(`<h2>Ingredients</h2><div><table><tr><td><p>1 C strawberries, halved</p></td></tr>
        <tr><td><p>½ C blackberries</p></td></tr>
        <tr><td><ul><strong>Recipe cards:</strong>${download('4" x 6"', '344')}${download('Letter', '389')}</ul></td></tr>
        </table></div>${steps}`),
    );
    expect(found?.ingredientGroups.flatMap((group) => group.items)).toEqual([
      '1 C strawberries, halved',
      '½ C blackberries',
    ]);
  });
});

describe('a list written into one entry', () => {
  it('reads the parts that blank lines set apart in the only entry as the entries', () => {
    const found = readRecipePage(
      page(`<h2>Ingredients</h2><ul><li>160 g spaghetti</li><li>200 ml cream</li></ul>
        <h2>Directions</h2><ul class="directions"><li>Boil the pasta.<br>Drain it.<br/><br/>Stir in the cream.
        <br> <br>Makes enough for two.</li></ul>`),
    );
    expect(found?.stepSections).toEqual([
      { name: '', items: ['Boil the pasta. Drain it.', 'Stir in the cream.', 'Makes enough for two.'] },
    ]);
  });

  it("keeps blank lines inside one entry of several as that entry's own", () => {
    const found = readRecipePage(
      page(`<h2>Ingredients</h2><ul><li>160 g spaghetti</li></ul>
        <h2>Directions</h2><ol><li>Boil the pasta.<br><br>Drain it.</li><li>Stir in the cream.</li></ol>`),
    );
    expect(found?.stepSections).toEqual([{ name: '', items: ['Boil the pasta. Drain it.', 'Stir in the cream.'] }]);
  });
});

describe('ingredient lines set in a heading element', () => {
  it('reads a heading broken into lines under "Ingredients" as the ingredient lines', () => {
    const found = readRecipePage(
      page(`<div class="column"><div class="text"><h4>Ingredients</h4>
        <h5>• 160 g spaghetti<br> • 200 ml cream<br> • salt</h5></div></div>${steps}`),
    );
    expect(found?.ingredientGroups).toEqual([{ name: '', items: ['• 160 g spaghetti', '• 200 ml cream', '• salt'] }]);
  });
});

describe('ingredients set as a definition list named for them', () => {
  it('are its terms, a line each with what describes them, a group each list', () => {
    const found = readRecipePage(
      `<html><body><main><h1>okonomiyaki</h1>
      <dl class="ingredients"><h3>batter</h3>
        <dt><a href="nagaimo.html"><img src="n.png"><b>nagaimo</b></a><u>160 g, grated</u></dt>
        <dt><a href="flour.html"><b>chickpea flour</b></a><u>85 g</u></dt></dl>
      <dl class="ingredients"><h3>sauce</h3><dt>soy sauce</dt><dd>60 ml</dd><dt>mirin</dt><dd>60 ml</dd></dl>
      <ul class="instructions"><li>Grate the nagaimo.</li><li>Mix the batter.</li></ul></main></body></html>`,
    );
    expect(found?.ingredientGroups).toEqual([
      { name: 'batter', items: ['nagaimo 160 g, grated', 'chickpea flour 85 g'] },
      { name: 'sauce', items: ['soy sauce 60 ml', 'mirin 60 ml'] },
    ]);
  });

  it('name the descriptions after a term that several follow', () => {
    const found = readRecipePage(
      `<html><body><h1>Bavarese</h1><dl class="recipe-ingredients"><dt>Per la crema</dt><dd>200 ml latte</dd>
      <dd>3 tuorli</dd><dt>1 foglio di gelatina</dt></dl>
      <ol class="instructions"><li>Scaldate il latte.</li><li>Unite i tuorli.</li></ol></body></html>`,
    );
    expect(found?.ingredientGroups).toEqual([
      { name: 'Per la crema', items: ['200 ml latte', '3 tuorli'] },
      { name: '', items: ['1 foglio di gelatina'] },
    ]);
  });
});
