import type { RecipeSummary } from '@simple-recipes/shared-api/types';
import type { RecipeListResult } from '../store';

/** A list answer's cards as a client reads them. */
export function cardsOf(result: RecipeListResult): RecipeSummary[] {
  return result.cards.map((card) => JSON.parse(card) as RecipeSummary);
}
