// The ingredient and step sections of one or many recipes, each with its items in order: four queries however
// many recipes are asked for (a recipe page asks for one, an export a batch).
import type { Kysely } from 'kysely';
import type { Database } from './schema-types';
import type { StoredIngredientSection, StoredStepSection } from './store';

export interface RecipeSections {
  ingredients: Map<number, StoredIngredientSection[]>;
  steps: Map<number, StoredStepSection[]>;
}

/** Every recipe id in `recipeIds` gets an entry (empty when it has no sections). Call inside a read transaction. */
export async function sectionsOfRecipes(db: Kysely<Database>, recipeIds: number[]): Promise<RecipeSections> {
  const ingredientSections = await db
    .selectFrom('ingredient_sections')
    .select(['id', 'recipe_id', 'name'])
    .where('recipe_id', 'in', recipeIds)
    .orderBy('recipe_id')
    .orderBy('position')
    .execute();
  const ingredients = await db
    .selectFrom('ingredients')
    .innerJoin('ingredient_sections', 'ingredient_sections.id', 'ingredients.section_id')
    .select([
      'ingredients.id',
      'ingredients.section_id',
      'ingredients.ingredient',
      'ingredients.amount',
      'ingredients.notes',
    ])
    .where('ingredient_sections.recipe_id', 'in', recipeIds)
    .orderBy('ingredients.section_id')
    .orderBy('ingredients.position')
    .execute();
  const stepSections = await db
    .selectFrom('step_sections')
    .select(['id', 'recipe_id', 'name'])
    .where('recipe_id', 'in', recipeIds)
    .orderBy('recipe_id')
    .orderBy('position')
    .execute();
  const steps = await db
    .selectFrom('steps')
    .innerJoin('step_sections', 'step_sections.id', 'steps.section_id')
    .select(['steps.id', 'steps.section_id', 'steps.step', 'steps.notes'])
    .where('step_sections.recipe_id', 'in', recipeIds)
    .orderBy('steps.section_id')
    .orderBy('steps.position')
    .execute();

  const ingredientSectionById = new Map<number, StoredIngredientSection>();
  const ingredientSectionsOf = new Map<number, StoredIngredientSection[]>(recipeIds.map((id) => [id, []]));
  for (const section of ingredientSections) {
    const entry: StoredIngredientSection = { id: section.id, name: section.name, type: 'ingredients', ingredients: [] };
    ingredientSectionById.set(section.id, entry);
    ingredientSectionsOf.get(section.recipe_id)?.push(entry);
  }
  for (const { section_id, ...item } of ingredients) ingredientSectionById.get(section_id)?.ingredients.push(item);

  const stepSectionById = new Map<number, StoredStepSection>();
  const stepSectionsOf = new Map<number, StoredStepSection[]>(recipeIds.map((id) => [id, []]));
  for (const section of stepSections) {
    const entry: StoredStepSection = { id: section.id, name: section.name, type: 'recipes', steps: [] };
    stepSectionById.set(section.id, entry);
    stepSectionsOf.get(section.recipe_id)?.push(entry);
  }
  for (const { section_id, ...item } of steps) stepSectionById.get(section_id)?.steps.push(item);

  return { ingredients: ingredientSectionsOf, steps: stepSectionsOf };
}
