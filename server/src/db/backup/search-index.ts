// The search index differs per database (FTS5 or tsvector) and is not in a backup: a restore rebuilds it from the
// recipes, their ingredients and tags, as a save would write it.
import type { DialectModule, SearchDocument } from '../dialects/dialect';
import { searchDocumentTokens } from '../recipe-writes';

/** Rewrites the search documents of every recipe, a page of recipes per transaction. */
export async function rebuildSearchIndex(dialect: DialectModule, pageSize = 500): Promise<void> {
  let afterId = 0;
  for (;;) {
    const recipes = await dialect.db
      .selectFrom('recipes')
      .select(['id', 'name'])
      .where('id', '>', afterId)
      .orderBy('id')
      .limit(pageSize)
      .execute();
    if (recipes.length === 0) return;
    const ids = recipes.map((recipe) => recipe.id);
    const ingredients = await dialect.db
      .selectFrom('ingredients')
      .innerJoin('ingredient_sections', 'ingredient_sections.id', 'ingredients.section_id')
      .select(['ingredient_sections.recipe_id', 'ingredients.ingredient'])
      .where('ingredient_sections.recipe_id', 'in', ids)
      .execute();
    const tags = await dialect.db
      .selectFrom('recipe_tags')
      .innerJoin('tags', 'tags.id', 'recipe_tags.tag_id')
      .select(['recipe_tags.recipe_id', 'tags.tag', 'tags.shorthand'])
      .where('recipe_tags.recipe_id', 'in', ids)
      .execute();
    // searchDocumentTokens reads a recipe's name and its ingredients' text, nothing else of the input.
    const documents: SearchDocument[] = recipes.map((recipe) => ({
      recipeId: recipe.id,
      tokens: searchDocumentTokens(
        {
          name: recipe.name,
          ingredients: [
            {
              ingredients: ingredients
                .filter((row) => row.recipe_id === recipe.id)
                .map((row) => ({ ingredient: row.ingredient, amount: '', notes: '' })),
              name: '',
            },
          ],
        } as Parameters<typeof searchDocumentTokens>[0],
        tags.filter((row) => row.recipe_id === recipe.id),
      ),
    }));
    await dialect.writeTransaction((trx) => dialect.writeSearchDocuments(trx, documents));
    afterId = ids[ids.length - 1]!;
  }
}
