// The recipes saved under a name, as the duplicate checks tell names apart (`foldedName`): the import's "already
// here" and the editor's name field ask the same question, so they give the same answer.
import type { Store, StoredRecipe } from '../db/store';
import { foldedName } from '../db/text-fold';

/** The recipes of this name (case, accents and surrounding spaces aside), the oldest first; none for a blank name. */
export async function recipesOfName(
  store: Pick<Store, 'recipesWithFoldedNames'>,
  name: string,
): Promise<StoredRecipe[]> {
  const folded = foldedName(name);
  return folded ? store.recipesWithFoldedNames([folded]) : [];
}
