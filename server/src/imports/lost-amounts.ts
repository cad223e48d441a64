// Structured data that lost amounts the page shows (" dijon mustard" where the page says "2 tsp dijon mustard"),
// written from another state of the recipe than the one shown (other amounts beside it: "⅛ tsp salt" where the page
// says "½ tsp salt"). When the page's list names the same ingredients one for one, the page's list is the recipe as
// the reader sees it.
import type { FoundSection } from './found-recipe';
import { NO_AMOUNT, splitIngredientLine } from './ingredient-line';
import { letters } from './text';

/** The page's sections when its entries name the data's ingredients in order and a data line lacks its amount. */
export function pageListOfDataWithLostAmounts(
  data: string[],
  shown: Array<FoundSection<string>>,
): Array<FoundSection<string>> | undefined {
  const items = shown.flatMap((section) => section.items);
  if (data.length === 0 || items.length !== data.length) return undefined;
  const parts = data.map(splitIngredientLine);
  const sameIngredients = parts.every((part, index) => {
    const ingredient = letters(part.ingredient);
    return ingredient.length > 0 && letters(items[index] as string).includes(ingredient);
  });
  const lostAmount = parts.some(
    (part, index) => part.amount === NO_AMOUNT && splitIngredientLine(items[index] as string).amount !== NO_AMOUNT,
  );
  return sameIngredients && lostAmount ? shown : undefined;
}
