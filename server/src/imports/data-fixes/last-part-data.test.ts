import { readRecipePage } from '../read-page';
import { recipePage } from '../testing/recipe-page';

/** Data written from the last part alone: the vinaigrette's list and its step. */
const lastPart = {
  '@type': 'Recipe',
  name: 'Parmesan Chicken',
  recipeIngredient: ['¼ cup lemon juice\n½ cup olive oil'],
  recipeInstructions: '<p>Whisk the lemon juice and the olive oil.</p>',
};

const part = (name: string, lines: string[], steps: string[]) =>
  `<div class="mb-10">${name ? `<p class="h29 mb-2">${name}</p>` : ''}<ul class="h29">` +
  `${lines.map((line) => `<li>${line}</li>`).join('')}</ul></div>` +
  `<div class="bd4 mb-10 EntryPost__text">${steps.map((step) => `<p>${step}</p>`).join('')}</div>`;

describe('structured data that holds only the last part of the recipe', () => {
  it("takes the page's parts before it: their lists as groups, their step paragraphs before the data's steps", () => {
    const found = readRecipePage(
      recipePage(
        lastPart,
        '<article><div class="cookbook">From the cookbook</div>' +
          part('', ['6 chicken breasts', '1 cup flour'], ['Pound the chicken.', 'Dredge it in the flour.']) +
          part(
            'Lemon Vinaigrette (Makes 3/4 Cup)',
            ['¼ cup lemon juice', '½ cup olive oil'],
            ['Whisk the lemon juice and the olive oil.'],
          ) +
          '<p class="h22">Copyright 2002</p></article>',
      ),
    );
    expect(found?.ingredientGroups).toEqual([
      { name: '', items: ['6 chicken breasts', '1 cup flour'] },
      { name: 'Lemon Vinaigrette (Makes 3/4 Cup)', items: ['¼ cup lemon juice', '½ cup olive oil'] },
    ]);
    expect(found?.stepSections).toEqual([
      {
        name: '',
        items: ['Pound the chicken.', 'Dredge it in the flour.', 'Whisk the lemon juice and the olive oil.'],
      },
    ]);
  });

  it('keeps the data when no part of the same build comes before its own', () => {
    const found = readRecipePage(
      recipePage(
        lastPart,
        '<article><div class="cookbook"><ul class="h29"><li>Buy the book</li></ul></div>' +
          part('', ['¼ cup lemon juice', '½ cup olive oil'], ['Whisk the lemon juice and the olive oil.']) +
          '</article>',
      ),
    );
    expect(found?.ingredientGroups.flatMap((group) => group.items)).toEqual(['¼ cup lemon juice', '½ cup olive oil']);
    expect(found?.stepSections.flatMap((section) => section.items)).toEqual([
      'Whisk the lemon juice and the olive oil.',
    ]);
  });
});
