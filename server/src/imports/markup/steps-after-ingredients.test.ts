import { readRecipePage } from '../read-page';
import { recipePage } from '../testing/recipe-page';

const page = (body: string) => `<html><head><title>Fondant</title></head><body><h1>Fondant</h1>${body}</body></html>`;

describe('steps with no heading that names them', () => {
  it('are the numbered list after the ingredient list', () => {
    const found = readRecipePage(
      page(`<ol><li><a href="/">Home</a></li><li><a href="/recipes">Recipes</a></li></ol>
        <div class="left"><h4>Things you'll need</h4><em>Ingredients</em><ul><li>1 bag marshmallows</li><li>3 tablespoons water</li></ul></div>
        <div class="right"><h4>Let's get started!</h4><ol><li>Melt the marshmallows.</li><li>Knead in the sugar.</li></ol></div>`),
    );
    expect(found?.ingredientGroups).toEqual([{ name: '', items: ['1 bag marshmallows', '3 tablespoons water'] }]);
    expect(found?.stepSections).toEqual([{ name: '', items: ['Melt the marshmallows.', 'Knead in the sugar.'] }]);
  });

  it('are not made up when no numbered list follows the ingredients', () => {
    expect(
      readRecipePage(
        page(`<h4>Ingredients</h4><ul><li>1 bag marshmallows</li></ul><ul><li>Share</li><li>Print</li></ul>`),
      ),
    ).toBeUndefined();
  });

  it('are the paragraphs right after the ingredient list, past pictures and spacers, when no numbered list follows', () => {
    const found = readRecipePage(
      page(`<div class="content"><p>Ingredients</p><ul><li>2 racks ribs</li><li>1 cup brown sugar</li></ul>
        <p>Heat the smoker to 275 degrees.</p><div><img src="/ribs.jpg" alt=""></div><p>Rub the ribs.</p>
        <p> </p><p>Smoke for two hours.</p>
        <div class="share"><a href="/share">Share this recipe</a></div><p>More from the blog</p></div>`),
    );
    expect(found?.ingredientGroups).toEqual([{ name: '', items: ['2 racks ribs', '1 cup brown sugar'] }]);
    expect(found?.stepSections).toEqual([
      { name: '', items: ['Heat the smoker to 275 degrees.', 'Rub the ribs.', 'Smoke for two hours.'] },
    ]);
  });

  it("are the paragraphs after the block the ingredient list ends, under one heading (the dish's name)", () => {
    const data = { '@type': 'Recipe', name: 'Carpaccio', recipeIngredient: ['1 Kohlrabi', '4 EL Olivenöl'] };
    const found = readRecipePage(
      recipePage(
        data,
        `
        <div class="recipe-list"><p>1 Kugel Fior di Latte</p><ol><li>1 Kohlrabi</li><li>4 EL Olivenöl</li></ol></div>
        <h2>Carpaccio</h2><p>Den Kohlrabi hauchdünn schneiden.</p><p>Mit dem Olivenöl beträufeln.</p>
        <div class="related"><ol><li><a href="/zutaten/fenchel">Fenchel</a></li><li><a href="/zutaten/honig">Honig</a></li></ol></div>`,
      ),
    );
    expect(found?.stepSections).toEqual([
      { name: '', items: ['Den Kohlrabi hauchdünn schneiden.', 'Mit dem Olivenöl beträufeln.'] },
    ]);
  });

  it('are not one paragraph after the ingredients', () => {
    expect(
      readRecipePage(
        page(`<h4>Ingredients</h4><ul><li>2 racks ribs</li></ul><p>Enjoy these ribs!</p><footer></footer>`),
      ),
    ).toBeUndefined();
  });

  it('are the block of paragraphs after the block the ingredient list sits alone in, without what follows it', () => {
    const found = readRecipePage(
      page(`<div class="cols"><div class="m"><ul><li>1½ pounds eggplant</li><li>⅔ cup olive oil</li><li>1 tablespoon oregano</li></ul></div>
        <div class="text"><p>Preheat the oven to 375 degrees.</p><p>Roast the eggplant.</p></div>
        <p>Copyright 2014, the cookbook</p></div>`),
    );
    expect(found?.ingredientGroups).toEqual([
      { name: '', items: ['1½ pounds eggplant', '⅔ cup olive oil', '1 tablespoon oregano'] },
    ]);
    expect(found?.stepSections).toEqual([
      { name: '', items: ['Preheat the oven to 375 degrees.', 'Roast the eggplant.'] },
    ]);
  });
  it("are the paragraphs after the ingredients, not the readers' comments listed after them", () => {
    const found = readRecipePage(
      page(`<h3>Pour 2 personnes :</h3><ul><li>250 g de tagliatelles</li><li>1 oeuf</li><li>4 cs de parmesan</li></ul>
        <div><p>1- Battez l'oeuf.</p><p>2- Faites cuire les pâtes.</p></div>
        <ol class="comment-list"><li><p>Nadine il y a 10 ans</p><p>Wow, quelle bonne idée !</p></li>
        <li><p>Chantal il y a 10 ans</p><p>Je vais la faire ce soir.</p></li></ol>`),
    );
    expect(found?.stepSections).toEqual([{ name: '', items: ["1- Battez l'oeuf.", '2- Faites cuire les pâtes.'] }]);
  });
});
