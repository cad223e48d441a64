import { importDraftFromHtml } from '../import-page';
import { isJson, isPastedText, isPlainText, pageOfText } from './pasted-text';

/** The draft of a pasted text, as the import reads it. */
function draftOfText(text: string) {
  const draft = importDraftFromHtml(pageOfText(text), { tags: [] });
  return (
    draft && {
      name: draft.name,
      servings: draft.serving_count,
      prep: draft.prep_time,
      cooking: draft.cooking_time,
      ingredients: draft.ingredients_sections.map((section) => [
        section.name,
        ...section.ingredients.map(({ amount, ingredient, notes }) => `${amount} | ${ingredient} | ${notes}`),
      ]),
      steps: draft.recipe_sections.map((section) => [section.name, ...section.steps.map(({ step }) => step)]),
    }
  );
}

describe('a recipe pasted as text', () => {
  it('reads the name, servings, times, ingredient groups and steps, numbers and list marks left out', () => {
    const text = [
      'Fluffy Pancakes',
      '',
      'Serves 4',
      'Prep time: 10 minutes',
      'Cook time: 15 minutes',
      '',
      'Ingredients:',
      'For the batter:',
      '2 cups all-purpose flour, sifted',
      '• 1 tsp baking powder',
      '2 eggs',
      'To serve:',
      'maple syrup',
      '',
      'Method',
      'Step 1',
      'Whisk the flour and baking powder together.',
      '2. Beat in the eggs.',
      '3) Cook ladlefuls on a hot pan until golden.',
      '',
      'Notes',
      'They freeze well.',
    ].join('\r\n');
    expect(draftOfText(text)).toEqual({
      name: 'Fluffy Pancakes',
      servings: 4,
      prep: 10,
      cooking: 15,
      ingredients: [
        ['For the batter', '2 cups | all-purpose flour | sifted', '1 tsp | baking powder | ', '2 | eggs | '],
        ['To serve', '— | maple syrup | '],
      ],
      steps: [
        [
          'Steps',
          'Whisk the flour and baking powder together.',
          'Beat in the eggs.',
          'Cook ladlefuls on a hot pan until golden.',
        ],
      ],
    });
  });

  it("reads a recipe card's facts and leaves out what its copy carries besides the recipe", () => {
    const text = [
      'Churros',
      'Author: Karina Prep Time: 15 minutes Cook Time: 20 minutes Method: Stovetop Cuisine: Spanish',
      'Ingredients',
      'Scale 1x2x3x',
      'US Customary Metric',
      'Servings: 20 churros',
      'COATING',
      '▢',
      '1/2 cup sugar',
      '▢ 1/2 teaspoon ground cinnamon',
      'CHURROS',
      '2',
      'large eggs',
      'Cook Mode Prevent your screen from going dark',
      'Instructions',
      'MAKE THE DOUGH',
      'Heat the butter and water.',
      'Beat in the eggs.',
      'Tip the dough into a piping bag',
      'Save this recipe!',
      'Get it emailed to you.',
      'Recipe Notes',
      'Use a star nozzle.',
      'Did you make this recipe? Tag me!',
    ].join('\n');
    expect(draftOfText(text)).toMatchObject({
      name: 'Churros',
      servings: 20,
      prep: 15,
      cooking: 20,
      ingredients: [
        ['COATING', '1/2 cup | sugar | ', '1/2 teaspoon | ground cinnamon | '],
        ['CHURROS', '2 | large eggs | '],
      ],
      steps: [['MAKE THE DOUGH', 'Heat the butter and water.', 'Beat in the eggs.', 'Tip the dough into a piping bag']],
    });
  });

  it('reads the names of groups a card sets without a colon, and keeps a lone unmeasured ingredient a line', () => {
    const card = ['Cinnamon Rolls', 'Ingredients', 'Dough', '1 cup milk', '3 cups flour', 'Filling', '½ cup butter'];
    expect(draftOfText([...card, '1 cup brown sugar', 'Instructions', 'Roll up.'].join('\n'))).toMatchObject({
      ingredients: [
        ['Dough', '1 cup | milk | ', '3 cups | flour | '],
        ['Filling', '½ cup | butter | ', '1 cup | brown sugar | '],
      ],
    });
    const titled = ['Brioche', 'Ingredients', 'Egg Wash', '1 egg', '1 tbsp milk', 'Instructions', 'Brush.'];
    expect(draftOfText(titled.join('\n'))).toMatchObject({
      ingredients: [['Egg Wash', '1 | egg | ', '1 tbsp | milk | ']],
    });
    const lone = ['Bread', 'Ingredients', '3 cups flour', 'Salt', '1 cup water', '1 tsp yeast', 'Method', 'Knead.'];
    expect(draftOfText(lone.join('\n'))).toMatchObject({
      ingredients: [['Ingredients', '3 cups | flour | ', '— | Salt | ', '1 cup | water | ', '1 tsp | yeast | ']],
    });
  });

  it('reads group names in other languages, and a colon hidden behind an invisible mark', () => {
    const french = ['Salade', 'Ingrédients', 'Pour la salade', '2 oranges', 'Préparation', 'Couper.'];
    expect(draftOfText(french.join('\n'))).toMatchObject({ ingredients: [['Pour la salade', '2 | oranges | ']] });
    const english = ['Punch', 'Ingredients', '1 l juice', 'Method', 'Pour the juice into a bowl', 'Serve'];
    expect(draftOfText(english.join('\n'))).toMatchObject({
      steps: [['Steps', 'Pour the juice into a bowl', 'Serve']],
    });
    const marked = ['Stir-fry', 'Ingredients', 'Seasoning:\u2063', '1 tbsp oyster sauce\u2063', 'Method', 'Fry.'];
    expect(draftOfText(marked.join('\n'))).toMatchObject({
      ingredients: [['Seasoning', '1 tbsp | oyster sauce | ']],
    });
  });

  it('ends the steps at what a card or its page shows under them', () => {
    const card = ['Relish', 'Ingredients', '2 cups zucchini', 'Instructions', 'Dice.', 'Simmer.'];
    const ends = [
      ['Keyword Zucchini relish', 'Course Side'],
      ['Rate this Recipe', 'Leave a comment'],
      ["Jeffrey's Tips", 'Use a ripe zucchini.'],
      ['Tips en tricks', 'Gebruik verse courgette.'],
      ['Tip(s)', 'Use a ripe zucchini.'],
      ['Commentaires', 'Super recette'],
      ['Reviews', 'I made this'],
      ['Useful Products', 'A zester'],
    ];
    for (const trailer of ends) {
      expect(draftOfText([...card, ...trailer].join('\n'))).toMatchObject({ steps: [['Steps', 'Dice.', 'Simmer.']] });
    }
  });

  it.each([
    ['Servings: 4 meal-size servings or 8 side servings', 4],
    ['Yield: 6 1x', 6],
    ['Prep Time: 5 minsServings: 3', 3],
    ['Yield: 24 cookies', 0],
  ])('reads the yield a card labels, "%s", as %s servings', (fact, servings) => {
    const text = ['Salad', fact, 'Ingredients', '1 orange', 'Instructions', 'Peel.'].join('\n');
    expect(draftOfText(text)).toMatchObject({ servings });
  });

  it('reads headings in other languages, and servings from the ingredients heading', () => {
    const text = [
      'Zwiebelkuchen',
      'Zutaten für 4 Personen',
      '500 g Zwiebeln',
      'Zubereitung',
      'Schneiden.',
      'Backen.',
    ].join('\n');
    expect(draftOfText(text)).toMatchObject({
      name: 'Zwiebelkuchen',
      servings: 4,
      ingredients: [['Ingredients', '500 g | Zwiebeln | ']],
      steps: [['Steps', 'Schneiden.', 'Backen.']],
    });
  });

  it("leaves out the steps' numbers in the languages the reader knows", () => {
    const text = ['Arroz', 'Ingredientes', '300 g arroz', 'Preparação', 'Passo 1', 'Lave o arroz.', 'Passo 2: Coza.'];
    expect(draftOfText(text.join('\n'))).toMatchObject({ steps: [['Steps', 'Lave o arroz.', 'Coza.']] });
    // A card that counts its steps out of all of them ("Step 1/2").
    const counted = [
      'Jam',
      'Ingredients',
      '425 g strawberries',
      'Preparation',
      'Step 1/2',
      'Wash.',
      'Step 2/2',
      'Cook.',
    ];
    expect(draftOfText(counted.join('\n'))).toMatchObject({ steps: [['Steps', 'Wash.', 'Cook.']] });
  });

  it('joins an amount a card sets on lines of its own, its other measure too, to the ingredient after it', () => {
    const text = ['Shallot Dressing', 'Ingredients', '⅓ cup', '(80ml)', 'olive oil', '2 tsp', 'dijon mustard'];
    expect(draftOfText([...text, 'Instructions', 'Whisk.'].join('\n'))).toMatchObject({
      ingredients: [['Ingredients', '⅓ cup (80ml) | olive oil | ', '2 tsp | dijon mustard | ']],
    });
  });

  it('leaves out the ingredients a card lists under each step, and the marks of shop links', () => {
    const card = ['Broccoli', 'Ingredients', '2 tbsp oil', '14 ounces broccoli', 'Instructions', 'Heat the oil.'];
    const copied = [...card, '2 tbsp oil', 'Add the broccoli [paid link] and stir.', '14 ounces broccoli,½ tsp salt'];
    expect(draftOfText(copied.join('\n'))).toMatchObject({
      steps: [['Steps', 'Heat the oil.', 'Add the broccoli and stir.']],
    });
  });

  it("reads the steps' word with a time after it as the card's time, not a second heading", () => {
    const text = [
      'Tarte',
      'Ingrédients',
      '500 g rhubarbe',
      'Préparation',
      'Temps total 1 h 40 mn',
      'Préparation 30 mn',
    ];
    const steps = draftOfText([...text, 'Laver.', 'Cuire.'].join('\n'))?.steps.flat();
    expect(steps).toEqual(expect.arrayContaining(['Laver.', 'Cuire.']));
  });

  it.each([
    ['LIST OF INGREDIENTS', 'METHOD'],
    ['Zutatenliste', 'Zubereitungsschritte'],
    ['Ingrediëntenlijst', 'Bereiding'],
  ])('reads "%s" and "%s" as the parts\' headings', (ingredients, steps) => {
    const text = ['Pasta', ingredients, '300 g pasta', steps, 'Boil the pasta.'].join('\n');
    expect(draftOfText(text)).toMatchObject({
      ingredients: [['Ingredients', '300 g | pasta | ']],
      steps: [['Steps', 'Boil the pasta.']],
    });
  });

  it("takes the name from past a page's other blocks and its menu's words above the recipe", () => {
    const text = ['VIDEO', 'Reviews', 'Dill Pickles', 'Ingredients', '4 cucumbers', 'Instructions', 'Pickle.'];
    expect(draftOfText(text.join('\n'))).toMatchObject({ name: 'Dill Pickles' });
    const menu = ['RECIPES', 'DESSERT', 'Best Pumpkin Pie', 'Ingredients', '1 pumpkin', 'Instructions', 'Bake.'];
    expect(draftOfText(menu.join('\n'))).toMatchObject({ name: 'Best Pumpkin Pie' });
    const shouted = ['TIRAMISU', 'Ingredients', '3 eggs', 'Instructions', 'Whisk.'];
    expect(draftOfText(shouted.join('\n'))).toMatchObject({ name: 'TIRAMISU' });
  });

  it('reads "How To Make <the dish>" after the ingredients as the steps\' heading where they have no other', () => {
    const card = [
      "linda's frozen strawberry cake",
      'method No-Cook or Other',
      'Ingredients',
      '2 cups boiling water',
      "How To Make linda's frozen strawberry cake",
      'Stir softened ice cream.',
      'Freeze until solid.',
    ];
    expect(draftOfText(card.join('\n'))).toMatchObject({
      ingredients: [['Ingredients', '2 cups | boiling water | ']],
      steps: [['Steps', 'Stir softened ice cream.', 'Freeze until solid.']],
    });
    const article = [
      'Pumpkin Bread',
      'Ingredients',
      '1 cup pumpkin',
      'How to make pumpkin bread',
      'It is easy.',
      'Instructions',
      'Bake it.',
    ];
    expect(draftOfText(article.join('\n'))).toMatchObject({ steps: [['Steps', 'Bake it.']] });
    const glaze = [
      'Bundt Cake',
      'Ingredients',
      '2 cups flour',
      'Instructions',
      'Bake.',
      'How to make the glaze',
      'Whisk.',
    ];
    const steps = draftOfText(glaze.join('\n'))?.steps.flatMap((section) => section.slice(1));
    // After the steps' own heading it is no second one: no step after it is lost.
    expect(steps).toEqual(expect.arrayContaining(['Bake.', 'Whisk.']));
  });

  it('ends the steps at a block in capitals whose lines are no steps, and keeps a group of steps in capitals', () => {
    const text = ['Zuurkoolsoep', 'Ingrediënten', '500 g zuurkool', 'Bereiding', 'VOORBEREIDEN'];
    const steps = ['Snijd de ui.', 'KOKEN', 'Kook de zuurkool 30 minuten.', 'Pureer de soep.', 'EXTRA BENODIGD'];
    expect(draftOfText([...text, ...steps, 'Staafmixer', 'SAVE', '4.2 / 5'].join('\n'))).toMatchObject({
      steps: [
        ['VOORBEREIDEN', 'Snijd de ui.'],
        ['KOKEN', 'Kook de zuurkool 30 minuten.', 'Pureer de soep.'],
      ],
    });
    const served = ['Soup', 'Ingredients', '1 onion', 'Method', 'Simmer the soup.', 'TO SERVE', 'Add parsley'];
    expect(draftOfText(served.join('\n'))).toMatchObject({
      steps: [
        ['Steps', 'Simmer the soup.'],
        ['TO SERVE', 'Add parsley'],
      ],
    });
  });

  it("leaves out of the steps the card's times listed under their heading, in French too", () => {
    const text = ['Tarte', 'Ingrédients', '500 g de rhubarbe', 'Préparation', 'Temps total 1 h 40 mn'];
    const steps = ['Préparation 30 mn', 'Cuisson 40 mn', 'Laver la rhubarbe.', 'Garnir la pâte et cuire.'];
    expect(draftOfText([...text, ...steps].join('\n'))).toMatchObject({
      steps: [['Steps', 'Laver la rhubarbe.', 'Garnir la pâte et cuire.']],
    });
  });

  it("ends the steps at the page's next block after them, and skips its advertisements' labels", () => {
    const text = ['Gin Fizz', 'Ingredienser', '4 cl gin', 'Gör så här', 'Skaka med is.', 'Annons', 'Toppa med soda.'];
    const more = ['Vad tyckte du om receptet?', 'Betyg: 3.86 av 5', 'Fler recept med', 'gin', 'Related', 'Fizz'];
    expect(draftOfText([...text, ...more].join('\n'))).toMatchObject({
      steps: [['Steps', 'Skaka med is.', 'Toppa med soda.']],
    });
  });

  it("reads the ingredients under the heading over the list, not a page's breadcrumb or menu item before it", () => {
    const text = [
      'Ingredients',
      'Meat & Poultry',
      'Breaded Chicken Breasts',
      '9 Reviews',
      'Ingredients',
      '3 large eggs',
      'Coarse salt',
      '1 cup vegetable oil',
      'Directions',
      'Whisk the eggs.',
    ];
    expect(draftOfText(text.join('\n'))).toMatchObject({
      ingredients: [['Ingredients', '3 | large eggs | ', '— | Coarse salt | ', '1 cup | vegetable oil | ']],
      steps: [['Steps', 'Whisk the eggs.']],
    });
    const groups = ['Apfelkuchen', 'Zutaten für den Teig', '200 g Mehl', 'Zutaten für die Füllung', '300 g Äpfel'];
    expect(draftOfText([...groups, 'Zubereitung', 'Kneten.'].join('\n'))).toMatchObject({
      ingredients: [
        [expect.any(String), '200 g | Mehl | '],
        ['Zutaten für die Füllung', '300 g | Äpfel | '],
      ],
    });
  });

  it("takes for the name no line of the page around the card: a sign-up's question or consent, a menu, a link", () => {
    const text = [
      'Looking for more recipes? Follow on…',
      'By submitting this form, you consent to receive emails from Cooked & Loved',
      '[Jump to recipe]',
      'PreviousNext',
      'Smoked Salmon Dip',
      'Ingredients',
      '200 g smoked salmon',
      'Instructions',
      'Blend.',
    ];
    expect(draftOfText(text.join('\n'))).toMatchObject({ name: 'Smoked Salmon Dip' });
  });

  it("takes for the name no newsletter's heading or field, nor a button in other words than English", () => {
    const text = ['My Newsletter', 'Enter your email', 'Drukuj', 'View on phone', 'Pieczony kalafior', 'Składniki'];
    expect(draftOfText([...text, '1 kalafior', 'Przygotowanie', 'Upiec.'].join('\n'))).toMatchObject({
      name: 'Pieczony kalafior',
    });
  });

  it("takes for the name the first line that reads as one, past a card's rating, buttons and facts", () => {
    const text = ['4.84 from 900 votes', 'Print Recipe', 'Servings: 9', 'Best Brownies', 'Ingredients', '1 cup sugar'];
    expect(draftOfText([...text, 'Method', 'Bake.'].join('\n'))).toMatchObject({ name: 'Best Brownies', servings: 9 });
  });

  it("reads a steps' heading before the ingredients as a label when the steps have their heading after them", () => {
    const text = ['How to make', 'Easy Mac', 'Ingredients', '2 cups macaroni', 'Instructions', 'Boil the macaroni.'];
    expect(draftOfText(text.join('\n'))).toMatchObject({
      name: 'Easy Mac',
      ingredients: [['Ingredients', '2 cups | macaroni | ']],
      steps: [['Steps', 'Boil the macaroni.']],
    });
  });

  it("reads a card's facts listed after the steps as facts, not steps", () => {
    const text = [
      'Ranch',
      'Ingredients',
      '1 cup cashews',
      'Instructions',
      'Blend everything.',
      'Prep Time: 20 minutes',
    ];
    expect(draftOfText([...text, 'Category: Dressing'].join('\n'))).toMatchObject({
      prep: 20,
      steps: [['Steps', 'Blend everything.']],
    });
  });

  it("reads a card's times after its ingredients as the recipe's times, and ends the ingredients there", () => {
    const text = [
      'Tortino cuore caldo',
      'Ingredienti',
      '2 uova',
      '100 gr di zucchero',
      'Inviati la lista della spesa',
      'Preparazione: 20 min',
      'Cottura: 15 min',
      'CONDIVIDI',
      'Salva',
      'Procedimento',
      'Montate le uova con lo zucchero.',
      'Infornate a 190° per 15 minuti.',
    ];
    expect(draftOfText(text.join('\n'))).toEqual({
      name: 'Tortino cuore caldo',
      servings: 0,
      prep: 20,
      cooking: 15,
      ingredients: [['Ingredients', '2 | uova | ', '100 gr di | zucchero | ']],
      steps: [['Steps', 'Montate le uova con lo zucchero.', 'Infornate a 190° per 15 minuti.']],
    });
  });

  it("reads a card's times whose units the copy put on lines of their own", () => {
    // The card prints the unit for the eye and again for screen readers; a copy sets each on its own line.
    const text = [
      'Christmas Sugar Cookies',
      'Prep Time: 20',
      'minutes',
      'mins',
      'Cook Time: 1',
      'hour',
      'hr',
      'Servings: 40 cookies',
      'Ingredients',
      '1 cup unsalted butter',
      'Instructions',
      'Cream the butter with the sugar.',
    ];
    expect(draftOfText(text.join('\n'))).toMatchObject({ name: 'Christmas Sugar Cookies', prep: 20, cooking: 60 });
  });

  it("leaves out a card's shopping-list buttons and the tools it lists after the ingredients", () => {
    const text = [
      'Tiramisu',
      'Zutaten',
      '500 g Mascarpone',
      'Zur Einkaufsliste hinzufügen',
      '280 g Löffelbiskuit',
      'Besonderes Zubehör',
      'Auflaufform (24 x 19 cm)',
      'Zubereitung',
      'Alles schichten.',
    ];
    expect(draftOfText(text.join('\n'))).toMatchObject({
      ingredients: [['Ingredients', '500 g | Mascarpone | ', '280 g | Löffelbiskuit | ']],
      steps: [['Steps', 'Alles schichten.']],
    });
  });

  it('takes no heading for the name, and keeps the signs markup uses as text', () => {
    const text = 'Ingredients\n1 cup rice\n2 cups water (< 1 l)\nDirections\nBoil the water & add the rice.';
    expect(draftOfText(text)).toMatchObject({
      name: '',
      ingredients: [['Ingredients', '1 cup | rice | ', '2 cups | water | < 1 l']],
      steps: [['Steps', 'Boil the water & add the rice.']],
    });
  });

  it('finds no recipe in a text without its parts', () => {
    expect(draftOfText('Dear friends,\nthanks for coming to the party.\nSee you soon!')).toBeUndefined();
  });
});

describe('what was pasted', () => {
  it.each([
    ['Pancakes\nIngredients\n1 cup flour', true],
    ['Cook for < 5 min, stir <3 times', true],
    ['<p>Pancakes</p>', false],
    ['<!doctype html><title>x</title>', false],
    ['Pancakes <br/> Ingredients', false],
    ['text </div>', false],
  ])('%j is plain text: %s', (text, plain) => {
    expect(isPlainText(text)).toBe(plain);
  });

  it("is read as a recipe's text only when it holds no markup and does not start as JSON does", () => {
    expect(isPastedText('Pancakes\nIngredients\n1 cup flour')).toBe(true);
    expect(isPastedText('{"@type":"Recipe"}')).toBe(false);
    expect(isPastedText('<p>Pancakes</p>')).toBe(false);
  });

  it.each([
    ['{"@type":"Recipe","name":"Soup"}', true],
    [' [{"@type":"Recipe"}]', true],
    ['{not json', false],
    ['Pancakes', false],
  ])('%j is JSON: %s', (text, json) => {
    expect(isJson(text)).toBe(json);
  });
});
