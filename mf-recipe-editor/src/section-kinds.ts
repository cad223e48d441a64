import {
  emptyIngredient,
  emptyIngredientSection,
  emptyStep,
  emptyStepSection,
} from '@simple-recipes/shared-api/schema';

/** What differs between the ingredient and the step sections. */
export interface SectionsKind {
  /** Word used in titles and accessible names: "ingredient" / "step". */
  kind: 'ingredient' | 'step';
  /** The top-level array in the form values and the save request. */
  arrayName: 'ingredients' | 'steps';
  /** The array of items inside each section. */
  itemsKey: 'ingredients' | 'steps';
  /** "Ingredients" / "Steps", for "Add Section to …". */
  groupLabel: string;
  /** "Ingredient" / "Step", for "Add Ingredient" and "Remove Ingredient". */
  itemLabel: string;
  /** The item's fields, in order; the first one gets focus when an item is added. */
  fields: ReadonlyArray<{ key: string; label: string; multiline?: boolean }>;
  emptySection(): unknown;
  emptyItem(): unknown;
}

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
