// A valid recipe input for tests, with overrides.
import type { CreateRecipeInput } from '../store';

export function recipeInput(overrides: Partial<CreateRecipeInput> = {}): CreateRecipeInput {
  return {
    name: 'Tomato Soup',
    serving_count: 4,
    prep_time: 10,
    cooking_time: 30,
    source: 'https://example.com/tomato-soup',
    tagIds: [],
    ingredients: [
      {
        name: 'Soup',
        ingredients: [
          { ingredient: 'Ripe tomatoes', amount: '1 kg', notes: 'halved' },
          { ingredient: 'Onion', amount: '1', notes: '' },
        ],
      },
      { name: 'To serve', ingredients: [{ ingredient: 'Crème fraîche', amount: '4 tbsp', notes: '' }] },
    ],
    steps: [
      {
        name: 'Cook',
        steps: [
          { step: 'Soften the onion in butter.', notes: '' },
          { step: 'Add the tomatoes and simmer for 25 minutes.', notes: 'Stir now and then.' },
        ],
      },
      { name: 'Finish', steps: [{ step: 'Blend until smooth.', notes: '' }] },
    ],
    ...overrides,
  };
}
