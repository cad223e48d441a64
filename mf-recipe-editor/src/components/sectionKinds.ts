import { emptyIngredient, emptyIngredientSection, emptyStep, emptyStepSection } from '@simple-recipes/shared-api/schema';
import type { SectionsKind } from './SectionsField';

export const INGREDIENT_SECTIONS: SectionsKind = {
  kind: 'ingredient',
  arrayName: 'ingredients',
  itemsKey: 'ingredients',
  groupLabel: 'Ingredients',
  itemLabel: 'Ingredient',
  fields: [
    { key: 'ingredient', label: 'Ingredient' },
    { key: 'amount', label: 'Amount' },
    { key: 'notes', label: 'Notes' },
  ],
  emptySection: emptyIngredientSection,
  emptyItem: emptyIngredient,
};

export const STEP_SECTIONS: SectionsKind = {
  kind: 'step',
  arrayName: 'steps',
  itemsKey: 'steps',
  groupLabel: 'Steps',
  itemLabel: 'Step',
  fields: [
    { key: 'step', label: 'Step', multiline: true },
    { key: 'notes', label: 'Notes' },
  ],
  emptySection: emptyStepSection,
  emptyItem: emptyStep,
};
