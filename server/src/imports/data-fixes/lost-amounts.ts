// Structured data that lost amounts the page shows (" dijon mustard" where the page says "2 tsp dijon mustard"),
// written from another state of the recipe than the one shown (other amounts beside it: "⅛ tsp salt" where the page
// says "½ tsp salt"), or with amounts a program converted or printed ("18.20 gm olive oil" where the page says
// "1 tbsp olive oil"). When the page's list names the same ingredients one for one, the page's list is the recipe as
// the reader sees it.
import type { FoundSection } from '../found-recipe';
import { NO_AMOUNT } from '@simple-recipes/shared-api/format';
import { splitIngredientLine } from '../lines/ingredient-line';
import { holdsNumber, letters } from '../text';

/**
 * "18.20 gm", "125.00 gm", "500.0 g": an amount a program wrote, a decimal with a trailing zero as no cook writes
 * one, where the page shows the author's "1 tbsp", "1/2 cup", "500 g".
 */
const CONVERTED_AMOUNT = /^\d+\.\d*0(?!\d)/u;

/**
 * The page's sections when its entries name the data's ingredients in order and a data line lacks its amount, or
 * has it only as a program wrote it; or, when the page shows other lists beside it (the steps, a box of facts), the
 * one list that does.
 */
export function pageListOfDataWithLostAmounts(
  data: string[],
  shown: Array<FoundSection<string>>,
): Array<FoundSection<string>> | undefined {
  if (data.length === 0) return undefined;
  const parts = data.map(splitIngredientLine);
  const candidates = [shown, ...(shown.length > 1 ? shown.map((section) => [section]) : [])];
  return candidates.find((sections) =>
    namesDataWithAmounts(
      parts,
      sections.flatMap((section) => section.items),
    ),
  );
}

function namesDataWithAmounts(parts: Array<ReturnType<typeof splitIngredientLine>>, items: string[]): boolean {
  if (items.length !== parts.length) return false;
  const sameIngredients = parts.every((part, index) => {
    const ingredient = letters(part.ingredient);
    return ingredient.length > 0 && letters(items[index] as string).includes(ingredient);
  });
  const lostAmount = parts.some((part, index) => {
    const shownAmount = splitIngredientLine(items[index] as string).amount;
    if (shownAmount === NO_AMOUNT) return false;
    return (
      part.amount === NO_AMOUNT || (CONVERTED_AMOUNT.test(part.amount) && letters(shownAmount) !== letters(part.amount))
    );
  });
  return sameIngredients && lostAmount;
}

/**
 * The page's sections when the data gives only the ingredients' names ("laxfilé(er)", "gurka"), in an order and a
 * number of its own (each name once), and the page lists every one of them, with amounts: the page's lines are the
 * recipe's.
 */
export function pageListOfNamesOnlyData(
  data: string[],
  shown: Array<FoundSection<string>>,
): Array<FoundSection<string>> | undefined {
  if (data.length < 2 || data.some(holdsNumber)) return undefined;
  const items = shown.flatMap((section) => section.items);
  const withAmounts = items.filter((item) => splitIngredientLine(item).amount !== NO_AMOUNT);
  if (items.length < data.length || withAmounts.length * 2 <= items.length) return undefined;
  const shownLetters = items.map(letters);
  const allShown = data.every((line) => {
    const name = letters(line);
    return name.length > 0 && shownLetters.some((item) => item.includes(name));
  });
  return allShown ? shown : undefined;
}
