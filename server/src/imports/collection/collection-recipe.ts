// One recipe of a collection file (this site's export, any schema.org Recipe JSON-LD, a Paprika recipe read as one)
// → what a save of it writes, validated by the save's own schema. This site's export carries its exact structure
// (`simpleRecipes`); other files are read like a web page's JSON-LD.
import { validateDraft, valuesFromImport } from '@simple-recipes/shared-api/schema';
import { LIMITS, type RecipeImportDraft, type Tag } from '@simple-recipes/shared-api/types';
import type { RecipeInput } from '../../db/store';
import { CONTROL_CHARACTER_MESSAGE, pathsWithControlCharacters } from '../../recipes/control-characters';
import { storedFields } from '../../recipes/validate-save';
import { EXPORT_EXTENSION, type ExportedStructure } from '../../exports/recipe-json-ld';
import { draftOf } from '../draft';
import { splitAtHeadingLines } from '../data-fixes/heading-lines';
import { isObject, type JsonObject } from '../structured-data/json-ld';
import { foundFromSchemaRecipe } from '../structured-data/schema-recipe';
import { sectionsAtStepTitles } from '../structured-data/step-titles';
import { textOf } from '../text';

/** A tag as a file names it; resolved to (or created as) one of the site's tags by its shorthand. */
export interface NamedTag {
  tag: string;
  shorthand: string;
}

export interface CollectionRecipe {
  /** Where it came from in the file, for messages. */
  origin: string;
  fields: Omit<RecipeInput, 'tagIds'>;
  tags: NamedTag[];
  /** The picture's entry in the zip, if any. */
  picture?: string;
  preferredStub?: string;
  createdAt?: Date;
}

function structureOf(node: JsonObject): ExportedStructure | undefined {
  const structure = node[EXPORT_EXTENSION];
  // A recipe page's JSON-LD carries only the sections (read by the schema.org reader); the export, all of it.
  return isObject(structure) &&
    Array.isArray(structure.ingredients) &&
    Array.isArray(structure.steps) &&
    typeof structure.serving_count === 'number'
    ? (structure as unknown as ExportedStructure)
    : undefined;
}

/** The zip entry a relative picture path points at, seen from the recipe file (`../images/x.jpg`). */
function pictureEntry(image: unknown, file: string): string | undefined {
  const path =
    typeof image === 'string' ? image : isObject(image) && typeof image.url === 'string' ? image.url : undefined;
  if (!path || /^[a-z][a-z0-9+.-]*:/i.test(path) || path.startsWith('/')) return undefined;
  const parts = file.split('/').slice(0, -1);
  for (const part of path.split('/')) {
    if (part === '..') {
      if (parts.length === 0) return undefined;
      parts.pop();
    } else if (part && part !== '.') parts.push(part);
  }
  return parts.join('/');
}

function namedTags(value: unknown): NamedTag[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry) =>
    isObject(entry) &&
    typeof entry.tag === 'string' &&
    typeof entry.shorthand === 'string' &&
    entry.tag.trim() &&
    entry.shorthand.trim()
      ? [{ tag: entry.tag.trim(), shorthand: entry.shorthand.trim() }]
      : [],
  );
}

/**
 * The steps with the recipe's own notes (a Paprika recipe's), which nothing else holds: the last step's notes, or,
 * when that would be too long, a last step section "Notes" with a step a paragraph.
 */
function withRecipeNotes(
  steps: RecipeImportDraft['recipe_sections'],
  notes: string,
): RecipeImportDraft['recipe_sections'] {
  const last = steps[steps.length - 1];
  const lastStep = last?.steps[last.steps.length - 1];
  if (!notes || !last || !lastStep) return steps;
  const joined = [lastStep.notes, notes].filter(Boolean).join('\n\n');
  if (joined.length > LIMITS.textMax) {
    const paragraphs = notes.split(/\n\s*\n/).map((paragraph) => paragraph.trim());
    const noteSteps = paragraphs.filter(Boolean).map((step) => ({ step, notes: '' }));
    return [...steps, { name: 'Notes', type: 'recipes', steps: noteSteps }];
  }
  return [...steps.slice(0, -1), { ...last, steps: [...last.steps.slice(0, -1), { ...lastStep, notes: joined }] }];
}

/** The draft parts of a node: the exact structure when the file has it, else what the schema.org reader finds. */
function draftParts(node: JsonObject, existingTags: Tag[], notes: string) {
  const structure = structureOf(node);
  if (structure) {
    return {
      recipe: {
        name: textOf(node.name),
        serving_count: structure.serving_count,
        prep_time: structure.prep_time,
        cooking_time: structure.cooking_time,
        source: structure.source,
        tags: [],
      },
      ingredients: structure.ingredients.map((section) => ({ ...section, type: 'ingredients' })),
      steps: structure.steps.map((section) => ({ ...section, type: 'recipes' })),
      tags: namedTags(structure.tags),
      stub: typeof structure.stub === 'string' ? structure.stub : undefined,
      createdAt: typeof structure.created_at === 'string' ? structure.created_at : undefined,
    };
  }
  const found = foundFromSchemaRecipe(node, undefined);
  // Headings written among the lines ("For the sauce:", "MAKE THE DRESSING") name the lines after them, as on a
  // page: files written by hand (Paprika's, a text per recipe) have no other way to group them.
  found.ingredientGroups = splitAtHeadingLines(found.ingredientGroups);
  found.stepSections = sectionsAtStepTitles(splitAtHeadingLines(found.stepSections), found.stepTitles);
  const draft = draftOf(found, existingTags);
  return {
    // The form's fields, as the editor's import fills them; the tags are written by name below.
    recipe: { ...valuesFromImport(draft).recipe, tags: [] },
    ingredients: draft.ingredients_sections,
    steps: withRecipeNotes(draft.recipe_sections, notes),
    tags: draft.tags.map(({ tag, shorthand }) => ({ tag, shorthand })),
    stub: undefined,
    createdAt: typeof node.dateCreated === 'string' ? node.dateCreated : undefined,
  };
}

/** Validated like a save: the recipe, or a sentence naming the file and its first problem. */
export async function collectionRecipe(
  node: JsonObject,
  file: string,
  existingTags: Tag[],
  notes = '',
): Promise<CollectionRecipe | string> {
  const parts = draftParts(node, existingTags, notes);
  const result = await validateDraft({ recipe: parts.recipe, ingredients: parts.ingredients, steps: parts.steps });
  if (!result.ok) {
    const [path, message] = Object.entries(result.errors)[0] ?? ['', 'it is not a valid recipe'];
    return `${file}: ${message}${path ? ` (${path})` : ''}`;
  }
  const badText = pathsWithControlCharacters(result.value);
  if (badText.length > 0) return `${file}: ${CONTROL_CHARACTER_MESSAGE} (${badText[0]})`;
  const created = parts.createdAt ? new Date(parts.createdAt) : undefined;
  const picture = pictureEntry(node.image, file);
  return {
    origin: file,
    fields: storedFields(result.value),
    tags: parts.tags,
    ...(picture ? { picture } : {}),
    ...(parts.stub ? { preferredStub: parts.stub } : {}),
    ...(created && Number.isFinite(created.getTime()) ? { createdAt: created } : {}),
  };
}
