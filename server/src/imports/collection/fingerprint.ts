// What makes two recipes the same for an import: the same name (case- and accent-folded) and the same
// ingredient and step sections, item for item. Importing a file twice finds every recipe already there.
import { createHash } from 'node:crypto';
import type { RecipeInput } from '../../db/store';
import { foldText } from '../../db/text-fold';

type Content = Pick<RecipeInput, 'name' | 'ingredients' | 'steps'>;

export function recipeFingerprint(recipe: Content): string {
  const fold = (text: string) => foldText(text).replace(/\s+/g, ' ').trim();
  const content = [
    fold(recipe.name),
    recipe.ingredients.map((section) => [
      fold(section.name),
      section.ingredients.map((item) => [fold(item.amount), fold(item.ingredient), fold(item.notes)]),
    ]),
    recipe.steps.map((section) => [
      fold(section.name),
      section.steps.map((item) => [fold(item.step), fold(item.notes)]),
    ]),
  ];
  return createHash('sha256').update(JSON.stringify(content)).digest('hex');
}
