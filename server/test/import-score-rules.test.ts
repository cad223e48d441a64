// The rules `npm run import:score` compares the importer's drafts with the corpus by (issue 14).
import { comparable, expectedLines, expectedServings, unexplainedSaveErrors } from '../scripts/import-score-rules';

describe('the import score rules', () => {
  it('compares texts after NFKC and entities, ignoring case, punctuation and runs of white space', () => {
    expect(comparable('2 cups flour, sifted')).toBe(comparable('2  Cups flour sifted.'));
    expect(comparable('1½ tsp salt &amp; pepper')).toBe(comparable('1½ tsp salt & pepper'));
    expect(comparable(['Mix.', 'Bake.'])).not.toBe(comparable('Mix. Bake.'));
  });

  it('reads a list the page gives as one text of lines as those lines', () => {
    expect(expectedLines('1 cup oats\n\n1 tbsp butter\r\n')).toEqual(['1 cup oats', '1 tbsp butter']);
    expect(expectedLines(['1 cup oats'])).toEqual(['1 cup oats']);
    expect(expectedLines(null)).toBeUndefined();
    expect(comparable(expectedLines('Mix.\nBake.'))).toBe(comparable(['Mix', 'Bake']));
  });

  it('counts servings only where the yield says servings or people, or is a bare number', () => {
    expect(expectedServings('4 servings')).toBe(4);
    expect(expectedServings('6')).toBe(6);
    expect(expectedServings('1 loaf')).toBeUndefined();
    expect(expectedServings(null)).toBeUndefined();
  });

  it("blames a draft's save errors on the importer unless they are about a field the page did not give", () => {
    const errors = {
      'steps[0].steps[0].step': 'Step is required.',
      'recipe.serving_count': 'Serving Count must be at least 1.',
      'ingredients[1].ingredients[0].ingredient': 'Ingredient is required.',
    };
    expect(unexplainedSaveErrors(errors, ['steps', 'serving_count'])).toEqual([
      'ingredients[1].ingredients[0].ingredient: Ingredient is required.',
    ]);
    expect(unexplainedSaveErrors(errors, ['steps', 'serving_count', 'ingredients'])).toEqual([]);
    expect(unexplainedSaveErrors({ 'recipe.name': 'Name is required.' }, ['steps'])).toEqual([
      'recipe.name: Name is required.',
    ]);
  });
});
