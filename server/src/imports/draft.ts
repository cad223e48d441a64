// FoundRecipe → the draft the editor's form is filled with. Every value is held to the save's limits (docs/design.md §3),
// so saving the draft as it is validates; what the page did not give is listed in `missing`.
import { SOURCE_URL_PATTERN } from '@simple-recipes/shared-api/schema';
import {
  LIMITS,
  type ImportField,
  type IngredientSection,
  type RecipeImportDraft,
  type StepSection,
  type Tag,
} from '@simple-recipes/shared-api/types';
import type { FoundRecipe, FoundSection } from './found-recipe';
import { splitIngredientLine } from './lines/ingredient-line';
import { matchingTags } from './tag-matches';
import { clipText } from './text';

/** Section names when the page gives none (the form requires a name). */
export const DEFAULT_INGREDIENT_SECTION = 'Ingredients';
export const DEFAULT_STEP_SECTION = 'Steps';

export type DraftWithoutImage = Omit<RecipeImportDraft, 'image' | 'imageUrl' | 'pictureNotFetched' | 'alreadyHere'>;

const text = (value: string) => clipText(value, LIMITS.textMax);

function count(value: number | undefined): number {
  return value === undefined ? 0 : Math.min(Math.max(Math.round(value), 0), LIMITS.numberMax);
}

/** A page's group name as a section's: the colon of a label ("Raita:") is no part of it. */
const sectionName = (name: string) => text(name.replace(/\s*[:：]\s*$/u, ''));

/** A step longer than a field holds keeps its overflow in the step's notes rather than losing it. */
function stepOf(line: string): { step: string; notes: string } {
  const step = text(line);
  const rest = line.slice(step.length).trim();
  return { step, notes: rest ? text(rest) : '' };
}

/**
 * Sections without a name right after one another joined, as far as a section holds: the page split a part it did
 * not name (a list after each group's ingredients), and a row of sections all called "Steps" says nothing one does
 * not.
 */
function withUnnamedRunsJoined(sections: Array<FoundSection<string>>): Array<FoundSection<string>> {
  const joined: Array<FoundSection<string>> = [];
  for (const section of sections) {
    const last = joined.at(-1);
    const fits = last && last.items.length + section.items.length <= LIMITS.itemsMax;
    if (last && fits && !last.name.trim() && !section.name.trim())
      joined[joined.length - 1] = { ...last, items: [...last.items, ...section.items] };
    else joined.push(section);
  }
  return joined;
}

function ingredientSections(found: FoundRecipe): IngredientSection[] {
  if (found.siteSections) {
    return found.siteSections.ingredients.slice(0, LIMITS.sectionsMax).map((section) => ({
      name: text(section.name) || DEFAULT_INGREDIENT_SECTION,
      type: 'ingredients',
      ingredients: section.ingredients
        .slice(0, LIMITS.itemsMax)
        .map((item) => ({ amount: text(item.amount), ingredient: text(item.ingredient), notes: text(item.notes) })),
    }));
  }
  return withUnnamedRunsJoined(found.ingredientGroups.filter((group) => group.items.length > 0))
    .slice(0, LIMITS.sectionsMax)
    .map((group) => ({
      name: sectionName(group.name) || DEFAULT_INGREDIENT_SECTION,
      type: 'ingredients',
      ingredients: group.items.slice(0, LIMITS.itemsMax).map((line) => {
        const parts = splitIngredientLine(line);
        return { amount: text(parts.amount), ingredient: text(parts.ingredient), notes: text(parts.notes) };
      }),
    }));
}

function stepSections(found: FoundRecipe): StepSection[] {
  if (found.siteSections) {
    return found.siteSections.steps.slice(0, LIMITS.sectionsMax).map((section) => ({
      name: text(section.name) || DEFAULT_STEP_SECTION,
      type: 'recipes',
      steps: section.steps
        .slice(0, LIMITS.itemsMax)
        .map((item) => ({ step: text(item.step), notes: text(item.notes) })),
    }));
  }
  return withUnnamedRunsJoined(found.stepSections.filter((section) => section.items.length > 0))
    .slice(0, LIMITS.sectionsMax)
    .map((section) => ({
      name: sectionName(section.name) || DEFAULT_STEP_SECTION,
      type: 'recipes',
      steps: section.items.slice(0, LIMITS.itemsMax).map(stepOf),
    }));
}

/** The page's address as a source, when it is one the form accepts. */
function sourceOf(url: string | undefined): string | null {
  if (!url || url.length > LIMITS.textMax) return null;
  return SOURCE_URL_PATTERN.test(url) ? url : null;
}

/** Cooking time: the page's cook time, else what the total leaves after preparation. */
function cookingMinutes(found: FoundRecipe): number | undefined {
  if (found.cookMinutes !== undefined) return found.cookMinutes;
  if (found.totalMinutes === undefined) return undefined;
  const rest = found.totalMinutes - (found.prepMinutes ?? 0);
  return found.prepMinutes !== undefined && rest >= 0 ? rest : undefined;
}

export function draftOf(found: FoundRecipe, tags: Tag[]): DraftWithoutImage {
  const cooking = cookingMinutes(found);
  const draft: DraftWithoutImage = {
    name: clipText(found.name, LIMITS.nameMax),
    serving_count: count(found.servings),
    prep_time: count(found.prepMinutes),
    cooking_time: count(cooking),
    source: sourceOf(found.url),
    tags: matchingTags(found.keywords, tags),
    ingredients_sections: ingredientSections(found),
    recipe_sections: stepSections(found),
    otherRecipes: found.otherRecipes ?? [],
    missing: [],
  };
  const missing: ImportField[] = [];
  if (!draft.name) missing.push('name');
  if (found.servings === undefined) missing.push('serving_count');
  if (found.prepMinutes === undefined) missing.push('prep_time');
  if (cooking === undefined) missing.push('cooking_time');
  if (!draft.source) missing.push('source');
  if (draft.tags.length === 0) missing.push('tags');
  if (draft.ingredients_sections.length === 0) missing.push('ingredients');
  if (draft.recipe_sections.length === 0) missing.push('steps');
  draft.missing = missing;
  return draft;
}
