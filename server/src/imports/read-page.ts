// A web page → the recipe on it: schema.org JSON-LD first, then microdata; the page's own head fills what the
// recipe node leaves out (canonical address, picture). undefined when the page holds no recipe.
import { load, type CheerioAPI } from 'cheerio';
import type { AnyNode } from 'domhandler';
import { LIMITS } from '@simple-recipes/shared-api/types';
import { Refusal } from '../refusal';
import { pageListOfCutShortData } from './data-fixes/cut-short-lists';
import { stepBlocksAfterCutShortData } from './data-fixes/cut-short-step-blocks';
import { pageListOfDataWithLostAmounts, pageListOfNamesOnlyData } from './data-fixes/lost-amounts';
import { pageListOfDataWithLostLines } from './data-fixes/lost-lines';
import { pagePartsBeforeLastPartData } from './data-fixes/last-part-data';
import { MAX_NESTING_DEPTH, nestedDeeperThan } from './markup/markup-depth';
import { writeUnitsFromAttributes } from './markup/attribute-units';
import { splitAtHeadingLines } from './data-fixes/heading-lines';
import { splitJoinedParagraphs } from './data-fixes/joined-paragraphs';
import { groupsAtShownLabels } from './data-fixes/labelled-parts';
import { withoutFactLabels } from './markup/label-lines';
import { pageTitle } from './markup/page-title';
import { listOfQuantities } from './markup/quantity-list';
import { pageListOfRepeatingData } from './data-fixes/repeated-lines';
import { sectionsAtStepTitles } from './structured-data/step-titles';
import { pageListOverLoneName } from './data-fixes/lone-name-data';
import type { FoundRecipe, FoundSection } from './found-recipe';
import { embeddedRecipe } from './structured-data/embedded-recipe';
import { jsonLdRecipes, type JsonObject } from './structured-data/json-ld';
import { chooseRecipe, nameKey, type RecipeChoice } from './structured-data/page-recipes';
import { groupsAtHeadings, microdataIngredientHeadings, microdataRecipe } from './structured-data/microdata';
import { numberedStepBlocks } from './markup/numbered-step-blocks';
import { splitNumberedSteps, withoutStepLabel } from './numbered-steps';
import { EQUIPMENT_WORDS, INGREDIENT_WORDS } from './markup/part-words';
import { partsWithStepLists } from './markup/parts-with-step-lists';
import { listShownOnce } from './markup/repeated-list';
import { plainMarkupIngredients, plainMarkupSteps } from './markup/plain-markup';
import { sideBySideParts } from './markup/side-by-side-parts';
import { leadingYieldCount, SERVINGS_WORDS, servingsBesideWord, servingsOf } from './lines/servings';
import { pageEntriesOfRunTogetherLine } from './data-fixes/run-together-lines';
import { foundFromSchemaRecipe, imageUrlOf } from './structured-data/schema-recipe';
import { shownHeadings } from './markup/shown-headings';
import { plainMarkupServingsText, shownServingsLines } from './markup/shown-servings';
import { dataLinesJoinedAsShown } from './data-fixes/split-data-lines';
import { stepListInArticleData } from './data-fixes/article-step-list';
import { pageListsDataSteps } from './data-fixes/listed-data-steps';
import { lastStepEndedAsListed } from './data-fixes/run-on-last-step';
import { stepsAsShownParagraphs } from './data-fixes/shown-paragraph-steps';
import { stepsUnderTitleOnlyData } from './data-fixes/title-only-steps';
import { shownTimes, type ShownTimes } from './markup/shown-times';
import { stepListAfterIngredients } from './markup/steps-after-ingredients';
import { clipText, holdOneAnother, holdsNumber, letters, PARSE_OPTIONS, plainText, RECIPE_WORDS } from './text';
import { pageListOfTrailingAmountData } from './data-fixes/trailing-amounts';
import { withoutUnshownNames } from './structured-data/unshown-names';

function absoluteHttp(url: string | undefined, base: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    const resolved = new URL(url.trim(), base);
    return resolved.protocol === 'http:' || resolved.protocol === 'https:' ? resolved.href : undefined;
  } catch {
    return undefined;
  }
}

function meta($: CheerioAPI, ...names: string[]): string | undefined {
  for (const name of names) {
    const content = $(`meta[property="${name}"], meta[name="${name}"]`).first().attr('content');
    if (content?.trim()) return content.trim();
  }
  return undefined;
}

/** The page's own address: its canonical link, og:url, or where it was fetched from. */
function canonicalUrl($: CheerioAPI, pageUrl: string | undefined): string | undefined {
  return (
    absoluteHttp($('link[rel~="canonical" i]').first().attr('href'), pageUrl) ??
    absoluteHttp(meta($, 'og:url'), pageUrl) ??
    absoluteHttp(pageUrl, undefined)
  );
}

/**
 * The structured data's ingredient lines in the groups the page shows ("For the dough", "For the sauce"), which the
 * data has no place for — when the page's lists are those lines one for one (each holding the other).
 */
function shownIngredientGroups($: CheerioAPI, dataLines: string[]): FoundRecipe['ingredientGroups'] | undefined {
  const shown = plainMarkupIngredients($);
  const items = shown.flatMap((group) => group.items);
  // The data may hold the page's group headings as lines of their own ("Ingredients", "For the salsa").
  const headings = new Set(shown.map((group) => letters(group.name)).filter(Boolean));
  const ingredientLines = dataLines.filter(
    (line) => !headings.has(letters(line)) && !(INGREDIENT_WORDS.test(line) && letters(line).length < 25),
  );
  const lines =
    items.length === ingredientLines.length
      ? ingredientLines
      : items.length === dataLines.length
        ? dataLines
        : (dataLinesJoinedAsShown(ingredientLines, items) ?? dataLines);
  if (items.length !== lines.length || items.length === 0) return undefined;
  if (!items.every((item, index) => holdOneAnother(item, lines[index] ?? ''))) return undefined;
  // A line the data gives without its quantity ("Sonnenblumenöl", "Mozzarella, 25 g each") is taken as the page
  // shows it ("20 g Sonnenblumenöl", "6 balls Mozzarella, 25 g each", "a little Olive oil"): the page's line is the
  // data's line with the amount in front, or the only one of the two with a number.
  const merged = lines.map((line, index) => {
    const shownLine = items[index] ?? '';
    const amountInFront =
      letters(shownLine).endsWith(letters(line)) && letters(shownLine).length > letters(line).length;
    return amountInFront || (!holdsNumber(line) && holdsNumber(shownLine)) ? shownLine : line;
  });
  let next = 0;
  return shown.map((group) => {
    const groupLines = merged.slice(next, next + group.items.length);
    next += group.items.length;
    return { name: group.name, items: groupLines };
  });
}

/**
 * "Green Shakshuka - Farmhouse Delivery" → "Green Shakshuka" when the page names its site so; likewise a byline
 * ("… Comfort Food by 30Seconds Food").
 */
function withoutSiteName(name: string, site: string | undefined): string {
  const siteName = site ? plainText(site) : '';
  if (!siteName || !name.toLowerCase().endsWith(siteName.toLowerCase())) return name;
  const rest = name.slice(0, name.length - siteName.length);
  const cut = /^(.*\S)\s*(?:[-–—|:·•]|\sby)\s*$/u.exec(rest);
  return cut ? (cut[1] as string) : name;
}

/**
 * The page's title where its heading is the end of a name set over two lines ("baba ghanoush" / "with hand-cut potato
 * chips", a heading that starts in lower case): the part of the title, between its separators, that holds the
 * heading ("Smoky Eggplant Dip With Hand Cut Potato Chips | Donna Hay" → its first part).
 */
function titleHolding($: CheerioAPI, heading: string): string | undefined {
  if (!/^\p{Ll}/u.test(heading)) return undefined;
  const title = meta($, 'og:title', 'twitter:title') ?? plainText($('title').first().text());
  const words = letters(heading);
  return title
    .split(/\s+[|–—-]\s+/)
    .find((part) => letters(part).includes(words) && letters(part).length > words.length)
    ?.trim();
}

/** "Arretjescake – Recept": the word "recipe" set after a dash labels the page, and is no part of the name. */
function withoutRecipeLabel(name: string): string {
  const cut = RECIPE_LABEL.exec(name.trim());
  return cut ? (cut[1] as string) : name;
}

const RECIPE_LABEL = new RegExp(`^(.*\\S)\\s+[-–—|:·•]\\s+(${RECIPE_WORDS})$`, 'iu');

/**
 * The page's own step list when the structured data ran those steps together into one (the list holds the same
 * text; the data may add a lead such as "Method:"), or ran some of them together: the same text, in more steps.
 */
function shownSteps(
  sections: FoundRecipe['stepSections'],
  shown: FoundRecipe['stepSections'],
): FoundRecipe['stepSections'] | undefined {
  const lines = sections.flatMap((section) => section.items);
  const items = shown.flatMap((section) => section.items);
  if (items.length < 2 || items.length <= lines.length) return undefined;
  const joined = letters(items.join(''));
  const data = letters(lines.join(''));
  if (lines.length > 1) return joined === data ? shown : undefined;
  return joined.length > data.length * 0.8 && data.includes(joined) ? shown : undefined;
}

/** Steps led by the recipe's name as a line of their own ("Vegan oliebollen", then the first step): a title, no step. */
function withoutNameLine(sections: FoundRecipe['stepSections'], name: string): FoundRecipe['stepSections'] {
  const [first, ...rest] = sections;
  const lead = first?.items[0];
  // A short name ("Toast") may be a step's whole text too.
  if (!first || !lead || letters(name).length < 8 || letters(lead) !== letters(name)) return sections;
  if (first.items.length === 1 && rest.length === 0) return sections;
  return [{ ...first, items: first.items.slice(1) }, ...rest].filter((section) => section.items.length > 0);
}

/**
 * "PT45S", "PT10H": a duration written in seconds or in hours alone, as some plugins write the minutes they were
 * given.
 */
function numberInOtherUnit(value: unknown): number | undefined {
  const match = typeof value === 'string' ? /^PT(\d+)[SH]$/i.exec(value.trim()) : null;
  return match ? Number(match[1]) : undefined;
}

/**
 * The data's times that are in seconds or hours alone ("prepTime": "PT45S", "PT10H") where the page shows that
 * number in minutes ("Prep Time: 45 minutes", "PREP IN 10 MIN"): the plugin wrote minutes in another unit's place.
 */
function minutesWrittenInOtherUnit(node: JsonObject, shown: ShownTimes): ShownTimes {
  const times: ShownTimes = {};
  const prep = numberInOtherUnit(node.prepTime);
  if (prep !== undefined && prep === shown.prepMinutes) times.prepMinutes = prep;
  const cook = numberInOtherUnit(node.cookTime);
  if (cook !== undefined && cook === shown.cookMinutes) times.cookMinutes = cook;
  return times;
}

/** A label of what the recipe yields: "Yield:", "Makes". */
const YIELD_LABEL = /^(?:yields?|makes)\b/i;

/**
 * The count a yield label gives when it names no thing ("Yield: 4", "Yield: 20 to 22"): servings, as a bare count
 * is. '' for a yield of things ("Makes 24 cookies").
 */
function bareYieldCount(line: string): string {
  const count = /^(?:yields?|makes)\s*:?\s*(\d+(?:\s*(?:-|–|to)\s*\d+)?)\s*$/i.exec(line);
  return count ? (count[1] as string) : '';
}

export const TOO_DEEP_MESSAGE = 'This page nests its markup too deeply to be read as a recipe.';

/** Whether the steps' lines are the ingredient lines, in order. */
function isIngredientList(steps: Array<FoundSection<string>>, ingredients: Array<FoundSection<string>>): boolean {
  const stepLines = steps.flatMap((section) => section.items);
  const ingredientLines = ingredients.flatMap((section) => section.items);
  return (
    stepLines.length > 0 &&
    stepLines.length === ingredientLines.length &&
    stepLines.every((line, index) => line === ingredientLines[index])
  );
}

/** A recipe chosen from several on the page, not its main one, as its own structured data gives it. */
function recipeBesideMain(
  $: CheerioAPI,
  found: FoundRecipe,
  choice: RecipeChoice,
  pageUrl: string | undefined,
): FoundRecipe | undefined {
  found.stepSections = sectionsAtStepTitles(
    withoutNameLine(splitJoinedParagraphs(splitNumberedSteps(listShownOnce(found.stepSections))), found.name),
    found.stepTitles,
  );
  if (found.ingredientGroups.length === 0 && found.stepSections.length === 0) return undefined;
  const node = choice.node as JsonObject;
  if (found.servings === undefined) {
    const servings = leadingYieldCount(node.recipeYield ?? node.yield);
    if (servings !== undefined) found.servings = servings;
  }
  const canonical = canonicalUrl($, pageUrl);
  if (canonical) found.url = canonical;
  found.name = withoutRecipeLabel(found.name);
  if (choice.otherRecipes.length > 0) found.otherRecipes = choice.otherRecipes;
  return found;
}

export const noRecipeNamedMessage = (name: string) =>
  `This page holds no recipe named “${clipText(name.trim(), LIMITS.nameMax)}”.`;

/**
 * `recipeName` picks one of the page's recipes (case and accents aside); without it the page's fullest is read. A
 * page with no recipe of that name is refused.
 */
export function readRecipePage(html: string, pageUrl?: string, recipeName?: string): FoundRecipe | undefined {
  const $ = load(html, PARSE_OPTIONS);
  if (nestedDeeperThan($.root().get(0) as AnyNode, MAX_NESTING_DEPTH)) throw new Refusal('invalid', TOO_DEEP_MESSAGE);
  writeUnitsFromAttributes($);
  // Pasted HTML has no address of its own: its canonical link, when absolute, places its relative addresses.
  const base =
    absoluteHttp($('base[href]').first().attr('href'), pageUrl) ??
    pageUrl ??
    absoluteHttp($('link[rel~="canonical" i]').first().attr('href'), undefined);
  const recipes = jsonLdRecipes($);
  const named = recipeName === undefined ? undefined : chooseRecipe(recipes, recipeName);
  // A name none of the data's recipes has may still be the name the page's markup gives its one recipe (checked below).
  const choice = named ?? (chooseRecipe(recipes) as RecipeChoice);
  const dataNode = choice.node;
  const microdataNode = dataNode ? undefined : microdataRecipe($);
  // An app's page may hold its recipe only in the data its scripts draw the page from.
  const node = dataNode ?? microdataNode ?? embeddedRecipe($);
  const found = foundFromSchemaRecipe(node ?? {}, base);
  // A recipe the page holds beside its main one (a round-up's second card): the page's lists, times, servings and
  // picture are the main recipe's, so only its own data is read.
  if (named?.node && named.node !== chooseRecipe(recipes)?.node) return recipeBesideMain($, found, named, pageUrl);
  // Microdata may mark a group heading up as one of the ingredients ("Seasoning"): it names the lines after it.
  if (microdataNode) {
    const lines = found.ingredientGroups.flatMap((group) => group.items);
    found.ingredientGroups = groupsAtHeadings(lines, microdataIngredientHeadings($)) ?? found.ingredientGroups;
  }
  const headings = shownHeadings($);
  // The data may hold only the last of the parts the page shows ("Lemon Vinaigrette", its list and its steps).
  const wholeParts = pagePartsBeforeLastPartData(
    $,
    found.ingredientGroups.flatMap((group) => group.items),
    found.stepSections.flatMap((section) => section.items),
  );
  // What the structured data leaves out is looked for in the page's markup.
  // A blog's parts under no heading of the steps: each its ingredient lines and then its steps as lists, or its
  // bulleted lines beside its steps in a row of two columns.
  const parts =
    found.ingredientGroups.length === 0 && found.stepSections.length === 0
      ? (partsWithStepLists($) ?? sideBySideParts($))
      : undefined;
  if (parts) {
    found.ingredientGroups = parts.ingredientGroups;
  } else if (found.ingredientGroups.length === 0) {
    const shown = plainMarkupIngredients($);
    found.ingredientGroups = shown.length > 0 ? shown : listOfQuantities($);
  } else {
    const lines = found.ingredientGroups.flatMap((group) => group.items);
    const shown = plainMarkupIngredients($);
    // The page's list may hold its group headings as lines ("Für den Teig", "Marinade:"), which the data leaves out.
    const shownGroups = splitAtHeadingLines(shown, headings);
    found.ingredientGroups =
      wholeParts?.ingredientGroups ??
      shownIngredientGroups($, lines) ??
      pageListOfCutShortData(lines, shownGroups) ??
      pageEntriesOfRunTogetherLine(lines, shown) ??
      pageListOverLoneName(lines, shown) ??
      pageListOfDataWithLostAmounts(lines, shownGroups) ??
      pageListOfNamesOnlyData(lines, shown) ??
      pageListOfDataWithLostLines(lines, shownGroups) ??
      pageListOfTrailingAmountData(lines, shownGroups) ??
      pageListOfRepeatingData(lines, shownGroups) ??
      found.ingredientGroups;
  }
  // A group naming the tools the recipe needs ("Equipment Needed") lists no ingredients.
  found.ingredientGroups = splitAtHeadingLines(listShownOnce(found.ingredientGroups), headings).filter(
    (group) => !EQUIPMENT_WORDS.test(group.name.trim()),
  );
  if (parts) {
    found.stepSections = parts.stepSections;
  } else if (found.stepSections.length === 0) {
    // A block of times and servings is no step list ("PREP TIME: 20 Mins", "SERVINGS: 8").
    found.stepSections = withoutFactLabels(
      plainMarkupSteps($).map((section) => ({ ...section, items: section.items.map(withoutStepLabel) })),
    );
  } else {
    const shown = plainMarkupSteps($);
    found.stepSections =
      wholeParts?.stepSections ??
      (pageListsDataSteps($, found.stepSections) ? undefined : shownSteps(found.stepSections, shown)) ??
      stepListInArticleData($, found.stepSections) ??
      pageListOfCutShortData(
        found.stepSections.flatMap((section) => section.items),
        shown,
      ) ??
      stepBlocksAfterCutShortData(
        $,
        found.stepSections.flatMap((section) => section.items),
      ) ??
      withoutUnshownNames($, found.stepSections);
    found.stepSections = stepsAsShownParagraphs($, found.stepSections) ?? found.stepSections;
    found.stepSections = lastStepEndedAsListed($, found.stepSections) ?? found.stepSections;
    const titled = stepsUnderTitleOnlyData($, found.stepSections);
    if (titled) {
      found.stepSections = titled.sections;
      found.stepTitles = [...(found.stepTitles ?? []), ...titled.titles];
    }
    found.stepSections = groupsAtShownLabels(found.stepSections, headings) ?? found.stepSections;
  }
  const lastIngredient = found.ingredientGroups.at(-1)?.items.at(-1);
  if (found.stepSections.length === 0 && lastIngredient)
    found.stepSections = stepListAfterIngredients($, lastIngredient);
  else if (lastIngredient && isIngredientList(found.stepSections, found.ingredientGroups)) {
    // The list read as the steps is the ingredient list (both found under one "Recipe: …" heading): the steps are
    // what follows it, when the page shows them there.
    const after = stepListAfterIngredients($, lastIngredient);
    if (after.length > 0) found.stepSections = after;
  }
  if (found.stepSections.length === 0) found.stepSections = numberedStepBlocks($);
  found.stepSections = sectionsAtStepTitles(
    withoutNameLine(splitJoinedParagraphs(splitNumberedSteps(listShownOnce(found.stepSections))), found.name),
    found.stepTitles,
  );
  // Group headings among the steps ("For the dressing:", "TO SERVE", a heading the page shows over the next step)
  // name the steps after them, as among the ingredients.
  found.stepSections = splitAtHeadingLines(found.stepSections, headings);
  const hasIngredients = found.ingredientGroups.length > 0;
  const hasSteps = found.stepSections.length > 0;
  // A page without structured data counts as a recipe only when its markup shows both parts, and two of them: one
  // line read as both ("Laat alle ingrediënten vers bezorgen!", a shop's banner) is no recipe.
  const bothParts = hasIngredients && hasSteps && !isIngredientList(found.stepSections, found.ingredientGroups);
  if (node ? !hasIngredients && !hasSteps : !bothParts) return undefined;
  if (found.servings === undefined) {
    // A number next to a "Serves" / "Servings" label counts too, as the label says what it is, bare or with an
    // abbreviated word ("8 os.", "4 pers.").
    const servings = plainMarkupServingsText($)
      .map((text) =>
        servingsOf(
          /^\D*\d+(\s*(-|–|to)\s*\d+)?\s*(\p{L}{1,4}\.)?\s*$/u.test(text) && !/serv|portion|person/i.test(text)
            ? `${text} servings`
            : text,
        ),
      )
      .find((count) => count !== undefined);
    if (servings !== undefined) found.servings = servings;
  }
  if (found.servings === undefined) {
    const servings = shownServingsLines($, SERVINGS_WORDS)
      .map((line) => servingsOf(servingsBesideWord(line)))
      .find((count) => count !== undefined);
    if (servings !== undefined) found.servings = servings;
  }
  if (found.servings === undefined) {
    const servings = shownServingsLines($, YIELD_LABEL)
      .map((line) => servingsOf(bareYieldCount(line)))
      .find((count) => count !== undefined);
    if (servings !== undefined) found.servings = servings;
  }
  if (found.servings === undefined && node) {
    const servings = leadingYieldCount(node.recipeYield ?? node.yield);
    if (servings !== undefined) found.servings = servings;
  }
  if (found.prepMinutes === undefined && found.cookMinutes === undefined) Object.assign(found, shownTimes($));
  else if (node) {
    const shown = shownTimes($);
    Object.assign(found, minutesWrittenInOtherUnit(node, shown));
    if (found.prepMinutes === undefined && shown.prepMinutes !== undefined) found.prepMinutes = shown.prepMinutes;
  }
  const canonical = canonicalUrl($, pageUrl);
  if (canonical) found.url = canonical;
  if (!found.imageUrl) {
    const image = imageUrlOf(
      meta($, 'og:image', 'og:image:url', 'og:image:secure_url', 'twitter:image', 'twitter:image:src'),
      base,
    );
    if (image) found.imageUrl = image;
  }
  // A name the structured data gives is the recipe's name as its site publishes it, a site's name after it included
  // ("Stuffed squash | Street Kitchen"); a name taken from the page's heading or title loses the site's name.
  if (!found.name) {
    const heading = pageTitle($, meta($, 'generator'), found.ingredientGroups[0]?.items[0]);
    const shownName = (heading && titleHolding($, heading)) || heading || (meta($, 'og:title') ?? '');
    found.name = withoutSiteName(shownName, meta($, 'og:site_name', 'application-name'));
  }
  found.name = withoutRecipeLabel(found.name);
  if (recipeName !== undefined && !named && nameKey(found.name) !== nameKey(recipeName))
    throw new Refusal('invalid', noRecipeNamedMessage(recipeName));
  if (choice.otherRecipes.length > 0) found.otherRecipes = choice.otherRecipes;
  return found;
}
