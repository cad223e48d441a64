// The recipe draft schema (Yup), used by the editor's form and by the server for its 422 answer, so both say the
// same words (docs/design.md §3, docs/spec.md §5). React-free.
import { array, number, object, string, ValidationError, type AnyObject, type ObjectSchema } from 'yup';
import type {
  Ingredient,
  IngredientSection,
  RecipeDraftValues,
  RecipeFields,
  RecipeImportDraft,
  Step,
  StepSection,
} from './types';
import { LIMITS } from './types';

/** A name of a domain's part: letters of any script and digits, hyphens inside (`goodstuff`, `münchen`, `xn--p1ai`). */
const DOMAIN_LABEL = String.raw`[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?`;
/** A domain's ending: letters (`.uk`, `.recipes`, `.рф`), or one written in Punycode (`.xn--p1ai`). */
const DOMAIN_ENDING = String.raw`(?:\p{L}{2,63}|xn--[a-z0-9-]{2,59})`;

/**
 * A source URL (docs/spec.md §5): optional http(s) scheme, a domain with a letter ending, an optional port and an
 * optional path (or query). The spec's "2 to 5 letter ending" would refuse real addresses (`goodstuff.recipes`,
 * `example.travel`), so any ending of letters is taken, and domains in other scripts (`münchen.de`) too.
 * `javascript:alert(1)` and other schemes never match.
 */
export const SOURCE_URL_PATTERN = new RegExp(
  String.raw`^(?:https?:\/\/)?(?:${DOMAIN_LABEL}\.)+${DOMAIN_ENDING}(?::\d{1,5})?(?:[/?#]\S*)?$`,
  'iu',
);

const tooLong = (field: string, max: number) => `${field} must be at most ${max} characters.`;

/** Trimmed text; absent (undefined or null) becomes ''. */
function optionalText(field: string, max: number = LIMITS.textMax) {
  return string()
    .typeError(`${field} must be text.`)
    .transform((value: unknown) => (typeof value === 'string' ? value.trim() : value))
    .nullable()
    .transform((value: unknown) => (value === null ? '' : value))
    .default('')
    .max(max, tooLong(field, max));
}

function requiredText(field: string, max: number = LIMITS.textMax) {
  return string()
    .typeError(`${field} must be text.`)
    .transform((value: unknown) => (typeof value === 'string' ? value.trim() : value))
    .required(`${field} is required.`)
    .max(max, tooLong(field, max));
}

/**
 * A whole number of 0 … LIMITS.numberMax. The form gives strings ("6") and the wire may too; only plain decimal
 * numerals are numbers here ("1e3", "0x10", "" and "abc" are not).
 */
function count(field: string) {
  const notANumber = `${field} must be a number.`;
  return number()
    .transform((_value: unknown, original: unknown) => {
      if (typeof original === 'number') return original;
      if (typeof original === 'string' && /^\s*[-+]?(\d+(\.\d*)?|\.\d+)\s*$/.test(original)) return Number(original);
      return Number.NaN;
    })
    .typeError(notANumber)
    .required(notANumber)
    .integer(`${field} must be a whole number.`)
    .test(
      'range',
      `${field} must be between 0 and ${LIMITS.numberMax}.`,
      (value) => value === undefined || (value >= 0 && value <= LIMITS.numberMax),
    );
}

const sourceSchema = string()
  .typeError('Source must be a valid URL')
  .transform((value: unknown) => {
    if (typeof value !== 'string') return value;
    const trimmed = value.trim();
    return trimmed === '' ? null : trimmed;
  })
  .nullable()
  .default(null)
  .max(LIMITS.textMax, tooLong('Source', LIMITS.textMax))
  .matches(SOURCE_URL_PATTERN, { message: 'Source must be a valid URL', excludeEmptyString: true });

const optionalId = number().typeError('Id must be a number.').integer('Id must be a whole number.').optional();

const recipeFieldsSchema = object({
  name: requiredText('Name', LIMITS.nameMax),
  serving_count: count('Serving Count'),
  prep_time: count('Prep Time'),
  cooking_time: count('Cooking Time'),
  source: sourceSchema,
  tags: array(
    number()
      .typeError('Tags must be tag ids.')
      .integer('Tags must be tag ids.')
      .min(1, 'Tags must be tag ids.')
      .required('Tags must be tag ids.'),
  )
    .typeError('Tags must be a list of tag ids.')
    .default([])
    .max(50, 'Choose at most 50 tags.'),
  updated_at: string().typeError('Updated at must be a date.').optional(),
})
  .typeError('The recipe fields are missing.')
  .required('The recipe fields are missing.');

const ingredientSchema = object({
  id: optionalId,
  ingredient: requiredText('Ingredient'),
  amount: requiredText('Amount'),
  notes: optionalText('Notes'),
}).typeError('An ingredient must be an object.');

const ingredientSectionSchema = object({
  id: optionalId,
  name: requiredText('Section name'),
  type: string()
    .oneOf(['ingredients'], 'An ingredient section must have the type "ingredients".')
    .default('ingredients'),
  ingredients: array(ingredientSchema)
    .typeError('A section must hold a list of ingredients.')
    .required('Add at least one ingredient to this section.')
    .min(1, 'Add at least one ingredient to this section.')
    .max(LIMITS.itemsMax, `A section can hold at most ${LIMITS.itemsMax} ingredients.`),
}).typeError('An ingredient section must be an object.');

const stepSchema = object({
  id: optionalId,
  step: requiredText('Step'),
  notes: optionalText('Notes'),
}).typeError('A step must be an object.');

const stepSectionSchema = object({
  id: optionalId,
  name: requiredText('Section name'),
  type: string().oneOf(['recipes'], 'A step section must have the type "recipes".').default('recipes'),
  steps: array(stepSchema)
    .typeError('A section must hold a list of steps.')
    .required('Add at least one step to this section.')
    .min(1, 'Add at least one step to this section.')
    .max(LIMITS.itemsMax, `A section can hold at most ${LIMITS.itemsMax} steps.`),
}).typeError('A step section must be an object.');

/** A draft after validation: trimmed text, numbers as numbers, an absent source as null. */
export interface ValidDraft {
  recipe: {
    name: string;
    serving_count: number;
    prep_time: number;
    cooking_time: number;
    source: string | null;
    tags: number[];
    updated_at?: string;
  };
  ingredients: Array<{
    id?: number;
    name: string;
    type: 'ingredients';
    ingredients: Array<{ id?: number; ingredient: string; amount: string; notes: string }>;
  }>;
  steps: Array<{
    id?: number;
    name: string;
    type: 'recipes';
    steps: Array<{ id?: number; step: string; notes: string }>;
  }>;
}

/**
 * `{ recipe, ingredients, steps }` as the form holds it and the save sends it. Error paths (`recipe.name`,
 * `ingredients[0].ingredients[1].amount`, `steps[0].steps[2].step`) are the server's 422 keys and Formik's field names.
 */
export const recipeDraftSchema = object({
  recipe: recipeFieldsSchema,
  ingredients: array(ingredientSectionSchema)
    .typeError('The ingredient sections must be a list.')
    .required('Add at least one ingredient section.')
    .min(1, 'Add at least one ingredient section.')
    .max(LIMITS.sectionsMax, `A recipe can have at most ${LIMITS.sectionsMax} ingredient sections.`),
  steps: array(stepSectionSchema)
    .typeError('The step sections must be a list.')
    .required('Add at least one step section.')
    .min(1, 'Add at least one step section.')
    .max(LIMITS.sectionsMax, `A recipe can have at most ${LIMITS.sectionsMax} step sections.`),
})
  .typeError('The recipe is missing.')
  .required('The recipe is missing.') as unknown as ObjectSchema<ValidDraft, AnyObject>;

export type ValidateDraftResult = { ok: true; value: ValidDraft } | { ok: false; errors: Record<string, string> };

/** Field path → its first message (the first failing rule of each field), in the order the schema found them. */
export function firstErrorPerPath(error: ValidationError): Record<string, string> {
  const errors: Record<string, string> = {};
  const all = error.inner.length > 0 ? error.inner : [error];
  for (const entry of all) {
    const path = entry.path ?? '';
    if (!(path in errors)) errors[path] = entry.message;
  }
  return errors;
}

/**
 * Validates a whole draft (every field, not stopping at the first bad one) and returns the cast value, or each
 * failing path's first message — the body of the server's 422.
 */
export async function validateDraft(input: unknown): Promise<ValidateDraftResult> {
  try {
    const value = await recipeDraftSchema.validate(input, { abortEarly: false, stripUnknown: true });
    return { ok: true, value };
  } catch (error) {
    if (error instanceof ValidationError) return { ok: false, errors: firstErrorPerPath(error) };
    throw error;
  }
}

/** The same, synchronously (no async tests are used, so this is safe). */
export function validateDraftSync(input: unknown): ValidateDraftResult {
  try {
    const value = recipeDraftSchema.validateSync(input, { abortEarly: false, stripUnknown: true });
    return { ok: true, value };
  } catch (error) {
    if (error instanceof ValidationError) return { ok: false, errors: firstErrorPerPath(error) };
    throw error;
  }
}

export function emptyIngredient(): Ingredient {
  return { ingredient: '', amount: '', notes: '' };
}

export function emptyIngredientSection(): IngredientSection {
  return { name: '', type: 'ingredients', ingredients: [emptyIngredient()] };
}

export function emptyStep(): Step {
  return { step: '', notes: '' };
}

export function emptyStepSection(): StepSection {
  return { name: '', type: 'recipes', steps: [emptyStep()] };
}

export function emptyRecipeFields(): RecipeFields {
  return { name: '', serving_count: 0, prep_time: 0, cooking_time: 0, source: '', tags: [] };
}

/** The form's initial state (docs/spec.md §3): numbers 0, one empty section of each kind holding one empty item. */
export function emptyDraftValues(): RecipeDraftValues {
  return { recipe: emptyRecipeFields(), ingredients: [emptyIngredientSection()], steps: [emptyStepSection()] };
}

/** What of an imported draft the form takes: its fields and sections, not its picture or what it lacks. */
export type ImportedRecipe = Omit<
  RecipeImportDraft,
  'imageUrl' | 'image' | 'pictureNotFetched' | 'missing' | 'alreadyHere' | 'otherRecipes'
>;

/**
 * The form's values for a recipe imported from a web page (not saved yet), as a save would send them: a kind of
 * section the page did not give starts as the empty form's one.
 */
export function valuesFromImport(draft: ImportedRecipe): RecipeDraftValues {
  const empty = emptyDraftValues();
  return {
    recipe: {
      name: draft.name,
      serving_count: draft.serving_count,
      prep_time: draft.prep_time,
      cooking_time: draft.cooking_time,
      source: draft.source ?? '',
      tags: draft.tags.map((tag) => tag.id),
    },
    ingredients: draft.ingredients_sections.length > 0 ? draft.ingredients_sections : empty.ingredients,
    steps: draft.recipe_sections.length > 0 ? draft.recipe_sections : empty.steps,
  };
}
