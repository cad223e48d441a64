// Checks the parts of a save with the editor's own Yup schema (@simple-recipes/shared-api/schema), so the client and the server
// say the same words, and shapes the result for the store. Invalid → 422 with a message per field path.
import { validateDraft, type ValidDraft } from '@simple-recipes/shared-api/schema';
import { LIMITS } from '@simple-recipes/shared-api/types';
import type { RecipeInput } from '../db/store';
import { Refusal } from '../refusal';
import { CONTROL_CHARACTER_MESSAGE, pathsWithControlCharacters } from './control-characters';

export const INVALID_FIELDS_MESSAGE = 'Some fields are invalid.';

/**
 * `updated_at` as the API gives it (ISO 8601 with time and zone). Anything else cannot be compared with the
 * stored time: refused as invalid rather than answered as a conflict that reloading would never resolve.
 */
const UPDATED_AT_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,9})?(Z|[+-]\d{2}:\d{2})$/;
export const UPDATED_AT_MESSAGE = 'Updated at must be a date.';

/** Ids are 32-bit integers in every database we run on: a larger one names no tag (and must not reach SQL). */
const MAX_ID = 2 ** 31 - 1;

export function unknownTagsMessage(ids: number[]): string {
  return `Unknown tag${ids.length === 1 ? '' : 's'}: ${ids.join(', ')}.`;
}

export interface ValidSave {
  input: RecipeInput;
  /** The `updated_at` the edit was based on, when the client sent one. */
  expectedUpdatedAt?: string;
}

/** A checked recipe's fields as the store takes them (all but its tags): only the fields the store keeps. */
export function storedFields({ recipe, ingredients, steps }: ValidDraft): Omit<RecipeInput, 'tagIds'> {
  return {
    name: recipe.name,
    serving_count: recipe.serving_count,
    prep_time: recipe.prep_time,
    cooking_time: recipe.cooking_time,
    source: recipe.source,
    ingredients: ingredients.map((section) => ({
      name: section.name,
      ingredients: section.ingredients.map(({ ingredient, amount, notes }) => ({ ingredient, amount, notes })),
    })),
    steps: steps.map((section) => ({
      name: section.name,
      steps: section.steps.map(({ step, notes }) => ({ step, notes })),
    })),
  };
}

/** The first `max + 1` entries: enough for the schema to say "at most max", without checking a million items. */
function clip(value: unknown, max: number): unknown {
  return Array.isArray(value) && value.length > max + 1 ? value.slice(0, max + 1) : value;
}

function clipSections(sections: unknown, itemsKey: string): unknown {
  const clipped = clip(sections, LIMITS.sectionsMax);
  if (!Array.isArray(clipped)) return clipped;
  return clipped.map((section: unknown) =>
    section !== null && typeof section === 'object' && itemsKey in section
      ? { ...section, [itemsKey]: clip((section as Record<string, unknown>)[itemsKey], LIMITS.itemsMax) }
      : section,
  );
}

/** Bounds the validation work of an oversized request to that of the largest valid one. */
function clipped(parts: { recipe: unknown; ingredients: unknown; steps: unknown }) {
  const recipe =
    parts.recipe !== null && typeof parts.recipe === 'object' && 'tags' in parts.recipe
      ? { ...parts.recipe, tags: clip((parts.recipe as Record<string, unknown>).tags, LIMITS.itemsMax) }
      : parts.recipe;
  return {
    recipe,
    ingredients: clipSections(parts.ingredients, 'ingredients'),
    steps: clipSections(parts.steps, 'steps'),
  };
}

export async function validateSaveRequest(parts: {
  recipe: unknown;
  ingredients: unknown;
  steps: unknown;
}): Promise<ValidSave> {
  const result = await validateDraft(clipped(parts));
  if (!result.ok) throw new Refusal('invalid', INVALID_FIELDS_MESSAGE, result.errors);
  const badText = pathsWithControlCharacters(result.value);
  if (badText.length > 0) {
    throw new Refusal(
      'invalid',
      INVALID_FIELDS_MESSAGE,
      Object.fromEntries(badText.map((path) => [path, CONTROL_CHARACTER_MESSAGE])),
    );
  }
  const { recipe } = result.value;
  const impossibleTags = recipe.tags.filter((id) => id > MAX_ID);
  if (impossibleTags.length > 0) {
    throw new Refusal('invalid', INVALID_FIELDS_MESSAGE, { 'recipe.tags': unknownTagsMessage(impossibleTags) });
  }
  const input: RecipeInput = { ...storedFields(result.value), tagIds: recipe.tags };
  const expectedUpdatedAt = recipe.updated_at?.trim() || undefined;
  if (
    expectedUpdatedAt !== undefined &&
    !(UPDATED_AT_PATTERN.test(expectedUpdatedAt) && Number.isFinite(Date.parse(expectedUpdatedAt)))
  ) {
    throw new Refusal('invalid', INVALID_FIELDS_MESSAGE, { 'recipe.updated_at': UPDATED_AT_MESSAGE });
  }
  return expectedUpdatedAt === undefined ? { input } : { input, expectedUpdatedAt };
}
