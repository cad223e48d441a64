import { readRecipePage } from './read-page';

const page = (head: string, body = '') => `<!doctype html><html><head>${head}</head><body>${body}</body></html>`;
const jsonLd = (value: unknown) => `<script type="application/ld+json">${JSON.stringify(value)}</script>`;

describe('readRecipePage', () => {
  it('reads JSON-LD in an @graph, with @type as a list, instructions in sections and nested item lists', () => {
    const found = readRecipePage(
      page(
        jsonLd({
          '@context': 'https://schema.org',
          '@graph': [
            { '@type': 'WebPage', name: 'Page' },
            {
              '@type': ['Recipe', 'NewsArticle'],
              name: 'Lemon &amp; Herb Chicken',
              image: ['https://cdn.example.com/a.jpg', 'https://cdn.example.com/b.jpg'],
              recipeYield: '4 servings',
              prepTime: 'PT10M',
              cookTime: 'PT40M',
              keywords: 'chicken, dinner',
              recipeCuisine: ['Greek'],
              recipeIngredient: ['1 chicken', '2 lemons, juiced'],
              recipeInstructions: [
                {
                  '@type': 'HowToSection',
                  name: 'Marinate',
                  itemListElement: [
                    { '@type': 'HowToStep', text: 'Mix.' },
                    { '@type': 'HowToStep', text: 'Rest.' },
                  ],
                },
                { '@type': 'ItemList', itemListElement: [{ '@type': 'HowToStep', text: '<p>Roast <b>hot</b>.</p>' }] },
              ],
            },
          ],
        }) + '<link rel="canonical" href="/recipes/lemon-chicken">',
      ),
      'https://www.example.com/some/page?utm=1',
    );
    expect(found).toEqual({
      name: 'Lemon & Herb Chicken',
      servings: 4,
      prepMinutes: 10,
      cookMinutes: 40,
      url: 'https://www.example.com/recipes/lemon-chicken',
      imageUrl: 'https://cdn.example.com/a.jpg',
      ingredientGroups: [{ name: '', items: ['1 chicken', '2 lemons, juiced'] }],
      stepSections: [
        { name: 'Marinate', items: ['Mix.', 'Rest.'] },
        { name: '', items: ['Roast hot.'] },
      ],
      keywords: ['chicken', 'dinner', 'Greek'],
    });
  });

  it('reads instructions given as one block of text or HTML, and an image object with a relative URL', () => {
    const found = readRecipePage(
      page(
        jsonLd({
          '@type': 'Recipe',
          name: 'Toast',
          image: { '@type': 'ImageObject', url: '/toast.jpg' },
          recipeIngredient: '1 slice bread\n1 tbsp butter',
          recipeInstructions: '<ol><li>Toast the bread.</li><li>Butter it.</li></ol>',
        }),
      ),
      'https://example.org/toast',
    );
    expect(found?.ingredientGroups).toEqual([{ name: '', items: ['1 slice bread', '1 tbsp butter'] }]);
    expect(found?.stepSections).toEqual([{ name: '', items: ['Toast the bread.', 'Butter it.'] }]);
    expect(found?.imageUrl).toBe('https://example.org/toast.jpg');
  });

  it('reads headings a page decorates with pictographs ("🛒 Ingredients", "👩‍🍳 How to Make It") as the parts they name', () => {
    const found = readRecipePage(
      page(
        '<title>Lemon Cake</title>',
        `<h1>Lemon Cake</h1>
        <h2>💡 Pro Tips</h2><ul><li>Use room-temperature eggs.</li><li>Do not overmix the batter.</li></ul>
        <h2>🛒 Ingredients</h2><ul><li>2 cups flour</li><li>1 cup sugar</li></ul>
        <h2>👩‍🍳 How to Make It</h2><ol><li>Mix the flour and sugar.</li><li>Bake for 30 minutes.</li></ol>`,
      ),
      'https://example.com/lemon-cake',
    );
    expect(found?.ingredientGroups.flatMap((group) => group.items)).toEqual(['2 cups flour', '1 cup sugar']);
    expect(found?.stepSections.flatMap((section) => section.items)).toEqual([
      'Mix the flour and sugar.',
      'Bake for 30 minutes.',
    ]);
  });

  it('reads microdata when there is no JSON-LD', () => {
    const found = readRecipePage(
      page(
        '',
        `<div itemscope itemtype="https://schema.org/Recipe"><h1 itemprop="name">Porridge</h1>
         <meta itemprop="prepTime" content="PT5M"><time itemprop="cookTime" datetime="PT10M">10 min</time>
         <span itemprop="recipeYield">2 servings</span><img itemprop="image" src="/p.jpg" alt="">
         <ul><li itemprop="recipeIngredient">1 cup oats</li><li itemprop="recipeIngredient">2 cups milk</li></ul>
         <div itemprop="recipeInstructions"><p>Simmer the oats in the milk.</p><p>Stir often.</p></div>
         <div itemprop="review" itemscope itemtype="https://schema.org/Review"><span itemprop="name">Great</span></div></div>`,
      ),
      'https://example.net/porridge',
    );
    expect(found).toMatchObject({
      name: 'Porridge',
      servings: 2,
      prepMinutes: 5,
      cookMinutes: 10,
      imageUrl: 'https://example.net/p.jpg',
      ingredientGroups: [{ name: '', items: ['1 cup oats', '2 cups milk'] }],
      stepSections: [{ name: '', items: ['Simmer the oats in the milk.', 'Stir often.'] }],
    });
  });

  it('reads one microdata ingredient element as one line, however its parts are laid out', () => {
    const found = readRecipePage(
      page(
        '',
        `<div itemscope itemtype="https://schema.org/Recipe"><h1 itemprop="name">Stew</h1><dl>
           <div class="ingredient" itemprop="recipeIngredient">\n<dt>40 gr </dt>\n<dd>bacon</dd>\n</div>
           <div class="ingredient" itemprop="recipeIngredient"><dt>1</dt><dd>onion</dd></div></dl>
         <div itemprop="recipeInstructions"><p>Brown the bacon.</p><p>Add the onion.</p></div></div>`,
      ),
    );
    expect(found?.ingredientGroups).toEqual([{ name: '', items: ['40 gr bacon', '1 onion'] }]);
  });

  it('reads a microdata ingredient element set apart as a group heading as the name of the lines after it', () => {
    const recipe = (heading: string) =>
      page(
        '',
        `<div itemscope itemtype="https://schema.org/Recipe"><h1 itemprop="name">Veal</h1><p>
         <span itemprop="recipeIngredient">2 veal steaks</span><br><span itemprop="recipeIngredient">1 lemon</span><br>
         ${heading}<br><span itemprop="recipeIngredient">2 tablespoons olive oil</span><br>
         <span itemprop="recipeIngredient">1 teaspoon <b>oregano</b></span></p>
         <div itemprop="recipeInstructions"><p>Broil.</p></div></div>`,
      );
    expect(
      readRecipePage(recipe('<span itemprop="recipeIngredient"> <span class="uline"><br>Seasoning</span></span>'))
        ?.ingredientGroups,
    ).toEqual([
      { name: '', items: ['2 veal steaks', '1 lemon'] },
      { name: 'Seasoning', items: ['2 tablespoons olive oil', '1 teaspoon oregano'] },
    ]);
    // An ingredient marked up as the others are ("salt" in bold, as "oregano" is) stays an ingredient.
    expect(readRecipePage(recipe('<span itemprop="recipeIngredient"><b>salt</b></span>'))?.ingredientGroups).toEqual([
      { name: '', items: ['2 veal steaks', '1 lemon', 'salt', '2 tablespoons olive oil', '1 teaspoon oregano'] },
    ]);
  });

  it('falls back to lists under Ingredients / Method headings, with group headings as section names', () => {
    const found = readRecipePage(
      page(
        '<meta property="og:image" content="https://example.com/cake.jpg">',
        `<h1>Sponge Cake</h1><h2>Ingredients</h2><h3>For the cake</h3><ul><li>200 g flour</li><li>4 eggs</li></ul>
         <h3>For the icing</h3><ul><li>100 g sugar</li></ul><h2>Method</h2><ol><li>Whisk.</li><li>Bake.</li></ol><h2>Comments</h2><ul><li>Nice!</li></ul>`,
      ),
      'https://example.com/cake',
    );
    expect(found).toMatchObject({
      name: 'Sponge Cake',
      imageUrl: 'https://example.com/cake.jpg',
      ingredientGroups: [
        { name: 'For the cake', items: ['200 g flour', '4 eggs'] },
        { name: 'For the icing', items: ['100 g sugar'] },
      ],
      stepSections: [{ name: '', items: ['Whisk.', 'Bake.'] }],
    });
  });

  it('finds the lists of a heading wrapped alone in a block, and steps written as paragraphs', () => {
    const found = readRecipePage(
      page(
        '',
        `<h1>Flatbread</h1><div class="mw-heading"><h2>Ingredients<span>[edit]</span></h2></div><ul><li>300 g flour</li><li>200 ml water</li></ul>
         <div class="mw-heading"><h2>Procedure</h2></div><p><strong>Preparation</strong></p><p>Mix the flour and water.</p><p>Cook in a dry pan.</p>`,
      ),
    );
    expect(found).toMatchObject({
      name: 'Flatbread',
      ingredientGroups: [{ name: '', items: ['300 g flour', '200 ml water'] }],
      stepSections: [{ name: '', items: ['Mix the flour and water.', 'Cook in a dry pan.'] }],
    });
  });

  it('reads a heading wrapped in a block beside an edit link, and stops at the next such heading', () => {
    const found = readRecipePage(
      page(
        '',
        `<h1>Pie</h1><div class="mw-heading"><h2>Ingredients</h2><span class="edit">[<a href="/edit">edit</a>]</span></div><ul><li>2 cups milk</li><li>2 eggs</li></ul>
         <div class="mw-heading"><h2>Procedure</h2><span class="edit">[<a href="/edit">edit</a>]</span></div><ol><li>Mix.</li><li>Bake.</li></ol>
         <div class="mw-heading"><h2>Notes</h2><span class="edit">[<a href="/edit">edit</a>]</span></div><ul><li>Keeps for a day.</li></ul>`,
      ),
    );
    expect(found).toMatchObject({
      ingredientGroups: [{ name: '', items: ['2 cups milk', '2 eggs'] }],
      stepSections: [{ name: '', items: ['Mix.', 'Bake.'] }],
    });
  });

  it('puts the structured lines into the named groups the page shows, when the lists match them one for one', () => {
    const data = jsonLd({
      '@type': 'Recipe',
      name: 'Pie',
      recipeIngredient: ['200 g flour', '100 g butter', '3 apples'],
      recipeInstructions: 'Bake.',
    });
    const groups = `<div class="recipe-ingredients"><h3>For the pastry</h3><ul><li>200 g flour</li><li>100 g butter, cold</li></ul>
      <h3>For the filling</h3><ul><li>3 apples</li></ul></div>`;
    expect(readRecipePage(page(data, groups))?.ingredientGroups).toEqual([
      { name: 'For the pastry', items: ['200 g flour', '100 g butter'] },
      { name: 'For the filling', items: ['3 apples'] },
    ]);
    // A line the data gives without its quantity is taken as the page shows it.
    const bare = jsonLd({
      '@type': 'Recipe',
      name: 'Dressing',
      recipeIngredient: ['olive oil', '1 lemon'],
      recipeInstructions: 'Shake.',
    });
    const shown = '<div class="ingredients"><ul><li>20 g olive oil</li><li>1 lemon</li></ul></div>';
    expect(readRecipePage(page(bare, shown))?.ingredientGroups).toEqual([
      { name: '', items: ['20 g olive oil', '1 lemon'] },
    ]);
    // An amount written as a fraction character is an amount too.
    const fraction = jsonLd({
      '@type': 'Recipe',
      name: 'Cookies',
      recipeIngredient: ['flour', 'butter', 'butter'],
      recipeInstructions: 'Bake.',
    });
    const fractionShown =
      '<div class="ingredients"><ul><li>1 ½ cups flour</li><li>1 stick butter</li><li>½ stick butter flavored shortening</li></ul></div>';
    expect(readRecipePage(page(fraction, fractionShown))?.ingredientGroups).toEqual([
      { name: '', items: ['1 ½ cups flour', '1 stick butter', '½ stick butter flavored shortening'] },
    ]);
    // …also when the amount is a word ("a little") or the data's line has other numbers; the page's own line stays
    // the data's when the page adds words after it rather than an amount before it.
    const worded = jsonLd({
      '@type': 'Recipe',
      name: 'Pizza',
      recipeIngredient: ['olives', 'mozzarella, 25 g each', 'salt'],
      recipeInstructions: 'Bake.',
    });
    const wordedShown =
      '<div class="ingredients"><ul><li>a few olives</li><li>6 balls mozzarella, 25 g each</li><li>salt (optional)</li></ul></div>';
    expect(readRecipePage(page(worded, wordedShown))?.ingredientGroups).toEqual([
      { name: '', items: ['a few olives', '6 balls mozzarella, 25 g each', 'salt'] },
    ]);
    // Lists that are not the same lines leave the data as it is.
    const other = `<div class="recipe-ingredients"><h3>A</h3><ul><li>salt</li></ul><h3>B</h3><ul><li>pepper</li></ul></div>`;
    expect(readRecipePage(page(data, other))?.ingredientGroups).toEqual([
      { name: '', items: ['200 g flour', '100 g butter', '3 apples'] },
    ]);
  });

  it("takes the page's lines with the amounts the data lost, in the groups its heading lines name", () => {
    const data = jsonLd({
      '@type': 'Recipe',
      name: 'Stir-fry',
      recipeIngredient: ['chicken breast', 'soy sauce', 'onion', 'lime (cut into wedges)'],
      recipeInstructions: 'Fry.',
    });
    const entry = (amount: string, name: string) =>
      `<div class="ingredient"><div class="ingredient-amount">${amount}</div><div class="ingredient-label">${name}</div></div>`;
    const shown = `<div class="ingredients"><p class="ingredient-subtitle">Marinade:</p>${entry('300 g', 'chicken breast')}${entry(
      '80 ml',
      'soy sauce',
    )}<p class="ingredient-subtitle">Vegetables:</p>${entry('1', 'onion')}${entry('1', 'lime (cut into wedges)')}</div>`;
    expect(readRecipePage(page(data, shown))?.ingredientGroups).toEqual([
      { name: 'Marinade', items: ['300 g chicken breast', '80 ml soy sauce'] },
      { name: 'Vegetables', items: ['1 onion', '1 lime (cut into wedges)'] },
    ]);
  });

  it('reads an entry set as its named amount and name side by side as one line, and no servings picker', () => {
    const entry = (amount: string, name: string) =>
      `<div><b class="ingredient-unit-display">${amount}</b>&nbsp;<span class="ingredient-name-display">${name}</span></div>`;
    const found = readRecipePage(
      page(
        '',
        `<h1>Ham soup</h1><div class="ingredients-list"><div class="ingredient-servings">4 1 2 3 4</div>
        ${entry('195 g', 'shaved ham')}${entry('80 g', 'leek')}${entry('800 g', 'potato')}</div>
        <h2>Method</h2><ol><li>Fry the ham and leek.</li><li>Simmer with the potato.</li></ol>`,
      ),
    );
    expect(found?.ingredientGroups).toEqual([{ name: '', items: ['195 g shaved ham', '80 g leek', '800 g potato'] }]);
  });

  it("leaves out of the ingredients' block a list headed as the steps (the steps' copy for small screens)", () => {
    const found = readRecipePage(
      page(
        '<title>Smoothie</title>',
        `<h1>Smoothie</h1><div id="Ingredients" class="recipe-ingredients"><h2>Ingredients</h2>
        <div class="list"><ul><li>1/2 cup oats</li><li>1 banana</li><li>1 cup milk</li></ul></div>
        <div class="mobile-only"><h3>Cooking Instructions</h3><div class="content"><ul>
          <li>Soak the oats in the milk.</li><li>Blend everything until smooth.</li><li>Pour into a glass.</li>
        </ul></div></div></div>`,
      ),
    );
    expect(found?.ingredientGroups).toEqual([{ name: '', items: ['1/2 cup oats', '1 banana', '1 cup milk'] }]);
  });

  it('finds nothing on a page without a recipe, or with broken JSON-LD and no recipe markup', () => {
    expect(readRecipePage(page('<title>About</title>', '<p>Hello</p>'))).toBeUndefined();
    expect(
      readRecipePage(page('<script type="application/ld+json">{"@type": "Recipe", </script>', '<p>x</p>')),
    ).toBeUndefined();
  });

  it('reads a step title as the name of a section over its steps, but not a "Step 1" numbering', () => {
    const found = readRecipePage(
      page(
        jsonLd({
          '@type': 'Recipe',
          name: 'X',
          recipeIngredient: ['1 egg'],
          recipeInstructions: [
            { '@type': 'HowToStep', name: 'Prepare the sauce', text: 'Whisk the eggs.' },
            { '@type': 'HowToStep', name: 'Step 2', text: 'Cook.' },
            { '@type': 'HowToStep', name: 'Serve it', text: 'Serve it warm.' },
          ],
        }),
      ),
    );
    expect(found?.stepSections).toEqual([
      { name: 'Prepare the sauce', items: ['Whisk the eggs.', 'Cook.', 'Serve it warm.'] },
    ]);
  });
  it('reads group headings among the data\'s steps as the names of the steps after them, and no "Etape 1" as a step', () => {
    const found = readRecipePage(
      page(
        jsonLd({
          '@type': 'Recipe',
          name: 'Pasta salad',
          recipeIngredient: ['200 g pasta'],
          recipeInstructions: [
            'Etape 1',
            'Boil the pasta.',
            'Etape 2',
            'Drain it.',
            'For the dressing:',
            'Whisk the oil and vinegar.',
            'TO SERVE',
            'Toss everything together.',
          ],
        }),
      ),
    );
    expect(found?.stepSections).toEqual([
      { name: '', items: ['Boil the pasta.', 'Drain it.'] },
      { name: 'For the dressing', items: ['Whisk the oil and vinegar.'] },
      { name: 'TO SERVE', items: ['Toss everything together.'] },
    ]);
  });

  it('reads steps the markup holds twice (a layout for each screen size) once', () => {
    const steps = '<ol><li>Cook the farro.</li><li>Make the vinaigrette.</li><li>Char the corn.</li></ol>';
    const found = readRecipePage(
      page(
        '<title>Farro salad</title>',
        `<h1>Farro salad</h1><h2>Ingredients</h2><ul><li>1 cup farro</li><li>2 ears corn</li></ul>` +
          `<h2>Instructions</h2><div class="desktop">${steps}</div><div class="mobile">${steps}</div>`,
      ),
    );
    expect(found?.stepSections.flatMap((section) => section.items)).toEqual([
      'Cook the farro.',
      'Make the vinaigrette.',
      'Char the corn.',
    ]);
  });

  it('reads a JSON-LD block written as a statement, with a semicolon after the object', () => {
    const block = `<script type="application/ld+json">\n{ "@type": "Recipe", "name": "Green Beans", "recipeYield": "6",\n "recipeIngredient": ["2 cups beans"], "recipeInstructions": "Cook." };\n</script>`;
    expect(readRecipePage(page(block))).toMatchObject({ name: 'Green Beans', servings: 6 });
  });
  it('leaves out the recipe’s name written as the first line of its steps, but not a short name that is a step', () => {
    const recipe = (name: string, recipeInstructions: string) =>
      page(jsonLd({ '@type': 'Recipe', name, recipeIngredient: ['1 l water'], recipeInstructions }));
    expect(
      readRecipePage(recipe('Vegan oliebollen', 'Vegan oliebollen\n\nWarm the milk.\nSift the flour.'))?.stepSections,
    ).toEqual([{ name: '', items: ['Warm the milk.', 'Sift the flour.'] }]);
    expect(readRecipePage(recipe('Toast', 'Toast.\nButter it.'))?.stepSections).toEqual([
      { name: '', items: ['Toast.', 'Butter it.'] },
    ]);
  });

  it('takes a bare count after a "Yield" or "Makes" label, or a "Serves" among facts set apart by bars, for the servings', () => {
    const data = jsonLd({
      '@type': 'Recipe',
      name: 'Soup',
      recipeIngredient: ['1 l water'],
      recipeInstructions: 'Boil.',
    });
    const yieldOf = (body: string) => readRecipePage(page(data, body))?.servings;
    expect(yieldOf('<div class="details"><div class="label">Yield:</div><div class="value">4 </div></div>')).toBe(4);
    expect(yieldOf('<div><div>Yield:</div><div>20 to 22</div></div>')).toBe(22);
    expect(yieldOf('<p>Makes: 6</p>')).toBe(6);
    // Facts set apart by bars in one line.
    expect(yieldOf('<p><em>Serves 2 | Total time: 15 minutes | Whole30 compliant</em></p>')).toBe(2);
    expect(yieldOf('<div><div>Yield:</div><div>2 loaves</div></div>')).toBeUndefined();
  });
  it('takes the serving count from a short line the page shows when the data gives none', () => {
    const data = jsonLd({
      '@type': 'Recipe',
      name: 'Soup',
      recipeIngredient: ['1 l water'],
      recipeInstructions: 'Boil.',
    });
    expect(readRecipePage(page(data, '<ul><li><strong>Serves:</strong> 20</li></ul>'))?.servings).toBe(20);
    expect(readRecipePage(page(data, '<div><span>Hoofdgerecht</span><div>4 personen</div></div>'))?.servings).toBe(4);
    expect(
      readRecipePage(
        page(data, '<table><tr><th>Category</th><td>Soups</td></tr><tr><th>Servings</th><td>8</td></tr></table>'),
      )?.servings,
    ).toBe(8);
    expect(readRecipePage(page(data, '<dl><dt>Serve</dt><dd>Até 4 porções</dd></dl>'))?.servings).toBe(4);
    // A line of a paragraph broken into lines.
    expect(
      readRecipePage(
        page(data, '<p>A classic chilli that freezes well for 3 months.</p><p>Prep: 10 mins<br>Serves 6</p>'),
      )?.servings,
    ).toBe(6);
    expect(
      readRecipePage(page(data, '<div><span class="icon icon-serves"></span><span> 4 </span></div>'))?.servings,
    ).toBe(4);
    expect(
      readRecipePage(page(data, '<div class="label" data-attr-icon="recipeServings"></div><div class="value">6</div>'))
        ?.servings,
    ).toBe(6);
    // An element named for the people it serves, its number with an abbreviated word ("os." for osób), before a
    // count of readers written the same way.
    expect(readRecipePage(page(data, '<p>4492 os. lubi to</p><div class="person-count">8 os.</div>'))?.servings).toBe(
      8,
    );
    // A sentence that mentions people is no serving line, nor is a yield of things.
    expect(
      readRecipePage(
        page(
          data,
          '<p>Loved by 3 million people around the world since we started this site.</p><p>Makes 24 cookies</p>',
        ),
      )?.servings,
    ).toBeUndefined();
    // An ingredient's amount set in an element named for its serving is no serving count.
    expect(
      readRecipePage(
        page(
          data,
          '<ul class="ingredient-list"><li class="ingredient"><span>Soy sauce</span>' +
            '<span class="ingredient-serving">大さじ1</span></li></ul><p>4 servings</p>',
        ),
      )?.servings,
    ).toBe(4);
    // What a nutrition figure is counted for ("Per serving", "※1人分あたり") says nothing of how many it serves.
    expect(
      readRecipePage(page(data, '<ul><li>※1人分あたり</li></ul><p>Calories per 1 serving</p><p>Serves 6</p>'))
        ?.servings,
    ).toBe(6);
  });
  it("drops the site's name the page's title adds to the recipe's name, and keeps a name that is only the site's", () => {
    const titled = (title: string) =>
      readRecipePage(
        page(
          `<meta property="og:site_name" content="Farmhouse Delivery"><meta property="og:title" content="${title}">`,
          '<h3>Ingredients</h3><ul><li>1 egg</li></ul><h3>Method</h3><ol><li>Fry.</li><li>Serve.</li></ol>',
        ),
      )?.name;
    expect(titled('Green Shakshuka - Farmhouse Delivery')).toBe('Green Shakshuka');
    expect(titled('Eggs | Farmhouse Delivery')).toBe('Eggs');
    expect(titled('Spicy Creamed Eggs by Farmhouse Delivery')).toBe('Spicy Creamed Eggs');
    expect(titled('Farmhouse Delivery')).toBe('Farmhouse Delivery');
    expect(titled('Eggs from Farmhouse Delivery')).toBe('Eggs from Farmhouse Delivery');
  });
  it("reads a name set over two headings from the page's title, where the heading is only its end", () => {
    const named = (title: string, headings: string) =>
      readRecipePage(
        page(
          `<title>${title}</title>`,
          `${headings}<h2>Ingredients</h2><ul><li>2 eggplants</li></ul><h2>Method</h2><ol><li>Roast.</li><li>Blend.</li></ol>`,
        ),
      )?.name;
    expect(
      named(
        'Smoky Eggplant Dip With Hand Cut Potato Chips | Donna Hay',
        '<h1>baba ghanoush</h1><h1>with hand-cut potato chips</h1>',
      ),
    ).toBe('Smoky Eggplant Dip With Hand Cut Potato Chips');
    // A heading that starts a name of its own is the name, whatever the title says.
    expect(named('Smoky Eggplant Dip | Donna Hay', '<h1>Eggplant Dip</h1>')).toBe('Eggplant Dip');
  });
  it("keeps the recipe's name as its structured data gives it, the site's name after it included", () => {
    const site = '<meta property="og:site_name" content="Farmhouse Delivery">';
    const data = jsonLd({
      '@type': 'Recipe',
      name: 'Green Shakshuka | Farmhouse Delivery',
      recipeIngredient: ['1 egg'],
      recipeInstructions: 'Fry.',
    });
    expect(readRecipePage(page(site + data))?.name).toBe('Green Shakshuka | Farmhouse Delivery');
  });
  it('drops the word "recipe" set after a dash from the name, and keeps it where it is part of the name', () => {
    const named = (name: string) =>
      readRecipePage(page(jsonLd({ '@type': 'Recipe', name, recipeIngredient: ['1 egg'], recipeInstructions: 'Fry.' })))
        ?.name;
    expect(named('Arretjescake &#8211; Recept')).toBe('Arretjescake');
    expect(named('Fried Eggs | Recipe')).toBe('Fried Eggs');
    expect(named('Burger Sauce Recipe')).toBe('Burger Sauce Recipe');
    expect(named('Homemade Sangria - Authentic Recipe')).toBe('Homemade Sangria - Authentic Recipe');
    expect(named('Recipe')).toBe('Recipe');
  });
  it("takes the page's step list when the data runs those steps together into one", () => {
    const data = jsonLd({
      '@type': 'Recipe',
      name: 'Soup',
      recipeIngredient: ['1 onion'],
      recipeInstructions: ['Method: Fry the onion.Add water and boil.'],
    });
    const shown = '<h2>Bereiden</h2><p>Fry the onion.</p><p>Add water and boil.</p>';
    expect(readRecipePage(page(data, shown))?.stepSections).toEqual([
      { name: '', items: ['Fry the onion.', 'Add water and boil.'] },
    ]);
    // Paragraphs that are not those steps leave the data's text, split only where its paragraphs were joined.
    const other = '<h2>Method</h2><p>Fry the onion.</p><p>Serve with bread from our bakery.</p>';
    expect(readRecipePage(page(data, other))?.stepSections).toEqual([
      { name: '', items: ['Method: Fry the onion.', 'Add water and boil.'] },
    ]);
  });
  it('does not take a block named for both parts as either part', () => {
    const found = readRecipePage(
      page(
        '',
        `<h1>Lemon Chicken</h1><div class="ingredients-and-directions">
           <div class="card ingredients"><ul><li>3 tbsp butter</li><li>6 chicken thighs</li></ul></div>
           <div class="card directions"><ol><li>Heat the oven.</li><li>Brown the chicken.</li><li>Bake.</li></ol></div></div>`,
      ),
    );
    expect(found).toMatchObject({
      ingredientGroups: [{ name: '', items: ['3 tbsp butter', '6 chicken thighs'] }],
      stepSections: [{ name: '', items: ['Heat the oven.', 'Brown the chicken.', 'Bake.'] }],
    });
  });
  it("reads ingredients laid out as named entries without a list, each entry's own parts kept in it", () => {
    const found = readRecipePage(
      page(
        '',
        `<h1>Marbled Cake</h1><h2>Ingrédients</h2><div class="ingredients">
           <div class="ingredient"><p><input type="checkbox">3 œufs</p></div>
           <div class="ingredient"><p><span class="ingredient-amount">70 g</span> <span class="ingredient-name">de sucre</span></p></div></div>
         <h2>Préparation</h2><ol><li>Fouette les œufs.</li><li>Ajoute le sucre.</li></ol>`,
      ),
    );
    expect(found?.ingredientGroups).toEqual([{ name: '', items: ['3 œufs', '70 g de sucre'] }]);
  });
  it('does not read a heading named for the ingredients as one of the named entries', () => {
    const found = readRecipePage(
      page(
        '',
        `<h1>Pink Popcorn</h1><div class="ingredient-list"><h3 class="ingredient-list__title">Pink Popcorn</h3>
           <div class="ingredient-list__ingredient">20 g oil</div><div class="ingredient-list__ingredient">50 g corn</div></div>
         <h2>Method</h2><ol><li>Pop.</li><li>Colour.</li></ol>`,
      ),
    );
    expect(found?.ingredientGroups).toEqual([{ name: '', items: ['20 g oil', '50 g corn'] }]);
  });
  it('reads steps written as paragraphs each wrapped in a block of its own, under a wrapped heading', () => {
    const block = (html: string) => `<div class="text-column"><div class="wrapper">${html}</div></div>`;
    const found = readRecipePage(
      page(
        '',
        `<h1>Zucchini Slice</h1><ul class="ingredients"><li>2 zucchini, grated</li><li>5 eggs</li></ul>` +
          block('<h4>Method</h4>') +
          block('<p>Preheat the oven.</p>') +
          block('<p>Mix and bake.</p>'),
      ),
    );
    expect(found?.stepSections).toEqual([{ name: '', items: ['Preheat the oven.', 'Mix and bake.'] }]);
  });
  it('drops a general name heading all the steps, but keeps it beside other named sections', () => {
    const section = (name: string, text: string) => ({
      '@type': 'HowToSection',
      name,
      itemListElement: [{ '@type': 'HowToStep', text }],
    });
    const recipe = (instructions: unknown[]) =>
      readRecipePage(
        page(
          jsonLd({ '@type': 'Recipe', name: 'Cake', recipeIngredient: ['1 egg'], recipeInstructions: instructions }),
        ),
      );
    expect(recipe([section('Instructions', 'Mix.')])?.stepSections).toEqual([{ name: '', items: ['Mix.'] }]);
    expect(recipe([section('Preparation', 'Mix.'), section('Baking', 'Bake.')])?.stepSections).toEqual([
      { name: 'Preparation', items: ['Mix.'] },
      { name: 'Baking', items: ['Bake.'] },
    ]);
    // "Recipe" names no part of it, beside other sections too.
    expect(recipe([section('Oppskrift', 'Kok ris.'), section('Raita:', 'Riv agurk.')])?.stepSections).toEqual([
      { name: '', items: ['Kok ris.'] },
      { name: 'Raita:', items: ['Riv agurk.'] },
    ]);
  });
  it('drops "Step 1 |" labels from step texts in markup and data, but keeps a step title that carries one', () => {
    const markup = readRecipePage(
      page(
        '',
        '<h1>Slice</h1><h2>Ingredients</h2><ul><li>5 eggs</li></ul><h2>Method</h2><ol><li>STEP 1 | Preheat the oven.</li><li>STEP 2 | Bake.</li></ol>',
      ),
    );
    expect(markup?.stepSections).toEqual([{ name: '', items: ['Preheat the oven.', 'Bake.'] }]);
    const data = readRecipePage(
      page(
        jsonLd({
          '@type': 'Recipe',
          name: 'X',
          recipeIngredient: ['1 egg'],
          recipeInstructions: [
            { '@type': 'HowToStep', name: 'Étape 1 : Cuisson', text: 'Step 1: Boil the egg.' },
            { '@type': 'HowToStep', text: 'Step 2 - Peel it.' },
          ],
        }),
      ),
    );
    expect(data?.stepSections).toEqual([{ name: 'Étape 1 : Cuisson', items: ['Boil the egg.', 'Peel it.'] }]);
  });
  it('takes the times the page shows when the data gives neither preparation nor cooking time', () => {
    const shown = '<ul><li>Preparation Time: 30 mins</li><li>Cooking Time: 1 hour 15 mins</li></ul>';
    const recipe = (extra: object) =>
      readRecipePage(
        page(
          jsonLd({
            '@type': 'Recipe',
            name: 'Cake',
            recipeIngredient: ['1 egg'],
            recipeInstructions: 'Bake.',
            ...extra,
          }),
          shown,
        ),
      );
    expect(recipe({ totalTime: 'PT1H45M' })).toMatchObject({ prepMinutes: 30, cookMinutes: 75, totalMinutes: 105 });
    expect(recipe({ prepTime: 'PT10M', cookTime: 'PT20M' })).toMatchObject({ prepMinutes: 10, cookMinutes: 20 });
  });
  it('reads every list of a block that holds several, with the bold lines between them as group names', () => {
    const found = readRecipePage(
      page(
        '',
        `<h1>Sugar Plums</h1><div><p><strong>Ingredients:</strong></p></div>
         <div class="block"><div class="content"><ul><li>40 glacé cherries</li></ul><p><strong>Gum coating</strong></p>
         <ul><li>4 tbsp gum arabic</li><li>4 tbsp water</li></ul></div></div>
         <h2>Method</h2><ol><li>Dry the cherries.</li><li>Coat them.</li></ol>`,
      ),
    );
    expect(found?.ingredientGroups).toEqual([
      { name: '', items: ['40 glacé cherries'] },
      { name: 'Gum coating', items: ['4 tbsp gum arabic', '4 tbsp water'] },
    ]);
    expect(found?.stepSections).toEqual([{ name: '', items: ['Dry the cherries.', 'Coat them.'] }]);
  });
  it('reads properties whose names a page wrote in another case', () => {
    const found = readRecipePage(
      page(
        jsonLd({
          '@type': 'Recipe',
          Name: 'Stroganoff',
          recipeingredient: ['1 onion'],
          recipeInstructions: 'Fry.',
          PrepTime: 'PT30M',
          CookTime: 'PT15M',
        }),
      ),
    );
    expect(found).toMatchObject({
      name: 'Stroganoff',
      ingredientGroups: [{ name: '', items: ['1 onion'] }],
      prepMinutes: 30,
      cookMinutes: 15,
    });
  });
  it('reads ingredient lines a page gives as lists inside the list, in order', () => {
    const found = readRecipePage(
      page(
        jsonLd({
          '@type': 'Recipe',
          name: 'Curry',
          recipeIngredient: [['1 kg chicken', '1 onion'], ['5 potatoes']],
          recipeInstructions: 'Cook.',
        }),
      ),
    );
    expect(found?.ingredientGroups).toEqual([{ name: '', items: ['1 kg chicken', '1 onion', '5 potatoes'] }]);
  });
  it('reads each of several microdata instruction elements as one step, whatever blocks it holds', () => {
    const step = (title: string, text: string) =>
      `<div itemprop="recipeInstructions"><div class="title">${title}</div><div class="text"><p>${text}</p></div></div>`;
    const found = readRecipePage(
      page(
        '',
        `<div itemscope itemtype="https://schema.org/Recipe"><h1 itemprop="name">Farro Bowl</h1>
        <ul><li itemprop="recipeIngredient">1 cup farro</li></ul>${step('Cook the farro', 'Boil it for 20 minutes.')}${step('Serve', 'Add the dressing.')}</div>`,
      ),
    );
    expect(found?.stepSections).toEqual([
      { name: '', items: ['Cook the farro Boil it for 20 minutes.', 'Serve Add the dressing.'] },
    ]);
  });
  it('skips lists of links (unit tabs, categories, tags) among the ingredient and step lists', () => {
    const links = (...names: string[]) =>
      `<ul>${names.map((name) => `<li><a href="/tag/${name}">${name}</a></li>`).join('')}</ul>`;
    const found = readRecipePage(
      page(
        '',
        `<h1>Pancakes</h1><h3>Ingredients</h3>${links('US', 'METRIC')}<ul><li>2 eggs</li><li>200 g <a href="/flour">flour</a></li></ul>
        <h3>Method</h3><ol><li>Mix.</li><li>Fry.</li></ol>${links('Breakfast', 'Winter')}`,
      ),
    );
    expect(found?.ingredientGroups).toEqual([{ name: '', items: ['2 eggs', '200 g flour'] }]);
    expect(found?.stepSections).toEqual([{ name: '', items: ['Mix.', 'Fry.'] }]);
  });
  it('keeps the lines of a JSON-LD string that holds raw line breaks, and reads trailing commas', () => {
    const raw =
      '{"@type": "Recipe", "name": "Stew", "recipeIngredient": "1 kg lamb\n2 onions\n\tsalt",\n "recipeInstructions": "Brown the lamb.\n\nAdd the onions.", }';
    const found = readRecipePage(page(`<script type="application/ld+json">${raw}</script>`));
    expect(found?.ingredientGroups).toEqual([{ name: '', items: ['1 kg lamb', '2 onions', 'salt'] }]);
    expect(found?.stepSections).toEqual([{ name: '', items: ['Brown the lamb.', 'Add the onions.'] }]);
  });

  it("reads a block of steps named with underscores, its only list's heading as no group name", () => {
    const found = readRecipePage(
      page(
        '',
        `<h1>Fondant</h1><div class="recipe_ingredients"><h4>What you need</h4><ul><li>300 g marshmallows</li><li>3 tbsp water</li></ul></div>
        <div class="recipe_steps"><h4>Let's get started!</h4><ol><li>Melt.</li><li>Knead.</li></ol></div>`,
      ),
    );
    expect(found?.ingredientGroups).toEqual([{ name: '', items: ['300 g marshmallows', '3 tbsp water'] }]);
    expect(found?.stepSections).toEqual([{ name: '', items: ['Melt.', 'Knead.'] }]);
  });

  it("keeps the first step set in the bold label's own paragraph, and leaves the post's category links out", () => {
    const found = readRecipePage(
      page(
        '',
        `<h1>Gehaktschotel</h1><p><strong>Ingrediënten</strong></p><ul><li>2 uien</li><li>500 g gehakt</li></ul>
        <p><strong>Bereiding</strong><br />Verhit de olie in een grote pan en bak de ui, de knoflook en de paprika tot ze zacht zijn.</p><p>Voeg het gehakt toe.</p>
        <p>Bak 30 minuten in de oven.</p>
        <p><a href="/c/oven" rel="category tag">Ovenrecepten</a>, <a href="/c/vlees" rel="category tag">Vlees</a></p>`,
      ),
    );
    expect(found?.stepSections).toEqual([
      {
        name: '',
        items: [
          'Verhit de olie in een grote pan en bak de ui, de knoflook en de paprika tot ze zacht zijn.',
          'Voeg het gehakt toe.',
          'Bak 30 minuten in de oven.',
        ],
      },
    ]);
  });

  it('reads each block of step paragraphs under its subheading, and nothing after the last block', () => {
    const found = readRecipePage(
      page(
        '',
        `<h1>Chicken rice</h1><h3>Ingredients</h3><div><p>400g chicken thighs</p><p>280g jasmine rice</p></div>
        <div><h3>Method</h3><h4>Preparation</h4><div><p>Slice the chicken.</p><p>Rinse the rice.</p></div>
        <h4>Cooking</h4><div><p>Fry the onion.</p><p>Add the rice and the chicken.</p></div>
        <div><p>Loved this? Share it.</p><p>Comments are closed.</p></div></div>`,
      ),
    );
    expect(found?.stepSections).toEqual([
      { name: 'Preparation', items: ['Slice the chicken.', 'Rinse the rice.'] },
      { name: 'Cooking', items: ['Fry the onion.', 'Add the rice and the chicken.'] },
    ]);
  });

  it('leaves the paragraph that leads up to the list of steps out of the steps', () => {
    const found = readRecipePage(
      page(
        '',
        `<h1>Pumpkin bread</h1><h2>Ingredients</h2><ul><li>2 eggs</li><li>1 box cake mix</li></ul>
        <h2>How to make this pumpkin bread</h2><p>Here are some tips on how to put this loaf together.</p>
        <ul><li>Whisk the eggs.</li><li>Stir in the cake mix.</li><li>Bake 45 minutes.</li></ul>`,
      ),
    );
    expect(found?.stepSections).toEqual([
      { name: '', items: ['Whisk the eggs.', 'Stir in the cake mix.', 'Bake 45 minutes.'] },
    ]);
    // Two paragraphs are steps of their own, and stay.
    const steps = readRecipePage(
      page(
        '',
        `<h1>Pumpkin bread</h1><h2>Ingredients</h2><ul><li>2 eggs</li><li>1 box cake mix</li></ul>
        <h2>Method</h2><p>Whisk the eggs with the mix.</p><p>Bake 45 minutes.</p><ul><li>Glaze it.</li><li>Slice it.</li></ul>`,
      ),
    )?.stepSections;
    expect(steps?.flatMap((section) => section.items)).toEqual([
      'Whisk the eggs with the mix.',
      'Bake 45 minutes.',
      'Glaze it.',
      'Slice it.',
    ]);
  });

  it('leaves a paragraph labelled as a note or tip out of steps written as paragraphs', () => {
    const found = readRecipePage(
      page(
        '',
        `<h1>Slice</h1><h3>Ingredients</h3><ul><li>2 zucchini</li><li>5 eggs</li></ul>
        <h4>Method</h4><p><strong>STEP 1 </strong>| Preheat the oven.</p><p><strong>STEP 2 </strong>| Bake.</p>
        <p><strong>NOTE </strong>| The vegetables can be swapped.</p><p>Tip: serve warm.</p>`,
      ),
    );
    expect(found?.stepSections).toEqual([{ name: '', items: ['Preheat the oven.', 'Bake.'] }]);
  });

  it('reads lists and steps under Chinese and Japanese headings, and skips a share list ending in an empty entry', () => {
    const found = readRecipePage(
      page(
        '',
        `<h1>烤鸡蛋糕</h1><p>材料：</p><ul><li>4 个 蛋</li><li>125 克 细砂糖</li></ul>
        <p>做法：</p><p>1 把烤炉预热。</p><p>2 把蛋打散。</p>
        <div class="sharing"><h3>Share this:</h3><ul><li><a href="/share?f"><span>Facebook</span></a></li><li class="end"></li></ul></div>`,
      ),
    );
    expect(found?.ingredientGroups).toEqual([{ name: '', items: ['4 个 蛋', '125 克 细砂糖'] }]);
    expect(found?.stepSections).toEqual([{ name: '', items: ['1 把烤炉预热。', '2 把蛋打散。'] }]);
  });

  it("reads the entries a reader sees, and not a WordPress post's term classes as the ingredient block", () => {
    const found = readRecipePage(
      page(
        '',
        `<article class="post-7 hentry ingredient-potato"><h1>Roasties</h1><h3>Top tips</h3>
        <ol><li>Cut big chunks.</li><li>Steam dry.</li><li>Heat the oil first.</li></ol></article>
        <div class="recipe-ingredients"><ul><li class="metric">4 potatoes</li><li class="metric">100ml oil</li>
        <li class="imperial hide">4 potatoes</li><li class="imperial hide">3 1/2fl oz oil</li></ul></div>
        <div class="recipe-instructions"><ol><li>Boil.</li><li>Roast.</li></ol></div>`,
      ),
    );
    expect(found?.ingredientGroups).toEqual([{ name: '', items: ['4 potatoes', '100ml oil'] }]);
    expect(found?.stepSections).toEqual([{ name: '', items: ['Boil.', 'Roast.'] }]);
  });

  it('skips lists the page hides, and paragraphs after a list of steps', () => {
    const found = readRecipePage(
      page(
        '',
        `<h1>Shortbread</h1><h3>Ingredients</h3><select><option>Metric</option><option>Imperial</option></select>
        <ul name="metric"><li>85 g butterscotch</li><li>50 g pecans</li></ul>
        <ul name="imperial" class="u-visuallyhidden"><li>3 oz butterscotch</li><li>1.8 oz pecans</li></ul>
        <h3>Step-by-step</h3><ol><li>Chop.</li><li>Bake.</li></ol><p><em>Recipe adapted from</em> a book.</p>`,
      ),
    );
    expect(found?.ingredientGroups).toEqual([{ name: '', items: ['85 g butterscotch', '50 g pecans'] }]);
    expect(found?.stepSections).toEqual([{ name: '', items: ['Chop.', 'Bake.'] }]);
  });

  it('leaves a box of the ingredient block about allergens or storage out of the ingredients', () => {
    const found = readRecipePage(
      page(
        '',
        `<h1>Duck</h1><div id="ingredients"><h2>In your box</h2><ul><li>4x garlic clove</li><li>6x duck leg</li></ul>
        <div id="allergens-dropdown"><ul><li><b>Duck leg</b><p>Composition: 100% duck</p></li></ul></div>
        <div class="storage"><ul><li>Duck leg: keep between 0 and 4°C</li></ul></div>
        <p>In your kitchen</p><ul><li>salt</li><li>olive oil</li></ul></div>
        <h2>Method</h2><ol><li>Roast.</li><li>Serve.</li></ol>`,
      ),
    );
    expect(found?.ingredientGroups.flatMap((group) => group.items)).toEqual([
      '4x garlic clove',
      '6x duck leg',
      'salt',
      'olive oil',
    ]);
  });

  it('leaves out of an entry what the page hides inside it (a substitute shown on a click)', () => {
    const found = readRecipePage(
      page(
        '',
        `<h1>Dressing</h1><h2>Ingredients</h2><ul><li>¼ cup maple syrup <div class="substitute hidden">agave syrup</div></li>
        <li>2 tsp mustard <span style="display: none">Dijon</span></li></ul><h2>Method</h2><ol><li>Whisk.</li><li>Serve.</li></ol>`,
      ),
    );
    expect(found?.ingredientGroups).toEqual([{ name: '', items: ['¼ cup maple syrup', '2 tsp mustard'] }]);
  });

  it("takes the page's ingredient lines when the data lost an amount the page shows", () => {
    const found = readRecipePage(
      page(
        jsonLd({
          '@type': 'Recipe',
          name: 'Dressing',
          recipeIngredient: ['1 shallot', ' dijon mustard', '⅛ tsp salt'],
          recipeInstructions: ['Whisk.'],
        }),
        `<div class="ingredients"><ul><li>1 shallot, sliced</li><li>2 tsp dijon mustard</li><li>½ tsp salt</li></ul></div>`,
      ),
    );
    expect(found?.ingredientGroups).toEqual([
      { name: '', items: ['1 shallot, sliced', '2 tsp dijon mustard', '½ tsp salt'] },
    ]);
  });

  it("reads groups headed at the Ingredients heading's own level, and drops the data's lines that are those headings", () => {
    const found = readRecipePage(
      page(
        jsonLd({
          '@type': 'Recipe',
          name: 'Skewers',
          recipeIngredient: 'Ingredients\n\nSkewers\n\n1 kg lamb\n1 aubergine\nSalsa\n2 gherkins',
          recipeInstructions: 'Grill.',
        }),
        `<div class="ing"><h2>Ingredients</h2><h2>Skewers</h2><ul><li>1 kg lamb</li><li>1 aubergine</li></ul>
        <h2>Salsa</h2><ul><li>2 gherkins</li></ul></div><h2>Method</h2><p>Grill.</p>`,
      ),
    );
    expect(found?.ingredientGroups).toEqual([
      { name: 'Skewers', items: ['1 kg lamb', '1 aubergine'] },
      { name: 'Salsa', items: ['2 gherkins'] },
    ]);
  });

  it("reads no step from data lines without a letter or digit, and then takes the page's steps", () => {
    const found = readRecipePage(
      page(
        '',
        `<div itemscope itemtype="https://schema.org/Recipe"><meta itemprop="name" content="Cupcakes">
        <meta itemprop="recipeIngredient" content="125ml milk"><meta itemprop="recipeInstructions" content="[{"></div>
        <ol class="method"><li>Preheat the oven.</li><li>Bake.</li></ol>`,
      ),
    );
    expect(found?.stepSections).toEqual([{ name: '', items: ['Preheat the oven.', 'Bake.'] }]);
  });

  it('reads each text of an instruction list as one step, line breaks inside it included', () => {
    const found = readRecipePage(
      page(
        jsonLd({
          '@type': 'Recipe',
          name: 'Raw lasagna',
          recipeIngredient: ['2 zucchini'],
          recipeInstructions: ['For the cheese: blend.\nFor the cream: blend.', 'Layer.'],
        }),
      ),
    );
    expect(found?.stepSections).toEqual([
      { name: '', items: ['For the cheese: blend. For the cream: blend.', 'Layer.'] },
    ]);
  });

  it('leaves the bold "Serves 4" a page sets at the end of its last step out of the step', () => {
    const found = readRecipePage(
      page(
        '',
        `<h1>Freekeh soup</h1><h2>Ingredients</h2><ul><li>1 leek</li><li>1 l stock</li></ul>
        <h2>Method</h2><ol><li>Cook the leek.</li><li>To freeze, cool first. <b>Serves 4</b><br></li>
        <li><strong>Makes 2</strong> batches: double the stock.</li></ol>`,
      ),
    );
    expect(found?.stepSections).toEqual([
      { name: '', items: ['Cook the leek.', 'To freeze, cool first.', 'Makes 2 batches: double the stock.'] },
    ]);
  });

  it('leaves a heading of links to other recipes inside the last step out of the step', () => {
    const found = readRecipePage(
      page(
        '',
        `<h1>Roast potatoes</h1><h2>Ingredients</h2><ul><li>1 kg potatoes</li><li>2 tbsp oil</li></ul>
        <h2>Method</h2><ol><li>Cut the potatoes.</li><li>Roast 40 minutes. <h2><a href="/a">ROAST CHICKEN >>></a>
        <a href="/b">POTATO GRATIN >>></a></h2></li></ol>`,
      ),
    );
    expect(found?.stepSections).toEqual([{ name: '', items: ['Cut the potatoes.', 'Roast 40 minutes.'] }]);
  });

  it("reads every list of the steps' class, where one follows each group of ingredients", () => {
    const found = readRecipePage(
      page(
        '',
        `<h1>Okonomiyaki</h1><h2>4 servings</h2>
        <dl class="ingredients"><h3>pancake</h3><dt>cabbage <u>500 g</u></dt><dt>flour <u>85 g</u></dt></dl>
        <ul class="instructions"><li>Mince the cabbage.</li><li>Mix it with the flour.</li><li>Fry 5 minutes.</li></ul>
        <dl class="ingredients"><h3>sauce</h3><dt>soy sauce <u>60 ml</u></dt><dt>mirin <u>60 ml</u></dt></dl>
        <ul class="instructions"><li>Mix the soy sauce and mirin.</li><li>Simmer until thick.</li></ul>`,
      ),
    );
    expect(found?.stepSections.flatMap((section) => section.items)).toEqual([
      'Mince the cabbage.',
      'Mix it with the flour.',
      'Fry 5 minutes.',
      'Mix the soy sauce and mirin.',
      'Simmer until thick.',
    ]);
    expect(found?.stepSections.map((section) => section.name)).toEqual(['', '']);
  });

  it("takes the page's division of the steps when the data runs two of them together, not when it has more", () => {
    const recipe = (steps: string[]) =>
      jsonLd({ '@type': 'Recipe', name: 'Stroganoff', recipeIngredient: ['500 g beef'], recipeInstructions: steps });
    const shown = '<ul class="preparo"><li>Brown the beef;</li><li>Serve with rice</li><li>Enjoy it!</li></ul>';
    expect(readRecipePage(page(recipe(['Brown the beef;', 'Serve with rice Enjoy it!']), shown))?.stepSections).toEqual(
      [{ name: '', items: ['Brown the beef;', 'Serve with rice', 'Enjoy it!'] }],
    );
    const titled = ['Brown', 'Brown the beef;', 'Serve with rice', 'Enjoy it!'];
    expect(
      readRecipePage(
        page(
          recipe(titled),
          '<ol class="method"><li>Brown: Brown the beef;</li><li>Serve with rice</li><li>Enjoy it!</li></ol>',
        ),
      )?.stepSections,
    ).toEqual([{ name: '', items: titled }]);
  });

  it('leaves the links and buttons that put an entry on a shopping list out of its line', () => {
    const found = readRecipePage(
      page(
        '',
        `<h1>Chicken pie</h1><div class="ingredients"><h4>Ingredients</h4><ul>
        <li>3 <a href="#" class="ingredient">chicken breasts</a>, diced
          <a href="#" class="to_list" title="Add to shopping list" rel="3 chicken breasts, diced">shopping list</a></li>
        <li>salt, to taste <button type="button" aria-label="Add to cart">+</button></li>
        <li>1 can <a href="/glossary/biscuits">biscuits</a></li></ul></div>
        <div class="directions"><ol><li>Bake.</li>
        <li>Print <a href="/list">the shopping list for the whole week of meals</a> first.</li></ol></div>`,
      ),
    );
    expect(found?.ingredientGroups).toEqual([
      { name: '', items: ['3 chicken breasts, diced', 'salt, to taste', '1 can biscuits'] },
    ]);
    // A link in a sentence that only mentions a shopping list stays in it.
    expect(found?.stepSections[0]?.items[1]).toBe('Print the shopping list for the whole week of meals first.');
  });

  it('leaves out a group of the ingredient list that names the equipment the recipe needs', () => {
    const found = readRecipePage(
      page(
        jsonLd({
          '@type': 'Recipe',
          name: 'Au gratin potatoes',
          recipeIngredient: ['3 potatoes', '1 1/2 cups cream', '4 (8-ounce) ramekins', 'Mandoline'],
          recipeInstructions: 'Bake.',
        }),
        `<div class="wprm-recipe-ingredients-container">
        <div class="wprm-recipe-ingredient-group"><ul class="wprm-recipe-ingredients">
        <li class="wprm-recipe-ingredient">3 potatoes</li><li class="wprm-recipe-ingredient">1 ½ cups cream</li></ul></div>
        <div class="wprm-recipe-ingredient-group"><h4 class="wprm-recipe-group-name">Equipment Needed</h4>
        <ul class="wprm-recipe-ingredients"><li class="wprm-recipe-ingredient">4 (8-ounce) ramekins</li>
        <li class="wprm-recipe-ingredient">Mandoline</li></ul></div></div>`,
      ),
    );
    expect(found?.ingredientGroups).toEqual([{ name: '', items: ['3 potatoes', '1 1/2 cups cream'] }]);
  });

  it('leaves out the equipment a Scandinavian page lists among the ingredients ("Udstyr")', () => {
    const found = readRecipePage(
      page(
        '',
        `<h2>Ingredienser</h2><ul><li>75 g smør</li><li>2½ dl mælk</li></ul>
        <h3>Udstyr</h3><ul><li>en lille gasbrænder</li><li>et stegetermometer</li></ul>
        <h2>Sådan gør du</h2><ol><li>Smelt smørret.</li><li>Bag bollerne.</li></ol>`,
      ),
    );
    expect(found?.ingredientGroups).toEqual([{ name: '', items: ['75 g smør', '2½ dl mælk'] }]);
  });

  it("names a MediaWiki recipe by its page title without the wiki's namespace", () => {
    const wiki = (title: string) =>
      page(
        '<meta name="generator" content="MediaWiki 1.43.0">',
        `<h1 id="firstHeading">${title}</h1><h2>Ingredients</h2><ul><li>1 pumpkin</li></ul>
        <h2>Procedure</h2><ol><li>Bake.</li></ol>`,
      );
    expect(readRecipePage(wiki('Cookbook:Pumpkin Pie I'))?.name).toBe('Pumpkin Pie I');
    expect(readRecipePage(wiki('Pie: The Basics'))?.name).toBe('Pie: The Basics');
    expect(
      readRecipePage(
        wiki(
          '<span class="mw-page-title-namespace">Cookbook</span><span class="mw-page-title-separator">:</span>' +
            '<span class="mw-page-title-main">Apple Pie</span>',
        ),
      )?.name,
    ).toBe('Apple Pie');
    expect(
      readRecipePage(
        page(
          '',
          '<h1>Cookbook:Pumpkin Pie</h1><h2>Ingredients</h2><ul><li>1 pumpkin</li></ul><h2>Method</h2><ol><li>Bake.</li></ol>',
        ),
      )?.name,
    ).toBe('Cookbook:Pumpkin Pie');
  });

  it('reads group names set bold by style, and ends the ingredients at a line that only says "Instructions:"', () => {
    const line = (html: string) => `<div data-breakout="normal"><p><span>${html}</span></p></div>`;
    const bold = (text: string) => line(`<span style="font-weight:700"><span>${text}</span></span>`);
    const list = (tag: string, items: string[]) =>
      `<div><${tag}>${items.map((item) => `<li><div><p><span>${item}</span></p></div></li>`).join('')}</${tag}></div>`;
    const found = readRecipePage(
      page(
        '',
        `<h1>Burrito</h1><article>${line('<span style="text-decoration:underline">INGREDIENTS:</span>')}` +
          bold('Tortillas') +
          list('ul', ['2 cups flour', '3/4 cup water']) +
          bold('Rice') +
          list('ul', ['1 cup rice']) +
          line('<span style="text-decoration:underline">INSTRUCTIONS:</span>') +
          bold('Tortillas Method:') +
          list('ol', ['Mix.', 'Cook.']) +
          // The colon left out of the bold run.
          line('<span style="font-weight:700"><span>Rice Method</span></span><span>:</span>') +
          list('ol', ['Boil.']) +
          '</article>',
      ),
    );
    expect(found?.ingredientGroups).toEqual([
      { name: 'Tortillas', items: ['2 cups flour', '3/4 cup water'] },
      { name: 'Rice', items: ['1 cup rice'] },
    ]);
    expect(found?.stepSections).toEqual([
      { name: 'Tortillas Method', items: ['Mix.', 'Cook.'] },
      { name: 'Rice Method', items: ['Boil.'] },
    ]);
  });

  it('takes no step from instructions that only repeat the description, and reads the page for them', () => {
    const recipe = (instructions: string) =>
      jsonLd({
        '@type': 'Recipe',
        name: 'Arretjescake',
        description: 'Make the best arretjescake with this recipe! Serve slices with coffee or at a high tea.',
        recipeIngredient: ['75 ml cream'],
        recipeInstructions: instructions,
      });
    expect(
      readRecipePage(
        page(recipe('Make the best arretjescake with this recipe! Serve slices with coffee or at a high te')),
      )?.stepSections,
    ).toEqual([]);
    expect(
      readRecipePage(
        page(
          recipe('Make the best arretjescake with this recipe! Serve slices'),
          '<h2>Method</h2><ol><li>Whip.</li><li>Chill.</li></ol>',
        ),
      )?.stepSections,
    ).toEqual([{ name: '', items: ['Whip.', 'Chill.'] }]);
    // The page's steps under a heading "Recipe: …" when nothing else names them.
    expect(
      readRecipePage(
        page(
          recipe('Make the best arretjescake with this recipe! Serve slices'),
          '<h2>Why arretjescake?</h2><p>A Dutch classic.</p><h2>Recept: zelf arretjescake maken</h2>' +
            '<p>Whip the cream.</p><p>Chill it.</p>',
        ),
      )?.stepSections,
    ).toEqual([{ name: '', items: ['Whip the cream.', 'Chill it.'] }]);
    // A step the description merely starts with, or one that says more, stays.
    expect(
      readRecipePage(
        page(
          jsonLd({
            '@type': 'Recipe',
            name: 'Toast',
            description: 'Toast the bread. The simplest breakfast there is.',
            recipeIngredient: ['1 slice bread'],
            recipeInstructions: 'Toast the bread.',
          }),
        ),
      )?.stepSections,
    ).toEqual([{ name: '', items: ['Toast the bread.'] }]);
    expect(readRecipePage(page(recipe('Whip the cream, then chill.')))?.stepSections).toEqual([
      { name: '', items: ['Whip the cream, then chill.'] },
    ]);
  });

  it('reads a page whose only heading is "Recipe: …": the list under it the ingredients, the paragraphs after it the steps', () => {
    const found = readRecipePage(
      page(
        '<title>Orange Juice Carrots</title>',
        '<h1>Bento Filler: Orange Juice Carrots</h1><p>Yet another carrot recipe, and a handy one.</p>' +
          '<h3>Recipe: Orange Juice Carrots</h3>' +
          '<ul><li>The thick end of 3 large carrots</li><li>Orange juice</li><li>1/4 tsp. salt</li></ul>' +
          '<p>Cut the carrots into thick rounds.</p><p>Cover with orange juice and cook for 10 minutes.</p>' +
          '<h3>Variation</h3><p>Use stock instead of the salt.</p>',
      ),
    );
    expect(found?.name).toBe('Bento Filler: Orange Juice Carrots');
    expect(found?.ingredientGroups).toEqual([
      { name: '', items: ['The thick end of 3 large carrots', 'Orange juice', '1/4 tsp. salt'] },
    ]);
    expect(found?.stepSections).toEqual([
      { name: '', items: ['Cut the carrots into thick rounds.', 'Cover with orange juice and cook for 10 minutes.'] },
    ]);
  });

  it('keeps a list under "Recipe: …" as the steps when the ingredients are another list', () => {
    const found = readRecipePage(
      page(
        '',
        '<h1>Pumpkin Pie</h1><div class="ingredients"><ul><li>3 eggs</li><li>1 cup cream</li></ul></div>' +
          '<h3>Recipe: Pumpkin Pie</h3><ol><li>Whisk the eggs and cream.</li><li>Bake for 40 minutes.</li></ol>',
      ),
    );
    expect(found?.ingredientGroups).toEqual([{ name: '', items: ['3 eggs', '1 cup cream'] }]);
    expect(found?.stepSections).toEqual([{ name: '', items: ['Whisk the eggs and cream.', 'Bake for 40 minutes.'] }]);
  });

  it('reads no ingredients from the equipment tab inside the ingredient block', () => {
    const found = readRecipePage(
      page(
        '',
        `<h1>Duck</h1><div id="ingredients-recipe"><div class="tab-pane" id="ingredients">
        <ul class="ingredient-list"><li>4x garlic clove</li><li>6x duck leg</li></ul></div>
        <div class="tab-pane" id="equipment"><ul class="ingredient-list"><li>oven</li><li>pan</li></ul></div></div>
        <h2>Preparation</h2><ol><li>Roast.</li></ol>`,
      ),
    );
    expect(found?.ingredientGroups).toEqual([{ name: '', items: ['4x garlic clove', '6x duck leg'] }]);
  });

  it('reads notes the data wraps in a second pair of parentheses with one pair, as the page shows them', () => {
    const found = readRecipePage(
      page(
        jsonLd({
          '@type': 'Recipe',
          name: 'Rice Balls',
          recipeIngredient: [
            '2½ cups water ((for 2 rice cooker cups, use 1⅔ cups (400 ml) water))',
            '1 egg ((large))',
            '4 slices kabocha ((or butternut) skin-on)',
            '1 cup milk (whole)',
          ],
          recipeInstructions: ['Cook the rice.'],
        }),
      ),
    );
    expect(found?.ingredientGroups).toEqual([
      {
        name: '',
        items: [
          '2½ cups water (for 2 rice cooker cups, use 1⅔ cups (400 ml) water)',
          '1 egg (large)',
          '4 slices kabocha ((or butternut) skin-on)',
          '1 cup milk (whole)',
        ],
      },
    ]);
  });
});

describe('a page without structured data', () => {
  it('is no recipe when the one line it shows is read as both its ingredients and its steps', () => {
    const html = `<html><head><title>Curry</title></head><body><h1>Curry</h1>
      <div class="ingredients-block"><div class="instructions-banner"><h2>Ingrediënten en bereiding</h2>
      <ul><li>Laat alle ingrediënten vers bezorgen!</li></ul></div></div></body></html>`;
    expect(readRecipePage(html)).toBeUndefined();
  });
});

describe('a newsletter sign-up form (a form asking for an e-mail address)', () => {
  const page = `<html><head><meta property="og:title" content="Gehakt-paprika schotel"></head><body>
    <article><div class="entry">
      <h2>Benodigdheden:</h2><ul><li>250 gr gehakt</li><li>2 paprika's</li></ul>
      <h2>Bereidingswijze:</h2>
      <p>Snipper de ui en bak het gehakt rul.</p>
      <p>Laat alles 15 minuten pruttelen.</p>
      <div class="mp_form"><style>.mp_form { border: 1px solid; }</style>
        <form action="/subscribe" method="post"><h1>Mis geen enkel recept!</h1>
          <p>Schrijf je in voor de nieuwsbrief en ontvang nieuwe recepten in je mailbox!</p>
          <input type="email" name="data[email]" placeholder="E-mailadres"><p>We sturen je geen spam.</p>
        </form></div>
    </div></article></body></html>`;

  it('holds no steps', () => {
    expect(readRecipePage(page)?.stepSections).toEqual([
      { name: '', items: ['Snipper de ui en bak het gehakt rul.', 'Laat alles 15 minuten pruttelen.'] },
    ]);
  });

  it('holds no heading that names the recipe', () => {
    expect(readRecipePage(page)?.name).toBe('Gehakt-paprika schotel');
  });
});
