import { readRecipePage } from '../read-page';
import { pageListOfRepeatingData } from './repeated-lines';
import { recipePage } from '../testing/recipe-page';

describe('structured data that gives a group of lines twice', () => {
  it("takes the page's list, in its groups, when the data repeats some of its lines", () => {
    const data = {
      '@type': 'Recipe',
      name: 'Potato salad',
      recipeIngredient: [
        '1 kg potatoes',
        '4 spring onions',
        '4 tbsp mayonnaise',
        '1 tbsp soy sauce',
        '1 tbsp soy sauce',
        '4 tbsp mayonnaise',
      ],
      recipeInstructions: 'Mix.',
    };
    const found = readRecipePage(
      recipePage(
        data,
        `
      <div class="ingredients"><ul><li>1 kg potatoes</li><li>4 spring onions</li><li>Dressing:</li>
      <li>4 tbsp mayonnaise</li><li>1 tbsp soy sauce</li></ul></div>`,
      ),
    );
    expect(found?.ingredientGroups).toEqual([
      { name: '', items: ['1 kg potatoes', '4 spring onions'] },
      { name: 'Dressing', items: ['4 tbsp mayonnaise', '1 tbsp soy sauce'] },
    ]);
  });

  it('keeps the data when the page lists other lines, or shows a line twice too', () => {
    const shown = [{ name: '', items: ['1 egg', '1 tbsp oil'] }];
    expect(pageListOfRepeatingData(['1 egg', '1 tbsp oil', '1 tbsp butter', '1 egg'], shown)).toBeUndefined();
    const twice = [{ name: '', items: ['1 egg', '1 tbsp oil', '1 egg'] }];
    expect(pageListOfRepeatingData(['1 egg', '1 tbsp oil', '1 egg', '1 egg'], twice)).toBeUndefined();
  });
});
