import { readRecipePage } from '../read-page';
import { recipePage } from '../testing/recipe-page';

const section = (name: string, ...steps: string[]) => ({
  '@type': 'HowToSection',
  name,
  itemListElement: steps.map((text) => ({ '@type': 'HowToStep', text })),
});

const page = (body: string) =>
  recipePage(
    {
      '@type': 'Recipe',
      name: 'Reuben',
      recipeIngredient: ['1 onion', '4 slices bread'],
      recipeInstructions: [
        section('First instruction', 'Chop the onion.'),
        section('Last instruction', 'Butter the bread.', 'Fry.'),
      ],
    },
    body,
  );

describe('section names the page does not show', () => {
  it('drops them, the steps kept in one unnamed group', () => {
    const found = readRecipePage(page('<h1>Reuben</h1><ol><li>Chop the onion.</li><li>Butter the bread.</li></ol>'));
    expect(found?.stepSections).toEqual([{ name: '', items: ['Chop the onion.', 'Butter the bread.', 'Fry.'] }]);
  });

  it('keeps the names the page shows as headings', () => {
    const found = readRecipePage(
      page('<h4>First instruction</h4><p>Chop the onion.</p><h4>Last instruction</h4><p>Butter the bread.</p>'),
    );
    expect(found?.stepSections).toEqual([
      { name: 'First instruction', items: ['Chop the onion.'] },
      { name: 'Last instruction', items: ['Butter the bread.', 'Fry.'] },
    ]);
  });
});
