// An ingredient that another recipe manager keeps in parts (an amount as a decimal, a unit, a food, a note), written
// as the line a cook would write, which the importer then splits as it splits a page's: "1 1/2 cups flour, sifted".
import { formatQuantity } from 'format-quantity';
import { isObject } from '../structured-data/json-ld';

export interface IngredientParts {
  /** The amount as a number ("0.333"), or none. */
  amount?: unknown;
  /** The unit and the food as objects with a `name` and, where the manager has one, a plural name. */
  unit?: unknown;
  food?: unknown;
  note?: unknown;
}

export const partText = (value: unknown) =>
  typeof value === 'string' ? value.trim() : typeof value === 'number' && Number.isFinite(value) ? String(value) : '';

/** A unit's or a food's name, plural where the amount is more than one and the manager gives a plural. */
export function partName(value: unknown, plural: boolean): string {
  if (typeof value === 'string') return value.trim();
  if (!isObject(value)) return '';
  return (plural && (partText(value.plural_name) || partText(value.pluralName))) || partText(value.name);
}

/** "1 1/2 cups flour, sifted"; the note alone where there is nothing else; '' for an empty ingredient. */
export function ingredientLineOf(parts: IngredientParts): string {
  const amount = Number(partText(parts.amount));
  const counted = Number.isFinite(amount) && amount > 0;
  const plural = counted && amount > 1;
  const words = [counted ? formatQuantity(amount) : '', partName(parts.unit, plural), partName(parts.food, plural)]
    .filter(Boolean)
    .join(' ');
  const note = partText(parts.note);
  return words && note ? `${words}, ${note}` : words || note;
}
