import { readRecipePage } from '../read-page';

const recipe = (inner: string, type = 'https://schema.org/Recipe') =>
  readRecipePage(
    `<html><body><div itemscope itemtype="${type}"><h1 itemprop="name">Bread</h1>${inner}</div></body></html>`,
    'https://example.com/bread',
  );
const ingredients = '<span itemprop="recipeIngredient">500 g flour</span>';
const stepItem = (inner: string) =>
  `<li itemprop="recipeInstructions" itemscope itemtype="https://schema.org/HowToStep">${inner}</li>`;

describe('microdata recipes', () => {
  it.each([
    ['an element of list entries', '<ol itemprop="recipeInstructions"><li>Mix.</li><li>Bake.</li></ol>'],
    ['an element of line breaks', '<div itemprop="recipeInstructions">Mix.<br>Bake.</div>'],
    ['one element a step', '<p itemprop="recipeInstructions">Mix.</p><p itemprop="recipeInstructions">Bake.</p>'],
    [
      'HowToStep items with their text marked up',
      stepItem('<span itemprop="text">Mix.</span>') + stepItem('<span itemprop="text">Bake.</span>'),
    ],
    ['HowToStep items that mark up no part of themselves', stepItem('Mix.') + stepItem('Bake.')],
  ])('reads instructions written as %s', (_, steps) => {
    expect(recipe(ingredients + steps)?.stepSections).toEqual([{ name: '', items: ['Mix.', 'Bake.'] }]);
  });

  it('reads the amount a list entry shows before an ingredient element that marks only the name', () => {
    const entry = (amount: string, name: string) =>
      `<li><span>${amount} <a href="/i/${name}"><span itemprop="recipeIngredient">${name}</span></a></span></li>`;
    const found = recipe(
      `<ul>${entry('6 cl', 'Kokoslikör')}${entry('1 cl', 'Grenadin')}${entry('', 'Malibu')}` +
        `<li>For garnish: <span itemprop="recipeIngredient">Pineapple</span></li></ul>` +
        '<p itemprop="recipeInstructions">Shake.</p>',
    );
    expect(found?.ingredientGroups.flatMap((group) => group.items)).toEqual([
      '6 cl Kokoslikör',
      '1 cl Grenadin',
      'Malibu',
      'Pineapple',
    ]);
  });

  it("takes a <title> marked as the recipe's name for the page's title, and reads the name from the page", () => {
    const found = readRecipePage(
      `<html itemscope itemtype="https://schema.org/Recipe"><head><title itemprop="name">Lemon Tartlets Recipe - (4.8/5)` +
        `</title></head><body><h1>Lemon Tartlets</h1>${ingredients}<p itemprop="recipeInstructions">Bake.</p></body></html>`,
      'https://example.com/tartlets',
    );
    expect(found?.name).toBe('Lemon Tartlets');
  });

  it('reads an instructions element as the page shows it: its title no step, its source line breaks spaces', () => {
    const found = recipe(
      ingredients +
        `<div itemprop="recipeInstructions"><h3>Modo de Preparo</h3><div class="divisor"></div><div><p>Refogue a cebola. Junte os
        cogumelos e o limão.
        Sirva com arroz.</p></div></div>`,
    );
    expect(found?.stepSections).toEqual([
      { name: '', items: ['Refogue a cebola. Junte os cogumelos e o limão. Sirva com arroz.'] },
    ]);
  });

  it('reads every paragraph of a step whose description holds several, under its title', () => {
    const item = (name: string, description: string) =>
      `<li itemprop="itemListElement" itemscope itemtype="http://schema.org/ListItem"><h4 itemprop="name">${name}</h4>` +
      `<span itemprop="description">${description}</span></li>`;
    const found = recipe(
      ingredients +
        `<ol itemprop="recipeInstructions" itemscope itemtype="http://schema.org/ItemList">` +
        item('Cook the Pasta', '<p>Boil the pasta.<p />Reserve some water.<p />Drain it.</p>') +
        item('Finish', '<p>Stir in the sauce.</p>') +
        '</ol>',
    );
    expect(found?.stepSections).toEqual([
      { name: 'Cook the Pasta', items: ['Boil the pasta.', 'Reserve some water.', 'Drain it.'] },
      { name: 'Finish', items: ['Stir in the sauce.'] },
    ]);
  });

  it('reads ingredient elements that only hold a heading set alike ("Sauce", "Remaining Ingredients") as group names', () => {
    const line = (text: string) => `<span itemprop="recipeIngredient">${text}</span><br>`;
    const heading = (text: string) => line(` <span class="uline big2"><br>${text}</span>`);
    const found = recipe(
      heading('Sauce') +
        line('1/2 cup soy sauce') +
        line('1/4 cup mirin') +
        heading('Remaining Ingredients') +
        line('1 pound beef') +
        line('1/4 cup sugar') +
        '<ol itemprop="recipeInstructions"><li>Mix.</li><li>Cook.</li></ol>',
    );
    expect(found?.ingredientGroups).toEqual([
      { name: 'Sauce', items: ['1/2 cup soy sauce', '1/4 cup mirin'] },
      { name: 'Remaining Ingredients', items: ['1 pound beef', '1/4 cup sugar'] },
    ]);
  });

  it('reads one ingredient element holding its lines as <div>s marked up alike, a group heading among them', () => {
    const entry = (text: string) => `<div class="ingredient">${text}</div>`;
    const found = recipe(
      `<div itemprop="recipeIngredient">${entry('250g&nbsp;<a href="/tuna">Lean tuna</a>')}${entry('2 tbsp sesame seeds')}` +
        `${entry('2 cloves garlic')}<div class="group-head">Side</div>${entry('30g watercress')}</div>` +
        '<p itemprop="recipeInstructions">Mix.</p>' +
        // Parts of one line, however many, stay one line.
        '<ul><li itemprop="recipeIngredient"><span>1</span><span> EL</span><span> Brühe</span></li></ul>',
    );
    expect(found?.ingredientGroups).toEqual([
      { name: '', items: ['250g Lean tuna', '2 tbsp sesame seeds', '2 cloves garlic'] },
      { name: 'Side', items: ['30g watercress', '1 EL Brühe'] },
    ]);
  });

  it('leaves out the block of notes set inside the instructions element', () => {
    const found = recipe(
      `${ingredients}<div itemprop="recipeInstructions"><ol><li>Mix.</li><li>Bake.</li></ol>
        <div id="recipe-remarks"><p>Note:</p><p>Use fresh yeast.</p></div></div>`,
    );
    expect(found?.stepSections).toEqual([{ name: '', items: ['Mix.', 'Bake.'] }]);
  });

  it('reads the steps of a list entry that only holds a list of its own once, not also as one step of them all', () => {
    const found = recipe(
      `${ingredients}<ol itemprop="recipeInstructions"><li class="group"><ol><li>Mix.</li><li>Knead.</li></ol></li>
        <li>Bake.</li></ol>`,
    );
    expect(found?.stepSections).toEqual([{ name: '', items: ['Mix.', 'Knead.', 'Bake.'] }]);
  });

  it('reads a HowToSection item as a named section of its steps', () => {
    const section = `<div itemprop="recipeInstructions" itemscope itemtype="https://schema.org/HowToSection">
      <h3 itemprop="name">Dough</h3>
      <div itemprop="itemListElement" itemscope itemtype="https://schema.org/HowToStep"><p itemprop="text">Mix.</p></div>
      <div itemprop="itemListElement" itemscope itemtype="https://schema.org/HowToStep"><p itemprop="text">Knead.</p></div>
    </div>`;
    expect(recipe(ingredients + section)?.stepSections).toEqual([{ name: 'Dough', items: ['Mix.', 'Knead.'] }]);
  });

  it('reads the old "ingredients" property, and times the page writes out', () => {
    const found = recipe(
      `<li itemprop="ingredients">500 g flour</li><li itemprop="ingredients">1 tsp salt</li>
       <span itemprop="prepTime">15 minutes</span><span itemprop="cookTime">1 hr 10 mins</span>
       <p itemprop="recipeInstructions">Bake.</p>`,
      'http://schema.org/Recipe',
    );
    expect(found).toMatchObject({
      ingredientGroups: [{ name: '', items: ['500 g flour', '1 tsp salt'] }],
      prepMinutes: 15,
      cookMinutes: 70,
    });
  });

  it('takes the address a lazy-loaded picture keeps aside, not its placeholder', () => {
    const found = recipe(
      `<img itemprop="image" src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" data-src="/bread.jpg">${ingredients}<p itemprop="recipeInstructions">Bake.</p>`,
    );
    expect(found?.imageUrl).toBe('https://example.com/bread.jpg');
  });
});
