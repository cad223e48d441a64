import { readRecipePage } from '../read-page';
import { recipePage } from '../testing/recipe-page';

const pageWith = (dataSteps: string[], body: string) =>
  recipePage(
    {
      name: 'Noodle salad',
      recipeIngredient: ['5 ounces rice noodles', '10 ounces ground turkey'],
      recipeInstructions: dataSteps.map((text, index) => ({ '@type': 'HowToStep', name: `Step ${index + 1}`, text })),
    },
    body,
  );

/** A step laid out as its number, its title, then what to do under it. */
const block = (number: number, title: string, body: string) => `<div class="step-row"><div class="step">
  <p class="step-number">${number}</p>
  <div class="step-name"><p class="step-header">${title}</p><div class="description">${body}</div></div></div></div>`;

describe('structured data whose steps are only the titles the page sets over them', () => {
  it("reads each title's text from the page, the title heading it", () => {
    const body =
      block(1, 'Cook the noodles', '<p>Boil the noodles for 6 minutes. Drain them.</p>') +
      block(2, 'Cook your protein', '<ul><li>Pat the meat dry.</li><li>Drain the shrimp.</li></ul><p>Fry it all.</p>');
    expect(readRecipePage(pageWith(['Cook the noodles', 'Cook your protein'], body))?.stepSections).toEqual([
      { name: 'Cook the noodles', items: ['Boil the noodles for 6 minutes. Drain them.'] },
      { name: 'Cook your protein', items: ['Pat the meat dry.', 'Drain the shrimp.', 'Fry it all.'] },
    ]);
  });

  it('stops at the next title, or at a heading like the titles, where titles and texts are siblings', () => {
    const body =
      '<div><h3>Cook the noodles</h3><p>Boil the noodles.</p><h3>Serve</h3><p>Share between bowls.</p>' +
      '<h3>Notes</h3><p>Keeps for a day.</p></div>';
    expect(readRecipePage(pageWith(['Cook the noodles', 'Serve'], body))?.stepSections).toEqual([
      { name: 'Cook the noodles', items: ['Boil the noodles.'] },
      { name: 'Serve', items: ['Share between bowls.'] },
    ]);
  });

  it('keeps steps that are sentences, and titles the page shows nothing under', () => {
    const sentences =
      block(1, 'Boil the noodles.', '<p>Tip: salt the water.</p>') + block(2, 'Serve.', '<p>Enjoy!</p>');
    expect(readRecipePage(pageWith(['Boil the noodles.', 'Serve.'], sentences))?.stepSections).toEqual([
      { name: '', items: ['Boil the noodles.', 'Serve.'] },
    ]);
    const bare = block(1, 'Cook the noodles', '') + block(2, 'Serve', '<p>Share between bowls.</p>');
    expect(readRecipePage(pageWith(['Cook the noodles', 'Serve'], bare))?.stepSections).toEqual([
      { name: '', items: ['Cook the noodles', 'Serve'] },
    ]);
  });
});
