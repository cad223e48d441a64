import { readRecipePage } from '../read-page';
import { recipePage } from '../testing/recipe-page';

const pageWith = (steps: string[], body: string) =>
  recipePage(
    {
      name: 'Frittata muffins',
      recipeIngredient: ['5 large eggs', '2 tablespoons milk'],
      recipeInstructions: steps,
    },
    body,
  );

const PREHEAT = 'Preheat the oven to 400°F. Grease a 6-cup muffin tin.';
const FILL = ['Divide the filling among the cups.', 'Press it firmly into the bottom of each cup.'];
const BAKE = 'Bake for 18 minutes, until set.';

describe('structured data whose steps the page lists one an entry, some entries set as several paragraphs', () => {
  it("keeps the data's steps: each numbered entry is one step, its paragraphs no steps of their own", () => {
    // The steps as blocks with paragraphs, then the same steps again as the printable card's list.
    const block = (number: number, paragraphs: string[]) => {
      const texts = paragraphs.map((text) => `<p>${text}</p>`).join('');
      return `<div class="step-block"><h5>Step ${number}</h5><div>${texts}</div></div>`;
    };
    const body =
      `<div class="recipe-steps">${block(1, [PREHEAT])}${block(2, FILL)}${block(3, [BAKE])}</div>` +
      `<div class="print-card"><h3>Instructions</h3><ol><li>${PREHEAT}</li>` +
      `<li><p>${FILL[0]}</p><p>${FILL[1]}</p></li><li>${BAKE}</li></ol></div>`;
    expect(readRecipePage(pageWith([PREHEAT, FILL.join('\n'), BAKE], body))?.stepSections).toEqual([
      { name: '', items: [PREHEAT, FILL.join(' '), BAKE] },
    ]);
  });

  it("takes the page's paragraphs where the data runs the steps together and no list shows them so", () => {
    const body = `<h3>Instructions</h3><ol><li>${PREHEAT}</li><li>${FILL[0]}</li><li>${FILL[1]}</li></ol>`;
    expect(readRecipePage(pageWith([PREHEAT, FILL.join(' ')], body))?.stepSections).toEqual([
      { name: '', items: [PREHEAT, ...FILL] },
    ]);
  });
});
