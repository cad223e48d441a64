// Many recipes in one transaction with few, large statements (seed and benchmarks: 100,000 recipes in minutes).
import type { Kysely } from 'kysely';
import type { DialectModule } from './dialects/dialect';
import { chunks } from './chunks';
import { addToRecipeCount, addToTagCounts } from './counters';
import type { Database } from './schema-types';
import type { SearchDocumentChanges } from './search-changes';
import { cardsOfRecipes } from './recipe-reads';
import { sectionsJson, writeRecipeJson, type RecipeSectionsOf } from './sections-json';
import type { BulkRecipeInput, StoredIngredientSection, StoredStepSection } from './store';
import { pickStub, slugify, stubsTakenBy } from './stubs';
import {
  checkedTags,
  imageColumns,
  insertSectionItems,
  insertSections,
  pickIngredient,
  pickStep,
  recipeColumns,
  searchDocumentTokens,
} from './recipe-writes';

type Trx = Kysely<Database>;

/** Writes rows in batches that keep each statement under the parameter limit. */
async function inBatches<T>(
  dialect: DialectModule,
  rows: T[],
  columnsPerRow: number,
  write: (batch: T[]) => Promise<unknown>,
): Promise<void> {
  for (const batch of chunks(rows, dialect.maxParameters / columnsPerRow)) await write(batch);
}

export async function insertRecipesBulk(
  trx: Trx,
  dialect: DialectModule,
  recipes: BulkRecipeInput[],
  changes: SearchDocumentChanges,
): Promise<string[]> {
  if (recipes.length === 0) return [];
  await checkedTags(
    trx,
    recipes.flatMap((recipe) => recipe.tagIds),
  );
  const tags = new Map(
    (await trx.selectFrom('tags').select(['id', 'tag', 'shorthand']).execute()).map((tag) => [tag.id, tag]),
  );

  await dialect.lock(trx, 'stubs');
  const bases = recipes.map((recipe) =>
    recipe.preferredStub && slugify(recipe.preferredStub) === recipe.preferredStub
      ? recipe.preferredStub
      : slugify(recipe.name),
  );
  const taken = await stubsTakenBy(trx, bases);
  const stubs = bases.map((base) => {
    const stub = pickStub(base, (candidate) => taken.has(candidate));
    taken.add(stub);
    return stub;
  });

  const now = Date.now();
  const recipeRows = recipes.map((recipe, index) => ({
    ...recipeColumns(recipe),
    stub: stubs[index] as string,
    ...imageColumns(recipe.image ?? null),
    created_at: recipe.createdAt?.getTime() ?? now,
    updated_at: recipe.createdAt?.getTime() ?? now,
  }));
  const idByStub = new Map<string, number>();
  await inBatches(dialect, recipeRows, 14, async (batch) => {
    const inserted = await trx.insertInto('recipes').values(batch).returning(['id', 'stub']).execute();
    for (const row of inserted) idByStub.set(row.stub, row.id);
  });
  const ids = stubs.map((stub) => idByStub.get(stub) as number);

  const uniqueTagIds = recipes.map((recipe) => [...new Set(recipe.tagIds)]);
  await inBatches(
    dialect,
    recipes.flatMap((_, index) =>
      (uniqueTagIds[index] ?? []).map((tag_id) => ({ recipe_id: ids[index] as number, tag_id })),
    ),
    2,
    (batch) => trx.insertInto('recipe_tags').values(batch).execute(),
  );

  const sections: RecipeSectionsOf[] = recipes.map(() => ({ ingredients_sections: [], recipe_sections: [] }));
  const ingredientSectionIds = await insertSections(
    trx,
    dialect,
    'ingredient_sections',
    recipes.flatMap((recipe, index) =>
      recipe.ingredients.map((section, position) => ({
        recipe_id: ids[index] as number,
        position,
        name: section.name,
      })),
    ),
  );
  const ingredientItems = new Map<number, StoredIngredientSection['ingredients']>();
  recipes.forEach((recipe, index) => {
    for (const [position, section] of recipe.ingredients.entries()) {
      const id = ingredientSectionIds.get(`${ids[index]}:${position}`) as number;
      const items = section.ingredients.map((item) => ({ id: 0, ...pickIngredient(item) }));
      ingredientItems.set(id, items);
      sections[index]!.ingredients_sections.push({ id, name: section.name, type: 'ingredients', ingredients: items });
    }
  });
  await insertSectionItems(dialect, ingredientItems, 5, (batch) =>
    trx.insertInto('ingredients').values(batch).returning(['id', 'section_id', 'position']).execute(),
  );

  const stepSectionIds = await insertSections(
    trx,
    dialect,
    'step_sections',
    recipes.flatMap((recipe, index) =>
      recipe.steps.map((section, position) => ({ recipe_id: ids[index] as number, position, name: section.name })),
    ),
  );
  const stepItems = new Map<number, StoredStepSection['steps']>();
  recipes.forEach((recipe, index) => {
    for (const [position, section] of recipe.steps.entries()) {
      const id = stepSectionIds.get(`${ids[index]}:${position}`) as number;
      const items = section.steps.map((item) => ({ id: 0, ...pickStep(item) }));
      stepItems.set(id, items);
      sections[index]!.recipe_sections.push({ id, name: section.name, type: 'recipes', steps: items });
    }
  });
  await insertSectionItems(dialect, stepItems, 4, (batch) =>
    trx.insertInto('steps').values(batch).returning(['id', 'section_id', 'position']).execute(),
  );
  // Each card read back from the rows and tags just written, as a list would read them; one update writes both.
  const cards = await cardsOfRecipes(trx, ids);
  await writeRecipeJson(
    trx,
    dialect,
    ['sections_json', 'card_json'],
    sections.map((of, index) => {
      const recipeId = ids[index] as number;
      return { recipeId, json: [sectionsJson(of), cards.get(recipeId) ?? null] };
    }),
  );

  const documents = recipes.map((recipe, index) => ({
    id: ids[index] as number,
    nameSort: recipeRows[index]!.name_sort,
    createdAt: recipeRows[index]!.created_at,
    tokens: searchDocumentTokens(
      recipe,
      (uniqueTagIds[index] ?? []).flatMap((id) => tags.get(id) ?? []),
    ),
    tagIds: uniqueTagIds[index] ?? [],
  }));
  await dialect.writeSearchDocuments(
    trx,
    documents.map((document) => ({ recipeId: document.id, tokens: document.tokens })),
  );
  for (const document of documents) changes.wrote(document);
  await addToRecipeCount(trx, recipes.length);
  const tagDeltas = new Map<number, number>();
  for (const ids of uniqueTagIds) for (const id of ids) tagDeltas.set(id, (tagDeltas.get(id) ?? 0) + 1);
  await addToTagCounts(trx, tagDeltas);
  return stubs;
}
