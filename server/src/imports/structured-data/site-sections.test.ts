import { importDraftFromHtml } from '../import-page';
import { recipePage } from '../testing/recipe-page';

const page = (recipe: Record<string, unknown>) =>
  recipePage({ '@context': 'https://schema.org', '@type': 'Recipe', name: 'Plum Cake', ...recipe });

const standard = {
  recipeIngredient: ['250 g flour', '100 g butter'],
  recipeInstructions: [
    { '@type': 'HowToSection', name: 'Bake', itemListElement: [{ '@type': 'HowToStep', text: 'Bake it.' }] },
  ],
};

describe('a page of this site (its exact sections beside the schema.org Recipe)', () => {
  it('gives its ingredient groups, items split as saved, and step notes', () => {
    const draft = importDraftFromHtml(
      page({
        ...standard,
        simpleRecipes: {
          ingredients: [
            { name: 'Dough', ingredients: [{ amount: '250 g', ingredient: 'flour', notes: 'sifted' }] },
            { name: 'Crumble', ingredients: [{ amount: '100 g', ingredient: 'butter', notes: 'cold, diced' }] },
          ],
          steps: [{ name: 'Bake', steps: [{ step: 'Bake it.', notes: 'Until golden.' }] }],
        },
      }),
      { tags: [] },
    );
    expect(draft?.ingredients_sections).toEqual([
      { name: 'Dough', type: 'ingredients', ingredients: [{ amount: '250 g', ingredient: 'flour', notes: 'sifted' }] },
      {
        name: 'Crumble',
        type: 'ingredients',
        ingredients: [{ amount: '100 g', ingredient: 'butter', notes: 'cold, diced' }],
      },
    ]);
    expect(draft?.recipe_sections).toEqual([
      { name: 'Bake', type: 'recipes', steps: [{ step: 'Bake it.', notes: 'Until golden.' }] },
    ]);
  });

  it('is ignored when any part has the wrong shape: the standard properties count', () => {
    const draft = importDraftFromHtml(
      page({
        ...standard,
        simpleRecipes: {
          ingredients: [{ name: 'Dough', ingredients: [{ amount: 250, ingredient: 'flour', notes: '' }] }],
          steps: [{ name: 'Bake', steps: [{ step: 'Bake it.', notes: '' }] }],
        },
      }),
      { tags: [] },
    );
    expect(draft?.ingredients_sections).toEqual([
      {
        name: 'Ingredients',
        type: 'ingredients',
        ingredients: [
          { amount: '250 g', ingredient: 'flour', notes: '' },
          { amount: '100 g', ingredient: 'butter', notes: '' },
        ],
      },
    ]);
  });
});
