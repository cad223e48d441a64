// Saving and removing recipes. Each call runs inside one write transaction (see sql-store.ts): the recipe,
// its tags, sections, search words and stub change together or not at all.
import type { Insertable, Kysely } from 'kysely';
import type { DialectModule, SearchDocument } from './dialects/dialect';
import { chunks } from './chunks';
import { addToRecipeCount, addToTagCounts, tagCountDeltas } from './counters';
import { UnknownTagsError } from './errors';
import { cardsOfRecipes, recipeIdByStub } from './recipe-reads';
import { noteSearchChanges } from './search-changes';
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

/** The distinct tag ids, after checking every one exists. */
export async function checkedTagIds(trx: Trx, tagIds: number[]): Promise<number[]> {
  const wanted = [...new Set(tagIds)];
  if (wanted.length === 0) return [];
  const found = new Set(
    (await trx.selectFrom('tags').select('id').where('id', 'in', wanted).execute()).map((row) => row.id),
  );
  const unknown = wanted.filter((id) => !found.has(id));
  if (unknown.length > 0) throw new UnknownTagsError(unknown);
  return wanted;
}

export function imageColumns(
  image: RecipeImage | null,
): Pick<Insertable<RecipesTable>, 'image_original' | 'image_page' | 'image_thumbnail' | 'image_placeholder'> {
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
export async function searchDocumentOf(
  trx: Trx,
  recipeId: number,
  input: RecipeInput,
  tagIds: number[],
): Promise<SearchDocument> {
  const tags = tagIds.length
    ? await trx.selectFrom('tags').select(['tag', 'shorthand']).where('id', 'in', tagIds).execute()
    : [];
  return { recipeId, tokens: searchDocumentTokens(input, tags) };
}

export function searchDocumentTokens(input: RecipeInput, tags: Array<{ tag: string; shorthand: string }>): string[] {
  return searchDocument([
    input.name,
    ...input.ingredients.flatMap((section) => section.ingredients.map((item) => item.ingredient)),
    ...tags.flatMap((tag) => [tag.tag, tag.shorthand]),
  ]);
}

/** Writes tags and sections of a recipe that has none (new, or cleared by an update), its sections' JSON and its card. */
async function insertChildren(
  trx: Trx,
  dialect: DialectModule,
  recipeId: number,
  input: RecipeInput,
  tagIds: number[],
): Promise<void> {
  if (tagIds.length > 0) {
    await trx
      .insertInto('recipe_tags')
      .values(tagIds.map((tag_id) => ({ recipe_id: recipeId, tag_id })))
      .execute();
  }
  const sections: RecipeSectionsOf = { ingredients_sections: [], recipe_sections: [] };
  const ingredientItems = new Map<number, StoredIngredientSection['ingredients']>();
  for (const [position, section] of input.ingredients.entries()) {
    const { id } = await trx
      .insertInto('ingredient_sections')
      .values({ recipe_id: recipeId, position, name: section.name })
      .returning('id')
      .executeTakeFirstOrThrow();
    const items = section.ingredients.map((item) => ({ id: 0, ...pickIngredient(item) }));
    ingredientItems.set(id, items);
    sections.ingredients_sections.push({ id, name: section.name, type: 'ingredients', ingredients: items });
  }
  await insertSectionItems(dialect, ingredientItems, 5, (batch) =>
    trx.insertInto('ingredients').values(batch).returning(['id', 'section_id', 'position']).execute(),
  );
  const stepItems = new Map<number, StoredStepSection['steps']>();
  for (const [position, section] of input.steps.entries()) {
    const { id } = await trx
      .insertInto('step_sections')
      .values({ recipe_id: recipeId, position, name: section.name })
      .returning('id')
      .executeTakeFirstOrThrow();
    const items = section.steps.map((item) => ({ id: 0, ...pickStep(item) }));
    stepItems.set(id, items);
    sections.recipe_sections.push({ id, name: section.name, type: 'recipes', steps: items });
  }
  await insertSectionItems(dialect, stepItems, 4, (batch) =>
    trx.insertInto('steps').values(batch).returning(['id', 'section_id', 'position']).execute(),
  );
  // The card is read back from the row and tags just written, as a list would read them.
  const card = (await cardsOfRecipes(trx, [recipeId])).get(recipeId) ?? null;
  await trx
    .updateTable('recipes')
    .set({ sections_json: sectionsJson(sections), card_json: card })
    .where('id', '=', recipeId)
    .execute();
  await dialect.writeSearchDocuments(trx, [await searchDocumentOf(trx, recipeId, input, tagIds)]);
  await noteSearchChanges(trx, [recipeId]);
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
  const candidates = [...new Set(keys)];
  if (candidates.length === 0) return [];
  const rows = await trx
    .selectFrom('recipes')
    .select(['image_original', 'image_page', 'image_thumbnail'])
    .where((eb) =>
      eb.or([
        eb('image_original', 'in', candidates),
        eb('image_page', 'in', candidates),
        eb('image_thumbnail', 'in', candidates),
      ]),
    )
    .execute();
  const referenced = new Set(rows.flatMap((row) => [row.image_original, row.image_page, row.image_thumbnail]));
  return candidates.filter((key) => !referenced.has(key));
}

function fileKeys(row: {
  image_original: string | null;
  image_page: string | null;
  image_thumbnail: string | null;
}): string[] {
  return [row.image_original, row.image_page, row.image_thumbnail].filter((key): key is string => key !== null);
}

export async function createRecipe(trx: Trx, dialect: DialectModule, input: CreateRecipeInput): Promise<CreateResult> {
  const tagIds = await checkedTagIds(trx, input.tagIds);
  await dialect.lock(trx, 'stubs');
  const stub = await allocateStub(trx, input.name);
  const now = Date.now();
  const { id } = await trx
    .insertInto('recipes')
    .values({ ...recipeColumns(input), ...imageColumns(input.image ?? null), stub, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  await insertChildren(trx, dialect, id, input, tagIds);
  await addToRecipeCount(trx, 1);
  await addToTagCounts(trx, tagCountDeltas([], tagIds));
  return { id, stub };
}

async function lockedRecipe(trx: Trx, dialect: DialectModule, stub: string) {
  const id = await recipeIdByStub(trx, stub);
  if (id === undefined) return undefined;
  return dialect
    .forUpdate(
      trx
        .selectFrom('recipes')
        .select(['id', 'name', 'stub', 'updated_at', 'image_original', 'image_page', 'image_thumbnail'])
        .where('id', '=', id),
    )
    .executeTakeFirst();
}

export async function updateRecipe(
  trx: Trx,
  dialect: DialectModule,
  stub: string,
  input: UpdateRecipeInput,
  options: UpdateOptions = {},
): Promise<UpdateResult> {
  const current = await lockedRecipe(trx, dialect, stub);
  if (!current) return { kind: 'not-found' };
  if (options.expectedUpdatedAt !== undefined && parseIso(options.expectedUpdatedAt) !== current.updated_at) {
    return { kind: 'conflict', currentUpdatedAt: toIso(current.updated_at) };
  }
  const tagIds = await checkedTagIds(trx, input.tagIds);

  let newStub = current.stub;
  if (slugify(input.name) !== slugify(current.name)) {
    await dialect.lock(trx, 'stubs');
    newStub = await allocateStub(trx, input.name, current.id);
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
  const oldTagIds = await tagIdsOf(trx, current.id);
  await trx.deleteFrom('recipe_tags').where('recipe_id', '=', current.id).execute();
  await trx.deleteFrom('ingredient_sections').where('recipe_id', '=', current.id).execute();
  await trx.deleteFrom('step_sections').where('recipe_id', '=', current.id).execute();
  await insertChildren(trx, dialect, current.id, input, tagIds);
  await addToTagCounts(trx, tagCountDeltas(oldTagIds, tagIds));

  const unreferencedImageKeys = input.image === undefined ? [] : await unreferencedOf(trx, fileKeys(current));
  return { kind: 'updated', id: current.id, stub: newStub, unreferencedImageKeys };
}

export async function deleteRecipe(trx: Trx, dialect: DialectModule, stub: string): Promise<DeleteResult> {
  const current = await lockedRecipe(trx, dialect, stub);
  if (!current) return { kind: 'not-found' };
  const oldTagIds = await tagIdsOf(trx, current.id);
  await dialect.deleteSearchDocument(trx, current.id);
  await noteSearchChanges(trx, [current.id]);
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
