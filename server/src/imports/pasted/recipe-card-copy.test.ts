import {
  asksTheReader,
  endsTheSteps,
  factsOf,
  isAdLabel,
  isCardControl,
  isTitleLine,
  isUnusedFact,
  listsStepIngredients,
} from './recipe-card-copy';

describe("a recipe card's copied text", () => {
  it.each([
    ['Scale 1x2x3x', true],
    ['½x 1x 2x', true],
    ['US Customary Metric', true],
    ['Units USM Scale 1X2X3X', true],
    ['Cook Mode Prevent your screen from going dark', true],
    ['Prevent your screen from going dark', true],
    ['US Customary – Metric', true],
    ['Metric - Imperial', true],
    ['1 x 400g tin tomatoes', false],
    ['Metric cups of flour', false],
  ])('%j is a control of the card: %s', (line, control) => {
    expect(isCardControl(line)).toBe(control);
  });

  it.each([
    ['Best Ever Chewy Brownies', true],
    ['Recipe Nutrition Facts Explained', true],
    ['4.84 from 900 votes', false],
    ['No ratings yet', false],
    ['Print Recipe', false],
    ['Yield: serves 6', false],
    ['Want to Save This Recipe?', false],
    ['This is the best cake you will ever make.', false],
    ['Recipes', false],
    ['Rezepte', false],
    ['6 SERVINGS', false],
    ['Receta de paella', true],
    ['Recipe Box Brownies', true],
    ['Looking for more recipes? Follow on…', false],
    ['By submitting this form, you consent to receive emails from Cooked & Loved', false],
    ['Our favourite winter soups…', false],
    ['[Jump to recipe]', false],
    ['PreviousNext', false],
    ['AccueilMes recettesRecette cake savane maison', false],
    ['Zapisz (4175)', false],
    ["McDonald's Big Mac Sauce", true],
    ['Byrek with Spinach', true],
    ['Pizza Margherita (Neapolitan)', true],
  ])('%j can be the name: %s', (line, name) => {
    expect(isTitleLine(line)).toBe(name);
  });

  it('parts facts run together on one line, one a line', () => {
    expect(factsOf('Author: Sonja Prep Time: 5 minutes Cook Time: 3 minutes Yield: 4 Method: Stovetop')).toEqual([
      'Author: Sonja',
      'Prep Time: 5 minutes',
      'Cook Time: 3 minutes',
      'Yield: 4',
      'Method: Stovetop',
    ]);
    expect(factsOf('Stir in the sauce and serve.')).toEqual(['Stir in the sauce and serve.']);
    expect(factsOf('Total: 10 minsServings: 4')).toEqual(['Total: 10 mins', 'Servings: 4']);
    expect(factsOf('McDonald Servings')).toEqual(['McDonald Servings']);
  });

  it('tells the facts the form has no field for, and what the reader is asked', () => {
    expect(isUnusedFact('Cuisine: Italian')).toBe(true);
    expect(isUnusedFact('Method: Combine the flour and the sugar in a bowl, then rub in the butter.')).toBe(false);
    // A label without its colon counts only before the recipe's parts, and only in lower case.
    expect(isUnusedFact('method No-Cook or Other', true)).toBe(true);
    expect(isUnusedFact('method No-Cook or Other')).toBe(false);
    expect(isUnusedFact('Diet Coke Cake', true)).toBe(false);
    expect(asksTheReader('Did you make this recipe? Tag me!')).toBe(true);
    expect(asksTheReader('Not sure it is done? Insert a skewer.')).toBe(false);
    // A question on a line of its own heads the page's next block: its FAQ, its call for a rating.
    expect(asksTheReader('Was passt zu Kritharaki-Salat?')).toBe(true);
    expect(asksTheReader('Vad tyckte du om receptet?')).toBe(true);
  });

  it.each([
    ['Anzeige', true],
    ['ADVERTISEMENT', true],
    ['Annons', true],
    ['Add the sponsored brand of stock.', false],
    ['Adobo', false],
  ])('%j labels an advertisement: %s', (line, label) => {
    expect(isAdLabel(line)).toBe(label);
  });

  it.each([
    ['Keyword Zucchini eggplant casserole', true],
    ['Keywords: jambalaya, biscuits', true],
    ['Author: Erin Category: smoothie', true],
    ['Rate this Recipe', true],
    ['Last step! If you make this, please leave a review letting us know how it was!', true],
    ['You might also like', true],
    ['Keyword', true],
    ['Share this:', true],
    ['Posted in Breakfast, Main Dishes', true],
    ['Related', true],
    ['Leave a Comment', true],
    ['Related to the cake above, the frosting keeps for a week.', false],
    ['Post the photo of your cake.', false],
    ['Prep Time: 20 minutes', true],
    ['Pour into glasses and serve.', false],
    ['Last, scatter the herbs over the top.', false],
    ['Share the cake between the plates.', false],
  ])('tells whether "%s" is past the last step: %s', (line, past) => {
    expect(endsTheSteps(line)).toBe(past);
  });

  it.each([
    ['1¼ cups whole milk,2¼ teaspoons instant yeast,1 large egg', true],
    ['½ cup mayonnaise,1 – 1 ½ Tbsp. Sriracha sauce,1 tsp. lemon juice,Salt', true],
    ['1 pound bacon', true],
    ['Add 2 cups flour, 1 tsp salt and the water.', false],
    ['2 cups flour, 1 tsp salt.', false],
    ['30 minutes before serving, take the roast out', false],
    ['4 把搅拌碗浸泡在温水里，以中高速把蛋打至浓稠 (约5分钟)', false],
  ])('%j lists the ingredients a step uses: %s', (line, list) => {
    expect(listsStepIngredients(line)).toBe(list);
  });
});
