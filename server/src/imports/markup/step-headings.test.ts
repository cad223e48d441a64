import { readRecipePage } from '../read-page';

const page = (body: string) => `<html><head><title>Soep</title></head><body><h1>Soep</h1>${body}</body></html>`;

describe('headings over the steps', () => {
  it.each(['Zo maak je het', 'Aan de slag', "So wird's gemacht"])('"%s" heads the steps', (heading) => {
    const found = readRecipePage(
      page(`<h2>Ingrediënten</h2><ul><li>1 ui</li><li>1 l bouillon</li></ul><div>Tip: verse bouillon is lekkerder.</div>
        <h2>${heading}</h2><p>Snipper de ui.</p><p>Kook in de bouillon.</p><h2>Meer recepten</h2>`),
    );
    expect(found?.stepSections).toEqual([{ name: '', items: ['Snipper de ui.', 'Kook in de bouillon.'] }]);
  });

  it('"<dish> maken" heads the steps, and a later stage of it ("<dish> bakken") goes on with them as a group', () => {
    const found = readRecipePage(
      page(`<h2>Ingrediënten</h2><ul><li>1 recept vlaaideeg</li><li>1 kilo abrikozen</li></ul>
        <section class="cd-mod-adv"><a href="/ads/1">Masterclass</a></section>
        <h2>Abrikozenvlaai maken</h2><p>Maak eerst het vlaaideeg.</p><p>Halveer de abrikozen.</p>
        <h2>Abrikozenvlaai bakken</h2><p>Bak de vlaai 30 minuten.</p><h2>Meer recepten</h2><p>Appeltaart</p>`),
    );
    expect(found?.stepSections).toEqual([
      { name: '', items: ['Maak eerst het vlaaideeg.', 'Halveer de abrikozen.'] },
      { name: 'Abrikozenvlaai bakken', items: ['Bak de vlaai 30 minuten.'] },
    ]);
  });

  it('"<part> maken" among the steps names its group', () => {
    const found = readRecipePage(
      page(`<h2>Ingrediënten</h2><ul><li>250 g bloem</li><li>2 appels</li></ul><h2>Bereiding</h2>
        <p><strong>Deeg maken</strong></p><p>Meng de bloem.</p><p>Kneed het deeg.</p>
        <p><strong>Vulling maken</strong></p><p>Snijd de appels.</p>`),
    );
    expect(found?.stepSections).toEqual([
      { name: 'Deeg maken', items: ['Meng de bloem.', 'Kneed het deeg.'] },
      { name: 'Vulling maken', items: ['Snijd de appels.'] },
    ]);
  });

  it('"<dish> – De bereiding" heads the steps; "<dish> – Recept" titles the page and heads nothing', () => {
    const body = (title: string) =>
      page(`<h1>${title}</h1><p>Makkelijk</p><p>± 3 u</p><h2>Ingrediënten</h2><ul><li>1 ui</li><li>1 l bouillon</li></ul>
        <h2>Soep – De bereiding</h2><p>Snipper de ui.</p><p>Kook in de bouillon.</p>`);
    const steps = [{ name: '', items: ['Snipper de ui.', 'Kook in de bouillon.'] }];
    expect(readRecipePage(body('Soep – Recept'))?.stepSections).toEqual(steps);
  });

  it('"Recipe Ingredients" and "Cooking Instructions" head their parts', () => {
    const found = readRecipePage(
      page(`<h3>Recipe Ingredients</h3><ul><li>1 onion</li><li>1 l stock</li></ul>
        <h3>Cooking Instructions</h3><ul><li>Chop the onion.</li><li>Boil it in the stock.</li></ul>`),
    );
    expect(found?.ingredientGroups).toEqual([{ name: '', items: ['1 onion', '1 l stock'] }]);
    expect(found?.stepSections).toEqual([{ name: '', items: ['Chop the onion.', 'Boil it in the stock.'] }]);
  });

  it('"Here’s how to make it:" in a bold line heads the steps and ends the ingredients', () => {
    const found = readRecipePage(
      page(`<p><strong>Ingredients</strong></p><ul><li>1 onion</li><li>1 l stock</li></ul>
        <p><strong>Here’s how to make it:</strong></p><ol><li>Chop the onion.</li><li>Boil it in the stock.</li></ol>`),
    );
    expect(found?.ingredientGroups).toEqual([{ name: '', items: ['1 onion', '1 l stock'] }]);
    expect(found?.stepSections).toEqual([{ name: '', items: ['Chop the onion.', 'Boil it in the stock.'] }]);
  });

  it('a time label ("Preparation Time") heads no steps', () => {
    const found = readRecipePage(
      page(`<ul class="facts"><li><span>10 min</span><p>Preparation Time</p></li><li><span>5 min</span><p>Cook Time</p></li></ul>
        <h2>Ingredients</h2><ul><li>1 cup oats</li><li>1 banana</li></ul>
        <h3>Cooking Instructions</h3><ul><li>Blend everything.</li><li>Serve cold.</li></ul>`),
    );
    expect(found?.stepSections).toEqual([{ name: '', items: ['Blend everything.', 'Serve cold.'] }]);
  });

  it('"Ingrediencie" heads the ingredients', () => {
    const found = readRecipePage(
      page(`<h2>Ingrediencie</h2><ul><li>250 g tvaroh</li><li>1 ks vajce</li></ul>
        <h2>Postup</h2><p>Zmiešame tvaroh a vajce.</p><p>Varíme 5 minút.</p>`),
    );
    expect(found?.ingredientGroups).toEqual([{ name: '', items: ['250 g tvaroh', '1 ks vajce'] }]);
  });

  it('is passed over when only a button follows it (its "Print" is no step), for the next one', () => {
    const found = readRecipePage(
      page(`<h2>Ingredients</h2><ul><li>1 onion</li><li>1 l stock</li></ul>
        <div><h2>Method</h2><div class="controls"><button><div><p>Print</p></div></button></div></div>
        <div class="print"><h2>Method</h2><p>Chop the onion.</p><p>Simmer in the stock.</p></div>`),
    );
    expect(found?.stepSections).toEqual([{ name: '', items: ['Chop the onion.', 'Simmer in the stock.'] }]);
  });
});

describe('part headings in more languages', () => {
  it.each([
    ['Ingredienser', 'Slik gjør du'],
    ['Ingredienser', 'Sådan gør du'],
    ['Ingredienser', 'Fremgangsmåte'],
    ['Ainekset', 'Valmistus'],
    ['Sastojci', 'Priprema'],
    ['Sestavine', 'Priprava'],
    ['Ingrediente', 'Mod de preparare'],
    ['Bahan-bahan', 'Cara membuat'],
    ['Nguyên liệu', 'Cách làm'],
    ['Ингредиенты', 'Приготовление'],
    ['Υλικά', 'Εκτέλεση'],
    ['Ingredientes', 'Modo de fazer'],
  ])('"%s" heads the ingredients and "%s" the steps', (ingredients, steps) => {
    const found = readRecipePage(
      page(`<p>Et innlegg om suppe.</p><h2>${ingredients}</h2><ul><li>1 x</li><li>2 y</li></ul><p>Tips fra kokken.</p>
        <h2>${steps}</h2><p>Første.</p><p>Andre.</p><h2>Kommentarer</h2><p>Nydelig!</p>`),
    );
    expect(found?.ingredientGroups).toEqual([{ name: '', items: ['1 x', '2 y'] }]);
    expect(found?.stepSections).toEqual([{ name: '', items: ['Første.', 'Andre.'] }]);
  });

  it('a heading that names the dish after the word for the steps heads them', () => {
    const found = readRecipePage(
      page(`<h2>Ingredientes</h2><ul><li>1 cebolla</li><li>1 l de caldo</li></ul>
        <h2>Elaboración de la sopa de cebolla con Thermomix</h2><p>Pica la cebolla.</p><p>Cuécela en el caldo.</p>
        <h2>Más recetas</h2>`),
    );
    expect(found?.stepSections).toEqual([{ name: '', items: ['Pica la cebolla.', 'Cuécela en el caldo.'] }]);
  });

  it('a label of the time it takes, over its value, heads no steps', () => {
    const found = readRecipePage(
      page(`<div><p>Preparación</p><p>35 m</p></div><h2>Ingredientes</h2><ul><li>1 cebolla</li><li>1 l de caldo</li></ul>
        <h2>Elaboración</h2><p>Pica la cebolla.</p><p>Cuécela en el caldo.</p>`),
    );
    expect(found?.stepSections).toEqual([{ name: '', items: ['Pica la cebolla.', 'Cuécela en el caldo.'] }]);
  });

  it('a long "How to make …" heading over a walk-through before the recipe heads no steps', () => {
    const found = readRecipePage(
      page(`<h4>How to Make the Best Portuguese Chouriço Breakfast Hash</h4><p>First, slice the chouriço.</p>
        <p>Next, fry it.</p><h2>Ingredients</h2><ul><li>1 chouriço</li><li>2 eggs</li></ul>
        <h2>Instructions</h2><ol><li>Fry the chouriço.</li><li>Add the eggs.</li></ol>`),
    );
    expect(found?.stepSections).toEqual([{ name: '', items: ['Fry the chouriço.', 'Add the eggs.'] }]);
  });

  it("takes the recipe card's steps over a walk-through's before it, and the walk-through's when it is all there is", () => {
    const walkThrough = `<h1>How to Make this Pumpkin Bread</h1><ul><li>Whisk the eggs.</li><li>Bake.</li></ul>
      <h2>Optional Glaze</h2><p>Drizzle it over.</p>`;
    const card = `<h2>Ingredients</h2><ul><li>2 eggs</li><li>1 box cake mix</li></ul>
      <h2>Instructions</h2><div><ol><li>Whisk the eggs.</li><li>Bake.</li></ol><p>Glaze:</p>
      <ol><li>Drizzle it over the cooled loaf.</li></ol></div>`;
    expect(readRecipePage(page(walkThrough + card))?.stepSections).toEqual([
      { name: '', items: ['Whisk the eggs.', 'Bake.'] },
      { name: '', items: ['Drizzle it over the cooled loaf.'] },
    ]);
    expect(
      readRecipePage(page(`<h2>Ingredients</h2><ul><li>2 eggs</li><li>1 box cake mix</li></ul>${walkThrough}`))
        ?.stepSections,
    ).toEqual([{ name: '', items: ['Whisk the eggs.', 'Bake.'] }]);
  });

  it.each(['A recept', 'Rezept'])('"%s" alone heads the steps', (heading) => {
    const found = readRecipePage(
      page(`<h2>Hozzávalók</h2><ul><li>4 tojás</li><li>250 g cukor</li></ul>
        <h2>${heading}</h2><section><p>A tojásokat szétválasztjuk.</p></section>`),
    );
    expect(found?.stepSections).toEqual([{ name: '', items: ['A tojásokat szétválasztjuk.'] }]);
  });

  it("names the recipe by its top heading, not by the top headings that name the recipe's parts", () => {
    const found = readRecipePage(
      `<html><head><title>Kuglóf recept - Receptek</title></head><body><h1><span>Csokis kuglóf</span></h1>
        <h1><span>Hozzávalók</span></h1><ul><li>4 tojás</li><li>250 g cukor</li></ul>
        <h1><span>Elkészítés</span></h1><p>A tojásokat szétválasztjuk.</p><p>Megsütjük.</p></body></html>`,
    );
    expect(found?.name).toBe('Csokis kuglóf');
  });

  it('names the recipe by the top heading the page marks as its headline, of several', () => {
    const found = readRecipePage(
      `<html><body><h1 itemprop="headline">Chocolate pots</h1><h1>Hostess with the most-ess</h1>
        <h2>Ingredients</h2><ul><li>100 g chocolate</li><li>200 ml cream</li></ul>
        <h2>Method</h2><ol><li>Melt.</li><li>Chill.</li></ol></body></html>`,
    );
    expect(found?.name).toBe('Chocolate pots');
  });
});

describe('a theme’s classes on the page’s body', () => {
  it('name no block of steps, though they say "direction" ("menu-direction-fade")', () => {
    const found = readRecipePage(
      `<html><head><title>Pie</title></head><body class="theme avada-flyout-menu-direction-fade"><h1>Pie</h1>
        <div class="column"><h3>Ingredients:</h3><ul><li>3 large eggs</li><li>1 pie crust</li></ul></div>
        <div class="column"><h3>Preparation:</h3><p>Preheat the oven.</p><p>Bake the pie.</p></div></body></html>`,
    );
    expect(found?.stepSections.flatMap((section) => section.items)).toEqual(['Preheat the oven.', 'Bake the pie.']);
  });
});

describe('headings that only number the step after them', () => {
  it('name no group of steps ("STEP 1." over a paragraph)', () => {
    const found = readRecipePage(
      page(`<h3>Ingredients:</h3><ul><li>3 large eggs</li><li>1 pie crust</li></ul>
        <h3>Preparation:</h3><h6>STEP 1.</h6><p>Preheat the oven.</p><h6>STEP 2.</h6><p>Bake the pie.</p>`),
    );
    expect(found?.stepSections).toEqual([{ name: '', items: ['Preheat the oven.', 'Bake the pie.'] }]);
  });
});

describe('headings classed for the steps', () => {
  it('are no entries: their block, and the like block of the ingredients beside it, are not read as lists', () => {
    const found = readRecipePage(
      page(`<div class="wp-block-column"><h3>Ingredients:</h3><ul><li>4 sweet potatoes</li><li>4 tbsp butter</li></ul></div>
        <div class="wp-block-column"><h3>Preparation:</h3>
          <h6 class="recipe-steps">STEP 1.</h6><p>Prep your potatoes.</p>
          <h6 class="recipe-steps">STEP 2.</h6><p>Heat the oil.</p>
          <h6 class="recipe-steps">STEP 3.</h6><p>Bake.</p></div>`),
    );
    expect(found?.stepSections).toEqual([{ name: '', items: ['Prep your potatoes.', 'Heat the oil.', 'Bake.'] }]);
  });
});

describe('a block named for the steps that holds the ingredients’ block', () => {
  it('gives the steps, not the lists of the block named for the ingredients inside it', () => {
    const found = readRecipePage(
      page(`<section class="recipe-instruction">
        <section class="recipe-ingredients-wrapper"><h2>Ingredients</h2>
          <div class="rich-text"><ul><li>1 kg bottle gourd</li><li>45 g mustard oil</li></ul></div></section>
        <section class="recipe-process"><h2>Method</h2>
          <div class="rich-text"><ol><li>Peel the gourd.</li><li>Fry it in the oil.</li></ol></div></section>
      </section>`),
    );
    expect(found?.ingredientGroups).toEqual([{ name: '', items: ['1 kg bottle gourd', '45 g mustard oil'] }]);
    expect(found?.stepSections).toEqual([{ name: '', items: ['Peel the gourd.', 'Fry it in the oil.'] }]);
  });
});

describe('a group of the steps named as notes or tips', () => {
  it.each(['Sugerencia', 'Notes:', 'Astuces'])('"%s" names no group of steps', (label) => {
    const found = readRecipePage(
      page(`<h2>Ingredientes</h2><ul><li>1 cebolla</li><li>1 l caldo</li></ul>
        <div class="instructions"><h2>Preparación</h2><ol><li>Pique la cebolla.</li><li>Cueza en el caldo.</li></ol>
        <p><strong>${label}</strong></p><ul><li>Puede prepararla con un día de antelación.</li></ul></div>`),
    );
    expect(found?.stepSections).toEqual([{ name: '', items: ['Pique la cebolla.', 'Cueza en el caldo.'] }]);
  });
});

describe('a block named for the steps that holds the ingredient lists too', () => {
  it('reads its entries named for the steps, not the lists of entries named for the ingredients', () => {
    const found = readRecipePage(
      page(`<div class="info-left instructions"><p>Mantu is a dumpling from Afghanistan.</p>
        <h3>Ingredients for Filling</h3><ul><li class="ingredient">2 cups onions</li><li class="ingredient">1 pound beef</li>
        <li class="ingredient">½ tsp garlic</li><li class="ingredient">½ tsp salt</li></ul>
        <h3>Method for Filling</h3><h4>Step 1</h4><p class="instructions">Cook the beef with the garlic.</p>
        <h4>Step 2</h4><p class="instructions">Add the onions.</p><h4>Step 3</h4><p class="instructions">Let it cool.</p></div>`),
    );
    expect(found?.ingredientGroups.flatMap((group) => group.items)).toEqual([
      '2 cups onions',
      '1 pound beef',
      '½ tsp garlic',
      '½ tsp salt',
    ]);
    expect(found?.stepSections.flatMap((section) => section.items)).toEqual([
      'Cook the beef with the garlic.',
      'Add the onions.',
      'Let it cool.',
    ]);
  });
});
