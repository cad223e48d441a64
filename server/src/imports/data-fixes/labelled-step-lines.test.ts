import { foundFromSchemaRecipe } from '../structured-data/schema-recipe';

const steps = (recipeInstructions: unknown) =>
  foundFromSchemaRecipe({ '@type': 'Recipe', recipeInstructions }, undefined).stepSections;

describe('instructions that label each step on a line of its own', () => {
  it('leaves the labels out and names groups by the titles over their steps', () => {
    const text =
      'Pizzadeeg\n\nStap 1:\nKook de pompoen gaar.\n\nStap 2:\nKneed het deeg.\n\nBavette grillen\n' +
      'Gril het vlees.\n\nServeren\nStap 1:\nSnijd het vlees.\nStap 2:\nServeer warm.';
    expect(steps(text)).toEqual([
      { name: 'Pizzadeeg', items: ['Kook de pompoen gaar.', 'Kneed het deeg.'] },
      { name: 'Bavette grillen', items: ['Gril het vlees.'] },
      { name: 'Serveren', items: ['Snijd het vlees.', 'Serveer warm.'] },
    ]);
  });

  it('makes no group of a short line in a text that labels no steps', () => {
    expect(steps('Pizza dough\nKnead the dough.\nBake it')).toEqual([
      { name: '', items: ['Pizza dough', 'Knead the dough.', 'Bake it'] },
    ]);
  });
});
