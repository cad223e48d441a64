import { readRecipePage } from '../read-page';
import { recipePage } from '../testing/recipe-page';

const recipe = {
  '@type': 'Recipe',
  name: 'Gnocchi',
  recipeIngredient: ['90 g Parmesan', '1 Zwiebel'],
  recipeInstructions: [
    { '@type': 'HowToStep', text: 'Den Parmesan reiben.' },
    { '@type': 'HowToStep', text: 'Die Zwiebel schälen.' },
  ],
};

describe('structured data cut short', () => {
  it("takes the page's whole lists when the data holds only their first entries, without the shown step numbers", () => {
    const found = readRecipePage(
      recipePage(
        recipe,
        `<h3>Zutaten</h3><ul class="ingredients"><li>90 g Parmesan</li><li>1 Zwiebel</li><li>30 g Butter</li>
         <li>250 ml Milch</li></ul>
         <h3>So wird es gemacht:</h3><ul class="recipe_steps"><li><span class="number">1</span>Den Parmesan reiben.</li>
         <li><span class="number">2</span>Die Zwiebel schälen.</li><li><span class="number">3</span>Butter schmelzen.</li>
         <li><span class="number">4</span>Milch zugeben.</li></ul>`,
      ),
    );
    expect(found?.ingredientGroups).toEqual([
      { name: '', items: ['90 g Parmesan', '1 Zwiebel', '30 g Butter', '250 ml Milch'] },
    ]);
    expect(found?.stepSections).toEqual([
      {
        name: '',
        items: ['Den Parmesan reiben.', 'Die Zwiebel schälen.', 'Butter schmelzen.', 'Milch zugeben.'],
      },
    ]);
  });

  it('takes the groups the page shows after the data’s lines when they have names of their own', () => {
    const found = readRecipePage(
      recipePage(
        { ...recipe, recipeIngredient: ['250 g flour', '75 g cocoa', '2 eggs'] },
        `<h2>Ingredients</h2><ul><li>250 g flour</li><li>75 g cocoa</li><li>2 eggs</li></ul>
         <h3>For the custard filling</h3><ul><li>350 ml milk</li><li>50 g cornflour</li></ul>`,
      ),
    );
    expect(found?.ingredientGroups).toEqual([
      { name: '', items: ['250 g flour', '75 g cocoa', '2 eggs'] },
      { name: 'For the custard filling', items: ['350 ml milk', '50 g cornflour'] },
    ]);
  });

  it("keeps the data's list when the page adds only a line at its end, or its next lines are another list", () => {
    const found = readRecipePage(
      recipePage(
        recipe,
        `<div class="ingredients"><ul><li>90 g Parmesan</li><li>1 Zwiebel</li></ul>
         <h4>Equipment</h4><ul><li>Pot</li><li>Grater</li><li>Knife</li></ul></div>
         <ol class="instructions"><li>Den Parmesan reiben.</li><li>Die Zwiebel schälen.</li>
         <li>Get our app.</li></ol>`,
      ),
    );
    expect(found?.ingredientGroups).toEqual([{ name: '', items: ['90 g Parmesan', '1 Zwiebel'] }]);
    expect(found?.stepSections).toEqual([{ name: '', items: ['Den Parmesan reiben.', 'Die Zwiebel schälen.'] }]);
  });

  it("takes the page's whole list when it holds its group headings as lines among the entries", () => {
    const found = readRecipePage(
      recipePage(
        { ...recipe, recipeIngredient: ['200 g Mehl', '120 g Butter', '750 g Kürbis'] },
        `<div class="ingredients"><ul><li><strong>Für den Teig</strong></li><li>200 g Mehl</li><li>120 g Butter</li>
         <li>Für die Füllung:</li><li>750 g Kürbis</li><li>100 ml Wasser</li><li>3 Eier</li><li>1 TL Zimt</li></ul></div>`,
      ),
    );
    expect(found?.ingredientGroups).toEqual([
      { name: 'Für den Teig', items: ['200 g Mehl', '120 g Butter'] },
      { name: 'Für die Füllung', items: ['750 g Kürbis', '100 ml Wasser', '3 Eier', '1 TL Zimt'] },
    ]);
  });
});
