import { indexAfterInserting, indexAfterMoving, reorderServerErrors } from './reorder-server-errors';

const error = (message: string, value: unknown = '') => ({ message, value });

describe('indexAfterMoving', () => {
  it('follows every entry of a list when one moves up or down', () => {
    const order = (from: number, to: number) => [0, 1, 2, 3].map((index) => indexAfterMoving(index, from, to));
    expect(order(2, 1)).toEqual([0, 2, 1, 3]);
    expect(order(1, 2)).toEqual([0, 2, 1, 3]);
    expect(order(0, 3)).toEqual([3, 0, 1, 2]);
  });
});

describe('indexAfterInserting', () => {
  it('pushes the entries from the new one on by one place', () => {
    expect([0, 1, 2].map((index) => indexAfterInserting(index, 1))).toEqual([0, 2, 3]);
  });
});

describe('reorderServerErrors', () => {
  it('moves the errors of the moved steps with them, and leaves other lists alone', () => {
    const status = {
      serverErrors: {
        'steps[0].steps[2].step': error('Step is required.'),
        'steps[0].steps[1].notes': error('Notes must be at most 2000 characters.', 'x'),
        'steps[1].steps[2].step': error('Step is required.'),
        'recipe.name': error('Name is required.'),
      },
    };

    const moved = reorderServerErrors(status, 'steps[0].steps', (index) => indexAfterMoving(index, 2, 1));

    expect(moved?.serverErrors).toEqual({
      'steps[0].steps[1].step': error('Step is required.'),
      'steps[0].steps[2].notes': error('Notes must be at most 2000 characters.', 'x'),
      'steps[1].steps[2].step': error('Step is required.'),
      'recipe.name': error('Name is required.'),
    });
  });

  it('moves whole sections, items and all', () => {
    const status = { serverErrors: { 'ingredients[0].ingredients[1].amount': error('Amount is required.') } };

    const moved = reorderServerErrors(status, 'ingredients', (index) => indexAfterMoving(index, 0, 1));

    expect(Object.keys(moved?.serverErrors ?? {})).toEqual(['ingredients[1].ingredients[1].amount']);
  });

  it('keeps a form without server errors without them', () => {
    expect(reorderServerErrors(undefined, 'steps', (index) => index + 1)).toBeUndefined();
  });
});
