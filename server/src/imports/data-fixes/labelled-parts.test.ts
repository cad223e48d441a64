import { readRecipePage } from '../read-page';
import { recipePage } from '../testing/recipe-page';

const page = (instructions: string, body: string) => {
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Recipe',
    name: 'Seared salmon',
    recipeIngredient: ['4 salmon fillets', '2 avocados', '3 tbsp sesame seeds'],
    recipeInstructions: [instructions],
  };
  return recipePage(
    data,
    `<h1>Seared salmon</h1><h2>Ingredients</h2><ul><li>4 salmon fillets</li><li>2 avocados</li>` +
      `<li>3 tbsp sesame seeds</li></ul>${body}`,
  );
};

describe("one text of steps with the page's part headings written in as labels", () => {
  const text =
    'Preparing: Set out a bowl of ice water.Sear the salmon and chill it. ' +
    'Cooking: Grind the sesame seeds with the salt.Dice the avocados.';

  it('is split at the labels the page shows as headings, a group each, a step a paragraph', () => {
    const found = readRecipePage(
      page(
        text,
        '<h2>Preparing</h2><p>Set out a bowl of ice water.</p><p>Sear the salmon and chill it.</p>' +
          '<h2>Cooking</h2><p>Grind the sesame seeds with the salt.</p><p>Dice the avocados.</p>',
      ),
    );
    expect(found?.stepSections).toEqual([
      { name: 'Preparing', items: ['Set out a bowl of ice water.', 'Sear the salmon and chill it.'] },
      { name: 'Cooking', items: ['Grind the sesame seeds with the salt.', 'Dice the avocados.'] },
    ]);
  });

  it('is not split at a label the page does not show as a heading', () => {
    const found = readRecipePage(page(text, '<h2>Method</h2><p>See above.</p>'));
    expect(found?.stepSections.map((section) => section.name)).toEqual(['']);
  });
});
