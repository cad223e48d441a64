// Saving and removing recipes. Each call runs inside one write transaction (see sql-store.ts): the recipe,
// its tags, sections, search words and stub change together or not at all.
import type { Kysely, Selectable } from 'kysely';
import type { Tag } from '@simple-recipes/shared-api/types';
import type { DialectModule } from './dialects/dialect';
import { chunks } from './chunks';
import { addToRecipeCount, addToTagCounts, tagCountDeltas } from './counters';
import { UnknownTagsError } from './errors';
import { referencedImageKeysAmong } from './image-keys';
import { recipeIdByStub, toSummary } from './recipe-reads';
import { cardJson } from '../recipes/list-json';
import type { SearchDocumentChanges } from './search-changes';
import { sectionsJson, type RecipeSectionsOf } from './sections-json';
import type { Database, RecipesTable } from './schema-types';
import type {
  CreateRecipeInput,
  CreateResult,
  DeleteResult,
  RecipeImage,
  RecipeInput,
  StoredIngredientSection,
  StoredStepSection,
  UpdateOptions,
  UpdateRecipeInput,
  UpdateResult,
} from './store';
import { allocateStub, slugify } from './stubs';
import { nameSortKey, searchDocument } from './text-fold';
import { parseIso, toIso } from './times';

type Trx = Kysely<Database>;

/**
 * The distinct tags of these ids, after checking every one exists, in the order a recipe's tags are listed
 * (by name, then id: the order `tagsOfRecipes` reads them in).
 */
export async function checkedTags(trx: Trx, tagIds: number[]): Promise<Tag[]> {
  const wanted = [...new Set(tagIds)];
  if (wanted.length === 0) return [];
  const found = await trx
    .selectFrom('tags')
    .select(['id', 'tag', 'shorthand'])
    .where('id', 'in', wanted)
    .orderBy('tag')
    .orderBy('id')
    .execute();
  const known = new Set(found.map((tag) => tag.id));
  const unknown = wanted.filter((id) => !known.has(id));
  if (unknown.length > 0) throw new UnknownTagsError(unknown);
  return found;
}

const idsOf = (tags: Tag[]) => tags.map((tag) => tag.id);

type ImageColumns = Pick<
  Selectable<RecipesTable>,
  'image_original' | 'image_page' | 'image_thumbnail' | 'image_placeholder'
>;

export function imageColumns(image: RecipeImage | null): ImageColumns {
  return {
    image_original: image?.original ?? null,
    image_page: image?.page ?? null,
    image_thumbnail: image?.thumbnail ?? null,
    image_placeholder: image?.placeholder ?? null,
  };
}

export function recipeColumns(input: RecipeInput) {
  return {
    name: input.name,
    name_sort: nameSortKey(input.name),
    serving_count: input.serving_count,
    prep_time: input.prep_time,
    cooking_time: input.cooking_time,
    source: input.source === '' ? null : input.source,
  };
}

/** The search words of a recipe: its name, its ingredients' text, its tags' names and shorthands. */
export function searchDocumentTokens(input: RecipeInput, tags: Array<{ tag: string; shorthand: string }>): string[] {
  return searchDocument([
    input.name,
    ...input.ingredients.flatMap((section) => section.ingredients.map((item) => item.ingredient)),
    ...tags.flatMap((tag) => [tag.tag, tag.shorthand]),
  ]);
}

/** What a recipe's list card shows that its input does not: where it lives, when it was made, its picture. */
interface CardFacts {
  id: number;
  stub: string;
  created_at: number;
  image: ImageColumns;
}

/**
 * Writes tags and sections of a recipe that has none (new, or cleared by an update), its sections' JSON, its list
 * card and its search words. The card is built from what the save has in hand, as a list reading the row would
 * build it (stored-cards.test.ts checks the two agree).
 */
async function insertChildren(
  trx: Trx,
  dialect: DialectModule,
  input: RecipeInput,
  tags: Tag[],
  facts: CardFacts,
  changes: SearchDocumentChanges,
): Promise<void> {
  const recipeId = facts.id;
  if (tags.length > 0) {
    await trx
      .insertInto('recipe_tags')
      .values(tags.map((tag) => ({ recipe_id: recipeId, tag_id: tag.id })))
      .execute();
  }
  const sections: RecipeSectionsOf = { ingredients_sections: [], recipe_sections: [] };
  const sectionRows = (list: Array<{ name: string }>) =>
    list.map((section, position) => ({ recipe_id: recipeId, position, name: section.name }));
  const ingredientSectionIds = await insertSections(
    trx,
    dialect,
    'ingredient_sections',
    sectionRows(input.ingredients),
  );
  const ingredientItems = new Map<number, StoredIngredientSection['ingredients']>();
  input.ingredients.forEach((section, position) => {
    const id = ingredientSectionIds.get(`${recipeId}:${position}`)!;
    const items = section.ingredients.map((item) => ({ id: 0, ...pickIngredient(item) }));
    ingredientItems.set(id, items);
    sections.ingredients_sections.push({ id, name: section.name, type: 'ingredients', ingredients: items });
  });
  await insertSectionItems(dialect, ingredientItems, 5, (batch) =>
    trx.insertInto('ingredients').values(batch).returning(['id', 'section_id', 'position']).execute(),
  );
  const stepSectionIds = await insertSections(trx, dialect, 'step_sections', sectionRows(input.steps));
  const stepItems = new Map<number, StoredStepSection['steps']>();
  input.steps.forEach((section, position) => {
    const id = stepSectionIds.get(`${recipeId}:${position}`)!;
    const items = section.steps.map((item) => ({ id: 0, ...pickStep(item) }));
    stepItems.set(id, items);
    sections.recipe_sections.push({ id, name: section.name, type: 'recipes', steps: items });
  });
  await insertSectionItems(dialect, stepItems, 4, (batch) =>
    trx.insertInto('steps').values(batch).returning(['id', 'section_id', 'position']).execute(),
  );
  const card = cardJson(
    toSummary(
      { ...recipeColumns(input), ...facts.image, id: recipeId, stub: facts.stub, created_at: facts.created_at },
      tags,
    ),
  );
  await trx
    .updateTable('recipes')
    .set({ sections_json: sectionsJson(sections), card_json: card })
    .where('id', '=', recipeId)
    .execute();
  const tokens = searchDocumentTokens(input, tags);
  await dialect.writeSearchDocuments(trx, [{ recipeId, tokens }]);
  changes.wrote({
    id: recipeId,
    nameSort: nameSortKey(input.name),
    createdAt: facts.created_at,
    tokens,
    tagIds: idsOf(tags),
  });
}

/** Inserts sections and returns their ids keyed by `${recipeId}:${position}`. */
export async function insertSections(
  trx: Trx,
  dialect: DialectModule,
  table: 'ingredient_sections' | 'step_sections',
  rows: Array<{ recipe_id: number; position: number; name: string }>,
): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const batch of chunks(rows, dialect.maxParameters / 3)) {
    // Matched by recipe and position: the order of the rows a RETURNING clause gives is not promised.
    const inserted = await trx.insertInto(table).values(batch).returning(['id', 'recipe_id', 'position']).execute();
    for (const row of inserted) ids.set(`${row.recipe_id}:${row.position}`, row.id);
  }
  return ids;
}

/**
 * Inserts the items of every section (keyed by section id) in statements under the parameter limit, and gives each
 * item object the id the database gave its row, found by section and position (the order of the rows a RETURNING
 * clause gives is not promised).
 */
export async function insertSectionItems<Item extends { id: number }>(
  dialect: DialectModule,
  itemsBySection: Map<number, Item[]>,
  columnsPerRow: number,
  insert: (
    batch: Array<Omit<Item, 'id'> & { section_id: number; position: number }>,
  ) => Promise<Array<{ id: number; section_id: number; position: number }>>,
): Promise<void> {
  const rows = [...itemsBySection].flatMap(([section_id, items]) =>
    items.map(({ id: _, ...item }, position) => ({ section_id, position, ...item })),
  );
  for (const batch of chunks(rows, dialect.maxParameters / columnsPerRow)) {
    for (const row of await insert(batch)) itemsBySection.get(row.section_id)![row.position]!.id = row.id;
  }
}

export function pickIngredient(item: { ingredient: string; amount: string; notes: string }) {
  return { ingredient: item.ingredient, amount: item.amount, notes: item.notes ?? '' };
}

export function pickStep(item: { step: string; notes: string }) {
  return { step: item.step, notes: item.notes ?? '' };
}

async function tagIdsOf(trx: Trx, recipeId: number): Promise<number[]> {
  const rows = await trx.selectFrom('recipe_tags').select('tag_id').where('recipe_id', '=', recipeId).execute();
  return rows.map((row) => row.tag_id);
}

/** Of these image files, those no recipe references any more. */
async function unreferencedOf(trx: Trx, keys: string[]): Promise<string[]> {
  const referenced = await referencedImageKeysAmong(trx, keys);
  return [...new Set(keys)].filter((key) => !referenced.has(key));
}

function fileKeys(row: {
  image_original: string | null;
  image_page: string | null;
  image_thumbnail: string | null;
}): string[] {
  return [row.image_original, row.image_page, row.image_thumbnail].filter((key): key is string => key !== null);
}

/** `changes` gets the search document the write changed (sql-store.ts `listWrite`). */
export async function createRecipe(
  trx: Trx,
  dialect: DialectModule,
  input: CreateRecipeInput,
  changes: SearchDocumentChanges,
): Promise<CreateResult> {
  const tags = await checkedTags(trx, input.tagIds);
  const stub = await allocateStub(trx, dialect, input.name);
  const now = Date.now();
  const image = imageColumns(input.image ?? null);
  const { id } = await trx
    .insertInto('recipes')
    .values({ ...recipeColumns(input), ...image, stub, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  await insertChildren(trx, dialect, input, tags, { id, stub, created_at: now, image }, changes);
  await addToRecipeCount(trx, 1);
  await addToTagCounts(trx, tagCountDeltas([], idsOf(tags)));
  return { id, stub };
}

/** The recipe with this current or former stub, locked for the rest of the write; one statement when it is current. */
async function lockedRecipe(trx: Trx, dialect: DialectModule, stub: string) {
  const select = () =>
    trx
      .selectFrom('recipes')
      .select([
        'id',
        'name',
        'stub',
        'created_at',
        'updated_at',
        'image_original',
        'image_page',
        'image_thumbnail',
        'image_placeholder',
      ]);
  const current = await dialect.forUpdate(select().where('stub', '=', stub)).executeTakeFirst();
  if (current) return current;
  const id = await recipeIdByStub(trx, stub);
  return id === undefined ? undefined : dialect.forUpdate(select().where('id', '=', id)).executeTakeFirst();
}

export async function updateRecipe(
  trx: Trx,
  dialect: DialectModule,
  stub: string,
  input: UpdateRecipeInput,
  changes: SearchDocumentChanges,
  options: UpdateOptions = {},
): Promise<UpdateResult> {
  const current = await lockedRecipe(trx, dialect, stub);
  if (!current) return { kind: 'not-found' };
  if (options.expectedUpdatedAt !== undefined && parseIso(options.expectedUpdatedAt) !== current.updated_at) {
    return { kind: 'conflict', currentUpdatedAt: toIso(current.updated_at) };
  }
  const tags = await checkedTags(trx, input.tagIds);

  let newStub = current.stub;
  if (slugify(input.name) !== slugify(current.name)) {
    newStub = await allocateStub(trx, dialect, input.name, current.id);
    // The stub it takes may be one of its own former stubs; the one it leaves keeps working.
    await trx.deleteFrom('former_stubs').where('stub', '=', newStub).execute();
    await trx.insertInto('former_stubs').values({ stub: current.stub, recipe_id: current.id }).execute();
  }

  // Strictly later than before, even within the same millisecond, so a stale copy is always detected.
  const updatedAt = Math.max(Date.now(), current.updated_at + 1);
  const image = input.image === undefined ? undefined : imageColumns(input.image);
  await trx
    .updateTable('recipes')
    .set({ ...recipeColumns(input), ...image, stub: newStub, updated_at: updatedAt })
    .where('id', '=', current.id)
    .execute();
  const oldTagIds = (
    await trx.deleteFrom('recipe_tags').where('recipe_id', '=', current.id).returning('tag_id').execute()
  ).map((row) => row.tag_id);
  await trx.deleteFrom('ingredient_sections').where('recipe_id', '=', current.id).execute();
  await trx.deleteFrom('step_sections').where('recipe_id', '=', current.id).execute();
  await insertChildren(
    trx,
    dialect,
    input,
    tags,
    {
      id: current.id,
      stub: newStub,
      created_at: current.created_at,
      image: image ?? {
        image_original: current.image_original,
        image_page: current.image_page,
        image_thumbnail: current.image_thumbnail,
        image_placeholder: current.image_placeholder,
      },
    },
    changes,
  );
  await addToTagCounts(trx, tagCountDeltas(oldTagIds, idsOf(tags)));

  const unreferencedImageKeys = input.image === undefined ? [] : await unreferencedOf(trx, fileKeys(current));
  return { kind: 'updated', id: current.id, stub: newStub, unreferencedImageKeys };
}

export async function deleteRecipe(
  trx: Trx,
  dialect: DialectModule,
  stub: string,
  changes: SearchDocumentChanges,
): Promise<DeleteResult> {
  const current = await lockedRecipe(trx, dialect, stub);
  if (!current) return { kind: 'not-found' };
  const oldTagIds = await tagIdsOf(trx, current.id);
  await dialect.deleteSearchDocument(trx, current.id);
  changes.removed(current.id);
  // Tags, sections, items and former stubs go with it (ON DELETE CASCADE).
  await trx.deleteFrom('recipes').where('id', '=', current.id).execute();
  await addToRecipeCount(trx, -1);
  await addToTagCounts(trx, tagCountDeltas(oldTagIds, []));
  return {
    kind: 'deleted',
    id: current.id,
    stub: current.stub,
    unreferencedImageKeys: await unreferencedOf(trx, fileKeys(current)),
  };
}
