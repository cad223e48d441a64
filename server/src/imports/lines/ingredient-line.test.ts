import { NO_AMOUNT } from '@simple-recipes/shared-api/format';
import { isTooLongForIngredient, splitIngredientLine } from './ingredient-line';
import { readRecipePage } from '../read-page';

describe('splitIngredientLine', () => {
  it.each([
    ['2 cups flour, sifted', '2 cups', 'flour', 'sifted'],
    ['1 ½ tsp salt', '1 ½ tsp', 'salt', ''],
    ['1½ tsp salt', '1½ tsp', 'salt', ''],
    ['2-3 cloves garlic, minced', '2-3 cloves', 'garlic', 'minced'],
    ['• 1-2 Tbsp olive oil', '1-2 Tbsp', 'olive oil', ''],
    // WP Recipe Maker's check box, copied with the line.
    ['▢ 1 tsp fine sea salt', '1 tsp', 'fine sea salt', ''],
    ['- 500 g flour', '500 g', 'flour', ''],
    ['1/4 teaspoon freshly ground black pepper', '1/4 teaspoon', 'freshly ground black pepper', ''],
    ['200g butter, softened', '200g', 'butter', 'softened'],
    ['100g/3½oz butter, plus extra for greasing', '100g/3½oz', 'butter', 'plus extra for greasing'],
    ['1Knoblauchzehe, gepresst', '1', 'Knoblauchzehe', 'gepresst'],
    ['3 eggs', '3', 'eggs', ''],
    ['2 large eggs, beaten', '2', 'large eggs', 'beaten'],
    ['½ cup (120 ml) milk', '½ cup (120 ml)', 'milk', ''],
    ['1 (15 oz) can black beans, drained and rinsed', '1 (15 oz) can', 'black beans', 'drained and rinsed'],
    ["4x gousse d'ail (16g)", '4x', "gousse d'ail", '16g'],
    ['2 x 400g tins chopped tomatoes', '2 x 400g tins', 'chopped tomatoes', ''],
    ['1 xanthan gum sachet', '1', 'xanthan gum sachet', ''],
    ['1 (14-ounce) can tomatoes', '1 (14-ounce) can', 'tomatoes', ''],
    ['½ cup sugar', '½ cup', 'sugar', ''],
    ['2 to 3 tbsp oil', '2 to 3 tbsp', 'oil', ''],
    ['10–12 cherry tomatoes', '10–12', 'cherry tomatoes', ''],
    ['4 chicken thighs (bone-in, skin-on)', '4', 'chicken thighs', 'bone-in, skin-on'],
    ['1 x 400g tin chickpeas', '1 x 400g tin', 'chickpeas', ''],
    ['1 kg Mehl', '1 kg', 'Mehl', ''],
    ['2 tablespoon(s) tarragon', '2 tablespoon(s)', 'tarragon', ''],
    ['1/2 gallon(s) vanilla ice cream, softened', '1/2 gallon(s)', 'vanilla ice cream', 'softened'],
    ['1 pincée(s) Sel', '1 pincée(s)', 'Sel', ''],
    ['2 egg(s)', '2', 'egg(s)', ''],
    ['1 unit(s) Echalion Shallot', '1 unit(s)', 'Echalion Shallot', ''],
    // A decimal comma is no comma before notes.
    ['2 el sushi azijn of 1,5 el rijstazijn, naar smaak', '2 el', 'sushi azijn of 1,5 el rijstazijn', 'naar smaak'],
    // Units of two words.
    ['2 yemek kaşığı sıvı yağ', '2 yemek kaşığı', 'sıvı yağ', ''],
    ['1,5 su bardağı un', '1,5 su bardağı', 'un', ''],
    ['1 çay kaşığı tuz', '1 çay kaşığı', 'tuz', ''],
    // Units of several words, as French, Portuguese and Slovak spoons, cups and cans are written.
    ['3 cuillères à soupe de sucre', '3 cuillères à soupe de', 'sucre', ''],
    ["2 c. à soupe huile d'olive", '2 c. à soupe', "huile d'olive", ''],
    ['1 c. à café ras-el-hanout (ou mélange)', '1 c. à café', 'ras-el-hanout', 'ou mélange'],
    ['1 cuillère à thé de vanille', '1 cuillère à thé de', 'vanille', ''],
    ['2 colheres de sopa de azeite', '2 colheres de sopa de', 'azeite', ''],
    ['2 colher(es) de sopa de manteiga', '2 colher(es) de sopa de', 'manteiga', ''],
    ['3 colheres (sopa) de margarina sem sal (45 g)', '3 colheres (sopa) de', 'margarina sem sal', '45 g'],
    ['3 c. de sopa polpa de tomate', '3 c. de sopa', 'polpa de tomate', ''],
    ['2 xícaras (chá) de água', '2 xícaras (chá) de', 'água', ''],
    ['1 lata de creme de leite', '1 lata de', 'creme de leite', ''],
    ['2 dientes de ajo, picados', '2 dientes de', 'ajo', 'picados'],
    ['2 polievkové lyžice cukru', '2 polievkové lyžice', 'cukru', ''],
    ["2 cuill. à soupe d'huile d'olive", '2 cuill. à soupe', "d'huile d'olive", ''],
    // "Of", or its word, after a measure in parentheses goes with the amount too.
    ['30 ml (2 c. à soupe) de beurre', '30 ml (2 c. à soupe) de', 'beurre', ''],
    ['225 g (1/2 lb) de champignons tranchés', '225 g (1/2 lb) de', 'champignons tranchés', ''],
    ['5 cups (600g) of all-purpose flour', '5 cups (600g) of', 'all-purpose flour', ''],
    // Ranges and mixed numbers in words, a fraction "of" a measure.
    ["450 à 500 g d'épaule d'agneau", '450 à 500 g', "d'épaule d'agneau", ''],
    ["8 à 10 filets d'anchois", '8 à 10', "filets d'anchois", ''],
    ['2 bis 3 EL Öl', '2 bis 3 EL', 'Öl', ''],
    ['3 a 4 dientes de ajo', '3 a 4 dientes de', 'ajo', ''],
    ['1 and 1/2 teaspoons ground cinnamon', '1 and 1/2 teaspoons', 'ground cinnamon', ''],
    ['1 e 1/2 xícara (chá) de açúcar', '1 e 1/2 xícara (chá) de', 'açúcar', ''],
    ['⅓ de xícara (chá) de arroz', '⅓ de xícara (chá) de', 'arroz', ''],
    ['1/4 de grenade', '1/4 de', 'grenade', ''],
    // Russian, Hungarian, Spanish and English units the parser leaves out.
    ['140 г муки', '140 г', 'муки', ''],
    ['2 ст. л. темного рома', '2 ст. л.', 'темного рома', ''],
    ['6 gerezd fokhagyma', '6 gerezd', 'fokhagyma', ''],
    ['60 mililitros de vino blanco', '60 mililitros de', 'vino blanco', ''],
    ['8 Tbsps unsalted butter', '8 Tbsps', 'unsalted butter', ''],
    ['2 each garlic cloves', '2 each', 'garlic cloves', ''],
    // Pieces, leaves and slices of other languages.
    ['4 takjes tijm', '4 takjes', 'tijm', ''],
    ['1 bosje koriander (fijn gesneden)', '1 bosje', 'koriander', 'fijn gesneden'],
    ['8 brins de persil', '8 brins de', 'persil', ''],
    ['6 Kugel Mozzarella', '6 Kugel', 'Mozzarella', ''],
    ['1 ματσ. μαϊντανό', '1 ματσ.', 'μαϊντανό', ''],
    ['4 unité oeuf', '4 unité', 'oeuf', ''],
    ['2 unid. cebola grande', '2 unid.', 'cebola grande', ''],
    ['10 feuilles persil (ou coriandre)', '10 feuilles', 'persil', 'ou coriandre'],
    ['1 tran. Pain de campagne (tranché)', '1 tran.', 'Pain de campagne', 'tranché'],
    ['½ blikje tomaatstukjes', '½ blikje', 'tomaatstukjes', ''],
    // A unit and its plural parted by a bar, as some sites write them, are both the amount.
    ['1 lata | latas de creme de leite', '1 lata | latas de', 'creme de leite', ''],
    ['1/4 xícara (chá) | xícaras (chá) de manteiga', '1/4 xícara (chá) | xícaras (chá) de', 'manteiga', ''],
    ['2 cups | hot water', '2 cups', '| hot water', ''],
    // French spoons without their last dot; "de" after a unit is part of the amount, as "of" is, "d'" stays.
    ["6 c.à.s d'huile d'olive", '6 c.à.s', "d'huile d'olive", ''],
    ['1 c.c de coriandre', '1 c.c de', 'coriandre', ''],
    ['500g de carottes, râpées', '500g de', 'carottes', 'râpées'],
    ['2 cucharadas de aceite', '2 cucharadas de', 'aceite', ''],
    ['2 cucchiai di olio', '2 cucchiai di', 'olio', ''],
    ['2 cups of flour', '2 cups of', 'flour', ''],
    [
      '1 pound boneless, skinless chicken breasts, cut into 1-inch pieces',
      '1 pound',
      'boneless, skinless chicken breasts',
      'cut into 1-inch pieces',
    ],
    ['1 Prise(n) Pfeffer', '1 Prise(n)', 'Pfeffer', ''],
    ['2 ss sukker', '2 ss', 'sukker', ''],
    ['2,5 msk strösocker', '2,5 msk', 'strösocker', ''],
    ['1 spsk. koldt vand', '1 spsk.', 'koldt vand', ''],
    ['4 db tojás', '4 db', 'tojás', ''],
    ['50 dkg Finomliszt', '50 dkg', 'Finomliszt', ''],
    ['2 PL bazalkové pesto', '2 PL', 'bazalkové pesto', ''],
    ['2 κ.σ. φρυγανιά', '2 κ.σ.', 'φρυγανιά', ''],
    ['1 1/2 kilo chicken breast fillet', '1 1/2 kilo', 'chicken breast fillet', ''],
    ['4 łyżki oliwy z oliwek', '4 łyżki', 'oliwy z oliwek', ''],
    ['1 ząbek czosnku', '1 ząbek', 'czosnku', ''],
    ['1 teen knoflook, geperst', '1 teen', 'knoflook', 'geperst'],
    ['1 teenager', '1', 'teenager', ''],
    ['1 adet soğan', '1 adet', 'soğan', ''],
    ['10 st blekselleri', '10 st', 'blekselleri', ''],
    ['2 St. Louis-style pork ribs', '2', 'St. Louis-style pork ribs', ''],
    ['6 TB butter', '6 TB', 'butter', ''],
    ['80 gm (⅓ cup) Greek olives', '80 gm (⅓ cup)', 'Greek olives', ''],
    ['200 g de farine', '200 g de', 'farine', ''],
    ['Salt and pepper, to taste', NO_AMOUNT, 'Salt and pepper', 'to taste'],
    ['25cl de crème liquide', '25cl de', 'crème liquide', ''],
    ['4 cl Gin', '4 cl', 'Gin', ''],
    // Units of other languages.
    ['3 EL Olivenöl', '3 EL', 'Olivenöl', ''],
    ['1 Prise Salz', '1 Prise', 'Salz', ''],
    ['100 gr farine', '100 gr', 'farine', ''],
    ['2 el olijfolie', '2 el', 'olijfolie', ''],
    ['1 cucchiaio di olio', '1 cucchiaio di', 'olio', ''],
    ['4 Stück Wiener Würstchen', '4 Stück', 'Wiener Würstchen', ''],
    // A comma or a dash right after the amount parts it from the rest, and is no part of the ingredient.
    ['1 EL, Petersilie', '1 EL', 'Petersilie', ''],
    ['300g - dried chickpeas, soaked', '300g', 'dried chickpeas', 'soaked'],
    ['1 cup, packed brown sugar', '1 cup', 'packed brown sugar', ''],
    // After such a comma, lower-case words before a capitalised name say how it is cut or sized: its notes.
    ['2 Stück, mittelgroß Zwiebel/n', '2 Stück', 'Zwiebel/n', 'mittelgroß'],
    ['1 EL, gehackt Petersilie', '1 EL', 'Petersilie', 'gehackt'],
    ['1 item(s), large Egg', '1 item(s)', 'Egg', 'large'],
    ['2 cups, chopped Vidalia onions, divided', '2 cups', 'Vidalia onions', 'chopped, divided'],
    // Chinese lines write the amount, a number with its measure word, right before the name.
    ['150克鸡胸肉', '150克', '鸡胸肉', ''],
    ['125 克 细砂糖', '125 克', '细砂糖', ''],
    ['4 个 蛋 (A级)', '4 个', '蛋 (A级)', ''],
    ['一个半番茄', '一个半', '番茄', ''],
    ['适量黑胡椒粉', '适量', '黑胡椒粉', ''],
    ['三文鱼', NO_AMOUNT, '三文鱼', ''],
    // A size joined to the number is part of the amount.
    ['2-inch piece ginger', '2-inch', 'piece ginger', ''],
    ['1 ½-inch knob ginger, grated', '1 ½-inch', 'knob ginger', 'grated'],
    // A second measure joined to the first.
    ['1 cup plus 2 tablespoons flour', '1 cup plus 2 tablespoons', 'flour', ''],
    ['1 tablespoon + 1 teaspoon sugar', '1 tablespoon + 1 teaspoon', 'sugar', ''],
    ['250ml/9fl oz milk', '250ml/9fl oz', 'milk', ''],
    // A second measure after a unit, its parentheses dropped by the page; a size after one is no unit.
    ['500 ml 2 cups milk', '500 ml 2 cups', 'milk', ''],
    ['½ cup 1 stick salted butter', '½ cup 1 stick', 'salted butter', ''],
    ['24 oz 3 large chicken breasts', '24 oz', '3 large chicken breasts', ''],
    ['1 cup 2% milk', '1 cup', '2% milk', ''],
    ['1 cup/240ml milk, warm', '1 cup/240ml', 'milk', 'warm'],
    // A weight in pounds and ounces is one amount.
    ['600g/1lb 5oz full-fat cream cheese', '600g/1lb 5oz', 'full-fat cream cheese', ''],
    ['1 lb 4 oz potatoes, peeled', '1 lb 4 oz', 'potatoes', 'peeled'],
    ['1 lb oranges', '1 lb', 'oranges', ''],
    ['2 tbsp plus extra for greasing', '2 tbsp', 'plus extra for greasing', ''],
    ['1 onion + 1 carrot', '1', 'onion + 1 carrot', ''],
    // A dash in the unit's place is no unit, and a dash between numbers is a range.
    ['3 - slices of day old bread', '3 slices of', 'day old bread', ''],
    ['3 - large eggs', '3', 'large eggs', ''],
    ['2 - 3 cloves garlic', '2 - 3 cloves', 'garlic', ''],
    // A measure between the count and the unit, and the unit after a size.
    ['1½ (5 g) teaspoons kosher salt', '1½ (5 g) teaspoons', 'kosher salt', ''],
    ['2 28-ounce cans whole tomatoes', '2 28-ounce cans', 'whole tomatoes', ''],
    ['3 8-ounce (680g) packages cream cheese', '3 8-ounce (680g) packages', 'cream cheese', ''],
    // A size spaced from its unit, joined to it or dashed apart, before what holds it.
    ['2 9 oz packages refrigerated cheese tortellini', '2 9 oz packages', 'refrigerated cheese tortellini', ''],
    ['1 14.5 oz can diced tomatoes', '1 14.5 oz can', 'diced tomatoes', ''],
    ['2 400g tins chopped tomatoes', '2 400g tins', 'chopped tomatoes', ''],
    ['1 15-oz. can black beans, drained', '1 15-oz. can', 'black beans', 'drained'],
    ['1 14- ounce can of full fat coconut milk', '1 14- ounce can of', 'full fat coconut milk', ''],
    ['4 6 oz salmon fillets', '4', '6 oz salmon fillets', ''],
    ['1 3-inch cinnamon stick', '1', '3-inch cinnamon stick', ''],
    ['One 3-inch cinnamon stick', 'One', '3-inch cinnamon stick', ''],
    ['1 x 14 oz can plum tomatoes', '1 x 14 oz can', 'plum tomatoes', ''],
    ['2 x 400 g chopped tomatoes', '2 x 400 g', 'chopped tomatoes', ''],
    ['2 x 400 g / 14 oz can of chickpeas', '2 x 400 g / 14 oz', 'can of chickpeas', ''],
    ['1 to 2 Tablespoon(s) lemon juice', '1 to 2 Tablespoon(s)', 'lemon juice', ''],
    // Pieces and packs are units, after a count or a size; alone, the word is the ingredient.
    ['3 slices bacon, chopped', '3 slices', 'bacon', 'chopped'],
    ['2 stalks celery', '2 stalks', 'celery', ''],
    ['1 jar (4-1/2 ounces) whole mushrooms', '1 jar (4-1/2 ounces)', 'whole mushrooms', ''],
    ['1 (8-ounce) block cream cheese', '1 (8-ounce) block', 'cream cheese', ''],
    ['2 sheets puff pastry', '2 sheets', 'puff pastry', ''],
    ['1 packet of taco seasoning', '1 packet of', 'taco seasoning', ''],
    ['6 short ribs', '6', 'short ribs', ''],
    ['2 bay leaves', '2', 'bay leaves', ''],
    ['4 fillets', '4', 'fillets', ''],
    // Approximate amounts.
    ['About 1/2 tsp. kosher salt', 'About 1/2 tsp.', 'kosher salt', ''],
    ['ca. 200 g Mehl', 'ca. 200 g', 'Mehl', ''],
    ['~5 – 6 Campari tomatoes, sliced', '~5 – 6', 'Campari tomatoes', 'sliced'],
    ['≈ 200 g Mehl', '≈ 200 g', 'Mehl', ''],
    ['Plm. 750 gram spitskool', 'Plm. 750 gram', 'spitskool', ''],
    ['cca 200 g hladké mouky', 'cca 200 g', 'hladké mouky', ''],
    ['ok. 200 g mąki', 'ok. 200 g', 'mąki', ''],
    ['scant 1 cup sugar', 'scant 1 cup', 'sugar', ''],
    ['3 heaping cups shredded cheddar cheese', '3 heaping cups', 'shredded cheddar cheese', ''],
    ['1 heaping cup (60 grams) tofu puffs', '1 heaping cup (60 grams)', 'tofu puffs', ''],
    ['2 level teaspoons baking powder', '2 level teaspoons', 'baking powder', ''],
    ['2 good onions', '2', 'good onions', ''],
    // Notes a plugin wrapped in parentheses after the comma typed before them.
    ['3 cloves garlic (, minced)', '3 cloves', 'garlic', 'minced'],
    ['1 pound salmon filets (, (4 filets, 1-inch thick))', '1 pound', 'salmon filets', '(4 filets, 1-inch thick)'],
    ['2 boneless, skinless chicken breasts (, diced)', '2', 'boneless, skinless chicken breasts', 'diced'],
    ['1 cup milk, warm (, not hot)', '1 cup', 'milk', 'warm, not hot'],
    // Amounts in words.
    ['Pinch of salt', 'Pinch of', 'salt', ''],
    ['A pinch of black pepper', 'A pinch of', 'black pepper', ''],
    ['Dash salt, to taste', 'Dash', 'salt', 'to taste'],
    ['Handful of mint leaves', 'Handful of', 'mint leaves', ''],
    ['a handful of fresh parsley, chopped finely', 'a handful of', 'fresh parsley', 'chopped finely'],
    ['A bunch of green onions', 'A bunch of', 'green onions', ''],
    ['Prise Salz', 'Prise', 'Salz', ''],
    ['eine Handvoll Cashewkerne', 'eine Handvoll', 'Cashewkerne', ''],
    ['Una pizca de pimienta negra', 'Una pizca de', 'pimienta negra', ''],
    ['uma pitada de sal', 'uma pitada de', 'sal', ''],
    ['meia xícara (chá) de leite (100 ml)', 'meia xícara (chá) de', 'leite', '100 ml'],
    ['media taza de azúcar', 'media taza de', 'azúcar', ''],
    ['mezzo cucchiaino di sale', 'mezzo cucchiaino di', 'sale', ''],
    ['halve tl komijnpoeder', 'halve tl', 'komijnpoeder', ''],
    ['Two eggs', 'Two', 'eggs', ''],
    ['One 15-ounce can cannellini beans (drained)', 'One 15-ounce can', 'cannellini beans', 'drained'],
    ['Three 6.5-ounce cans chopped clams', 'Three 6.5-ounce cans', 'chopped clams', ''],
    ['a 14-ounce can of beans', 'a 14-ounce can of', 'beans', ''],
    ['an 8-ounce block of cheddar, grated', 'an 8-ounce block of', 'cheddar', 'grated'],
    // Words that are no amount: an article before no measure, a unit without a number that names the thing.
    ['A little bit of kosher salt', NO_AMOUNT, 'A little bit of kosher salt', ''],
    ['An egg yolk', NO_AMOUNT, 'An egg yolk', ''],
    ['Pound cake, cubed', NO_AMOUNT, 'Pound cake', 'cubed'],
    ['Cup of coffee', NO_AMOUNT, 'Cup of coffee', ''],
    // A note in closing parentheses goes first in the notes, a comma inside it parting nothing.
    [
      '2 tbsp olive oil (extra virgin, cold pressed), divided',
      '2 tbsp',
      'olive oil',
      'extra virgin, cold pressed, divided',
    ],
    ['2 cups zucchini (diced (about 3 medium))', '2 cups', 'zucchini', 'diced (about 3 medium)'],
    ['Salt (to taste)', NO_AMOUNT, 'Salt', 'to taste'],
    // A word's plural in parentheses, the measure's own word and a line all in parentheses are no notes.
    ['2 egg(s)', '2', 'egg(s)', ''],
    ['Óleo de soja 2 colheres (sopa)', NO_AMOUNT, 'Óleo de soja 2 colheres (sopa)', ''],
    ['Scant 2/3 cup (60g) (old-fashioned rolled oats)', 'Scant 2/3 cup (60g)', '(old-fashioned rolled oats)', ''],
  ])('%s → %s / %s / %s', (line, amount, ingredient, notes) => {
    expect(splitIngredientLine(line)).toEqual({ amount, ingredient, notes });
  });

  it('keeps a line without a quantity whole as the ingredient, with the dash as its amount', () => {
    expect(splitIngredientLine('Salt to taste')).toEqual({ amount: NO_AMOUNT, ingredient: 'Salt to taste', notes: '' });
    expect(splitIngredientLine('Juice of 1 lemon')).toEqual({
      amount: NO_AMOUNT,
      ingredient: 'Juice of 1 lemon',
      notes: '',
    });
    expect(splitIngredientLine('Fresh parsley, chopped')).toEqual({
      amount: NO_AMOUNT,
      ingredient: 'Fresh parsley',
      notes: 'chopped',
    });
  });

  it('keeps a line far longer than any real one whole, unread (a hostile file’s 100,000 figures)', () => {
    const line = `${'1 '.repeat(50_000)}cups flour`;
    expect(splitIngredientLine(line)).toEqual({ amount: NO_AMOUNT, ingredient: line, notes: '' });
  });

  it('never rewords or drops text: the parts read back as the line', () => {
    for (const line of [
      '2  cups   flour ,  sifted',
      '1 14-ounce can of coconut milk',
      '4 1/2 cups water',
      'a pinch of salt',
      '1 tablespoon + 1 teaspoon sugar',
      'One 15-ounce (425g) can pumpkin puree',
      'About 3 cups turkey broth, or vegetable broth',
    ]) {
      const { amount, ingredient, notes } = splitIngredientLine(line);
      const joined = [amount === NO_AMOUNT ? '' : amount, ingredient, notes].join(' ');
      expect(joined.replace(/[\s,]+/g, '')).toBe(line.replace(/[\s,]+/g, ''));
    }
  });
});

describe('isTooLongForIngredient', () => {
  const note = '(if using fresh cauliflower rice, add olive oil, avocado oil or coconut oil to the pan first)';
  it('counts what a line says outside its notes in parentheses', () => {
    expect(isTooLongForIngredient(`1 bag fresh or frozen cauliflower rice ${note}`)).toBe(false);
    expect(
      isTooLongForIngredient(
        `Heat the oil in a large pan and fry the cauliflower rice, stirring, ${note.slice(1, -1)}`,
      ),
    ).toBe(true);
  });

  it('keeps such a line among ingredients written a paragraph a line', () => {
    const found = readRecipePage(
      `<html><body><h1>Cauliflower rice</h1><p>Ingredients:</p><p>• 1 bag fresh or frozen cauliflower rice ${note}</p>
      <p>• 1-2 Tbsp olive oil</p><p>• 3/4 cup salsa</p><p>Directions:</p><p>Heat a pan.</p><p>Add the rice.</p></body></html>`,
    );
    expect(found?.ingredientGroups[0]?.items).toEqual([
      `• 1 bag fresh or frozen cauliflower rice ${note}`,
      '• 1-2 Tbsp olive oil',
      '• 3/4 cup salsa',
    ]);
  });
});
