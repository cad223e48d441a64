import { readRecipePage } from '../read-page';
import { recipePage } from '../testing/recipe-page';

const pageWith = (steps: string[], body: string) =>
  recipePage(
    {
      name: 'Lemon chicken soup',
      recipeIngredient: ['2 chicken breasts', '1 lemon'],
      recipeInstructions: steps.map((text) => ({ '@type': 'HowToStep', text })),
    },
    body,
  );

const SIMMER = 'Simmer the chicken in the stock for about 25 minutes, then shred it with two forks.';
const SERVE = 'Stir in the lemon juice and taste. Leftovers keep for a week in the fridge.';
const LINKS = 'Links: Chicken Noodle Soup, for a cold.';

describe('structured data whose last step runs on into what the page sets after the step list', () => {
  it('ends the step where the list ends', () => {
    const body =
      `<ol><li><p>${SIMMER}</p><figure><figcaption>A</figcaption></figure></li><li><p>${SERVE}</p></li></ol>` +
      '<p><strong>Links:</strong></p><p><a href="/noodle-soup">Chicken Noodle Soup</a>, for a cold.</p>';
    expect(readRecipePage(pageWith([SIMMER, `${SERVE} ${LINKS}`], body))?.stepSections).toEqual([
      { name: '', items: [SIMMER, SERVE] },
    ]);
  });

  it('keeps a last step the list shows only the start of, or where the list is of something else', () => {
    const shortList = `<ol><li>${SIMMER}</li><li>Stir in the lemon juice.</li></ol>`;
    expect(readRecipePage(pageWith([SIMMER, `${SERVE} ${LINKS}`], shortList))?.stepSections).toEqual([
      { name: '', items: [SIMMER, `${SERVE} ${LINKS}`] },
    ]);
    const otherList = `<ol><li>Chicken stock</li><li>${SERVE}</li></ol>`;
    expect(readRecipePage(pageWith([SIMMER, `${SERVE} ${LINKS}`], otherList))?.stepSections).toEqual([
      { name: '', items: [SIMMER, `${SERVE} ${LINKS}`] },
    ]);
  });
});
