// Whole recipes read a batch at a time, in id order (export, and the duplicate check of a collection import):
// a few queries per batch however many recipes it holds, and memory bounded by the batch.
import type { Kysely } from 'kysely';
import type { Database } from './schema-types';
import type { StoredIngredientSection, StoredRecipe, StoredStepSection } from './store';
import { imageOf, tagsOfRecipes } from './recipe-reads';
import { toIso } from './times';

/** Up to `limit` recipes with an id above `afterId`, ordered by id. Call inside a read transaction. */
export async function recipesAfter(db: Kysely<Database>, afterId: number, limit: number): Promise<StoredRecipe[]> {
  const rows = await db
    .selectFrom('recipes')
    .selectAll()
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(limit)
    .execute();
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const tags = await tagsOfRecipes(db, ids);

  const ingredientSections = await db
    .selectFrom('ingredient_sections')
    .select(['id', 'recipe_id', 'name'])
    .where('recipe_id', 'in', ids)
    .orderBy('recipe_id')
    .orderBy('position')
    .execute();
  const ingredients = await db
    .selectFrom('ingredients')
    .innerJoin('ingredient_sections', 'ingredient_sections.id', 'ingredients.section_id')
    .select(['ingredients.id', 'ingredients.section_id', 'ingredients.ingredient', 'ingredients.amount', 'ingredients.notes'])
    .where('ingredient_sections.recipe_id', 'in', ids)
    .orderBy('ingredients.section_id')
    .orderBy('ingredients.position')
    .execute();
  const stepSections = await db
    .selectFrom('step_sections')
    .select(['id', 'recipe_id', 'name'])
    .where('recipe_id', 'in', ids)
    .orderBy('recipe_id')
    .orderBy('position')
    .execute();
  const steps = await db
    .selectFrom('steps')
    .innerJoin('step_sections', 'step_sections.id', 'steps.section_id')
    .select(['steps.id', 'steps.section_id', 'steps.step', 'steps.notes'])
    .where('step_sections.recipe_id', 'in', ids)
    .orderBy('steps.section_id')
    .orderBy('steps.position')
    .execute();

  const ingredientSectionById = new Map<number, StoredIngredientSection>();
  const ingredientSectionsOf = new Map<number, StoredIngredientSection[]>(ids.map((id) => [id, []]));
  for (const section of ingredientSections) {
    const entry: StoredIngredientSection = { id: section.id, name: section.name, type: 'ingredients', ingredients: [] };
    ingredientSectionById.set(section.id, entry);
    ingredientSectionsOf.get(section.recipe_id)?.push(entry);
  }
  for (const { section_id, ...item } of ingredients) ingredientSectionById.get(section_id)?.ingredients.push(item);

  const stepSectionById = new Map<number, StoredStepSection>();
  const stepSectionsOf = new Map<number, StoredStepSection[]>(ids.map((id) => [id, []]));
  for (const section of stepSections) {
    const entry: StoredStepSection = { id: section.id, name: section.name, type: 'recipes', steps: [] };
    stepSectionById.set(section.id, entry);
    stepSectionsOf.get(section.recipe_id)?.push(entry);
  }
  for (const { section_id, ...item } of steps) stepSectionById.get(section_id)?.steps.push(item);

  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    stub: row.stub,
    serving_count: row.serving_count,
    prep_time: row.prep_time,
    cooking_time: row.cooking_time,
    image: imageOf(row),
    tags: tags.get(row.id) ?? [],
    created_at: toIso(row.created_at),
    source: row.source,
    ingredients_sections: ingredientSectionsOf.get(row.id) ?? [],
    recipe_sections: stepSectionsOf.get(row.id) ?? [],
    updated_at: toIso(row.updated_at),
  }));
}
