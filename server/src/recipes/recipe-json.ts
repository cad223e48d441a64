// A recipe answer's JSON: the recipe's own fields written by the route schema's serializer, its sections spliced in
// as stored (db/sections-json.ts), so a recipe page costs no aggregation, parsing or serializing of its sections.
// The bytes are those `reply.serialize(toRecipe(recipe))` writes, members in the same order.
import build from 'fast-json-stringify';
import type { RecipeDocument } from '../db/store';
import { sectionsMembers } from '../db/sections-json';
import { recipeHeadSchema } from '../schemas';
import { toRecipeSummary } from './to-api';

const writeHead = build(recipeHeadSchema);

export function recipeAnswerJson({ recipe, sectionsJson }: RecipeDocument): string {
  const head = writeHead({ ...toRecipeSummary(recipe), source: recipe.source });
  return `${head.slice(0, -1)},${sectionsMembers(sectionsJson)},"updated_at":${JSON.stringify(recipe.updated_at)}}`;
}
