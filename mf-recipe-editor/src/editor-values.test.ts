import { editorStatusFromFieldErrors, errorPaths, fieldError, valuesFromRecipe } from './editor-values';
import { pancakes } from './test/fixtures';

describe('valuesFromRecipe', () => {
  it('turns a loaded recipe into form values: tag ids, "" for no source, and the updated_at to send back', () => {
    const values = valuesFromRecipe(pancakes({ source: null }));

    expect(values.recipe).toEqual({
      name: 'Fluffy Pancakes',
      serving_count: 4,
      prep_time: 10,
      cooking_time: 20,
      source: '',
      tags: [1, 2],
      updated_at: '2024-05-02T11:22:33.444Z',
    });
    expect(values.ingredients[0]).toEqual({
      id: 11,
      name: 'Batter',
      type: 'ingredients',
      ingredients: [
        { id: 101, ingredient: 'Flour', amount: '200 g', notes: 'sifted' },
        { id: 102, ingredient: 'Milk', amount: '300 ml', notes: '' },
      ],
    });
    expect(values.steps[0]!.steps[0]).toEqual({ id: 201, step: 'Whisk everything together.', notes: 'No lumps.' });
  });
});

describe('errorPaths', () => {
  it('names every error by its form path, in order', () => {
    expect(
      errorPaths({
        recipe: { name: 'Name is required.' },
        ingredients: [undefined, { name: 'Section name is required.', ingredients: [undefined, { amount: 'x' }] }],
        steps: 'At least one section.',
      }),
    ).toEqual(['recipe.name', 'ingredients[1].name', 'ingredients[1].ingredients[1].amount', 'steps']);
  });
});

describe('fieldError', () => {
  const values = valuesFromRecipe(pancakes());
  const touched = { recipe: { name: true, source: true } };

  it('shows a touched field’s client error first', () => {
    expect(fieldError('recipe.name', { values, touched, errors: { recipe: { name: 'Name is required.' } } })).toBe(
      'Name is required.',
    );
    expect(fieldError('recipe.prep_time', { values, touched, errors: { recipe: { prep_time: 'x' } } })).toBeUndefined();
  });

  it('shows a server error only while the field holds the value the server refused', () => {
    const status = editorStatusFromFieldErrors({ 'recipe.name': 'Name is taken.' }, values);
    expect(fieldError('recipe.name', { values, touched, errors: {}, status })).toBe('Name is taken.');

    const edited = { ...values, recipe: { ...values.recipe, name: 'Other' } };
    expect(fieldError('recipe.name', { values: edited, touched, errors: {}, status })).toBeUndefined();
  });
});
