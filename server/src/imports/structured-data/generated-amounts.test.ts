import { NO_AMOUNT } from '@simple-recipes/shared-api/format';
import { splitIngredientLine } from '../lines/ingredient-line';
import { foundFromSchemaRecipe } from './schema-recipe';

const lines = (recipeIngredient: string[]) =>
  foundFromSchemaRecipe({ '@type': 'Recipe', recipeIngredient }, undefined).ingredientGroups.flatMap(
    (group) => group.items,
  );

describe('amounts a plugin wrote from its fields', () => {
  it('reads a zero before "As required" as no amount, the words as the notes', () => {
    const [salt, water] = lines(['0 As required salt ', ' As required water ']).map(splitIngredientLine);
    expect(salt).toEqual({ amount: NO_AMOUNT, ingredient: 'salt', notes: 'as required' });
    expect(water).toEqual({ amount: NO_AMOUNT, ingredient: 'water', notes: 'as required' });
  });

  it('drops "Numbers" written as the unit of a count', () => {
    expect(lines(['6 Numbers basil', '2 Nos onion'])).toEqual(['6 basil', '2 onion']);
  });

  it("keeps other words in the amount's place and other units as written", () => {
    expect(lines(['as you like Celery leaves', '2 numbered jars honey', '0.5 Bund Petersilie'])).toEqual([
      'as you like Celery leaves',
      '2 numbered jars honey',
      '0.5 Bund Petersilie',
    ]);
  });
});
