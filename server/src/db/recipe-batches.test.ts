import { foldText } from './text-fold';
import { recipeInput } from './testing/recipe-input';
import { describeEachDatabase } from './testing/store-fixture';

describeEachDatabase('whole recipes in batches', (fixture) => {
  it('reads the recipes of a folded name, case and accents aside, and no others', async () => {
    for (const name of ['Crème Brûlée', 'CREME BRULEE', 'Crème Brûlée Tart', 'Creme', 'Apple Pie'])
      await fixture.store.createRecipe(recipeInput({ name }));

    const found = await fixture.store.recipesWithFoldedNames([foldText('creme brulee'), foldText('Apple Pie')]);
    expect(found.map((recipe) => recipe.name).sort()).toEqual(['Apple Pie', 'CREME BRULEE', 'Crème Brûlée']);
    const applePie = await fixture.store.getRecipe('apple-pie');
    expect(found.find((recipe) => recipe.name === 'Apple Pie')).toMatchObject({
      ingredients_sections: applePie?.ingredients_sections,
      recipe_sections: applePie?.recipe_sections,
    });
    expect(await fixture.store.recipesWithFoldedNames([foldText('Creme Brule')])).toEqual([]);
    expect(await fixture.store.recipesWithFoldedNames([])).toEqual([]);
  });

  it('answers for many names at once', async () => {
    await fixture.store.insertRecipesBulk(
      Array.from({ length: 450 }, (_, index) => recipeInput({ name: `Dish ${index}` })),
      { chunkSize: 450, pause: false },
    );
    const names = Array.from({ length: 450 }, (_, index) => foldText(`DISH ${index}`));
    expect((await fixture.store.recipesWithFoldedNames(names)).map((recipe) => recipe.name).sort()).toEqual(
      Array.from({ length: 450 }, (_, index) => `Dish ${index}`).sort(),
    );
  });

  it('reads every recipe after an id, a batch at a time, in id order', async () => {
    const ids = [];
    for (const name of ['One', 'Two', 'Three']) ids.push((await fixture.store.createRecipe(recipeInput({ name }))).id);
    expect((await fixture.store.recipesAfter(0, 2)).map((recipe) => recipe.name)).toEqual(['One', 'Two']);
    expect((await fixture.store.recipesAfter(ids[1]!, 2)).map((recipe) => recipe.name)).toEqual(['Three']);
  });
});
