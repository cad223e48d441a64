// What a recipe card's text carries when it is copied from its page: its facts ("Prep Time: 5 minutes", often run
// together on one line), and what it shows besides the recipe (tick boxes, scale and unit buttons, its rating, a
// question to the reader, the ingredients a step uses listed under it, "[paid link]" marks).
import { splitIngredientLine, startsWithQuantity } from '../lines/ingredient-line';
import { SHOPPING_CONTROL } from '../markup/list-items';
import { minutesOfText } from '../markup/shown-times';
import { RECIPE_WORDS } from '../text';

/** The boxes recipe cards draw before each ingredient to tick it off ("▢"), copied with its text. */
export const TICK_BOX = /[▢☐□◻]/gu;

const SCALES = String.raw`(?:[\d½¼¾.,/]+\s*[x×]\s*)+`;
const UNIT_SYSTEMS = String.raw`(?:(?:us(?:\s*customary)?|metric|imperial|usm)\s*[-–|/]?\s*)+`;
const CARD_CONTROL = new RegExp(
  [
    String.raw`^(?:scale\s*)?${SCALES}$`,
    String.raw`^(?:units?\s*)?${UNIT_SYSTEMS}(?:scale\s*${SCALES})?$`,
    String.raw`^cook mode\b`,
    String.raw`^(?:prevent|keep) (?:your )?screen from (?:going dark|turning off)`,
  ].join('|'),
  'iu',
);

/**
 * Whether the line is one of a card's controls: scale buttons ("Scale 1x2x3x", "½x 1x 2x"), unit switches ("US
 * Customary Metric", "US Customary – Metric"), a screen-lock switch ("Cook Mode Prevent your screen from going
 * dark", or its words alone), a button that puts the ingredients on a shopping list ("Zur Einkaufsliste").
 */
export function isCardControl(line: string): boolean {
  return CARD_CONTROL.test(line) || (line.length <= 40 && !/\d/.test(line) && SHOPPING_CONTROL.test(line));
}

/**
 * Whether the line speaks to the reader about the recipe ("Did you make this recipe?", "Tried it? Tag me!", "Save
 * this recipe!"): the steps have ended.
 */
export function asksTheReader(line: string): boolean {
  if (/!$/.test(line) && /\brecipe\b/iu.test(line)) return true;
  if (/[?？]$/u.test(line) && line.length <= 100) return true;
  return line.includes('?') && /\b(?:recipe|rate|review|comment|tag|tried|made)\b/iu.test(line);
}

/** The label a page sets over an advertisement, in the languages the reader knows: "Advertisement", "Anzeige". */
const AD_LABEL = new RegExp(
  [
    '^(?:advertisement|advert|ad|sponsored|anzeige|werbung|annons|annonse|annonce',
    '|publicité|pubblicità|publicidad|publicidade|reklama|advertentie|mainos)$',
  ].join(''),
  'iu',
);

/** Whether the line is an advertisement's label, copied with the text between the recipe's lines. */
export function isAdLabel(line: string): boolean {
  return AD_LABEL.test(line);
}

/** The word "recipe" alone, or its plural: "Recipes", "Rezepte", "Receitas", "Ricette". */
const RECIPES_WORD = new RegExp(`^(?:${RECIPE_WORDS})(?:s|e|n|es|en)?$`, 'iu');

/**
 * What the page around a card shows and a copy takes along: a question ("Looking for more recipes? Follow on…"),
 * a consent or byline ("By submitting this form, …"), text cut short with an ellipsis, a link in brackets ("[Jump to
 * recipe]"), a menu whose words ran together ("PreviousNext", "AccueilMes recettes"), a button's tally ("Zapisz
 * (4175)"). No recipe's name in the import corpus reads so.
 */
const PAGE_AROUND = /\?|^[Bb][Yy]\s|(?:…|\.\.\.)$|^\[.*\]$|\p{Ll}{3}\p{Lu}|\(\d+\)$/u;

/** A card's or page's button: "Print Recipe", "Save", "Drucken", "View on phone". */
const CARD_BUTTON = new RegExp(
  [
    String.raw`^(?:print|pin|save|share|rate|jump to|remove ads|email|tweet|view on`,
    String.raw`|drucken|imprimer|stampa|imprimir|drukuj|printen|skriv ut)\b`,
  ].join(''),
  'iu',
);

/** The heading of a newsletter's sign-up ("My Newsletter", "Stay Updated", "Subscribe"). */
const SIGN_UP = /\b(?:newsletter|stay updated|subscribe|your e-?mail)\b/iu;

/**
 * Whether a line before the recipe's parts can be its name: not a card's button ("Print Recipe", "Save"), a sign-up's
 * heading, its rating ("4.9 from 71 votes", "No ratings yet"), a labelled fact ("Yield: serves 6"), a sentence, a
 * question, or another of the page's lines around the card.
 */
export function isTitleLine(line: string): boolean {
  if (line.length < 2 || line.length > 100 || !/\p{L}.*\p{L}/u.test(line) || /[.!:]$/.test(line)) return false;
  if (PAGE_AROUND.test(line)) return false;
  if (CARD_BUTTON.test(line) && line.length <= 25) return false;
  if (SIGN_UP.test(line)) return false;
  if (/\d\s*(?:from|out of)\s*\d|\b(?:votes?|ratings?|reviews?)\b/iu.test(line)) return false;
  // "Recipes", "Rezepte" (a menu's word), "6 SERVINGS" (the yield).
  if (RECIPES_WORD.test(line) || /^\d+\s+(?:servings?|portions?|people)$/iu.test(line)) return false;
  return !/^[^:]{1,25}:\s/u.test(line);
}

/** The labels of a card's facts that the form has no field for: "Cuisine", "Keywords", "Author". */
const OTHER_FACT_LABELS = 'author|course|cuisine|category|diet|keywords?';

const FACT_LABELS = [
  String.raw`prep(?:aration)?\s+time|cook(?:ing)?\s+time|total\s+time|servings?|serves|yield`,
  `calories|method|${OTHER_FACT_LABELS}`,
];
/** Before each label followed by its colon. */
const NEXT_FACT = new RegExp(String.raw`\s+(?=(?:${FACT_LABELS.join('|')})\s*:)`, 'giu');

/** A label and its colon at the start of the text. */
const LABEL_FIRST = new RegExp(String.raw`^(?:${FACT_LABELS.join('|')})\s*:`, 'iu');

/**
 * The facts a line runs together ("Prep Time: 5 minutes Cook Time: 3 minutes Servings: 4"), one a line; also where a
 * copy glued a label to the word before it ("10 minsServings: 4").
 */
export function factsOf(line: string): string[] {
  const apart = line.replace(/(?<=\p{Ll})(?=\p{Lu})/gu, (_, offset: number) =>
    LABEL_FIRST.test(line.slice(offset)) ? ' ' : '',
  );
  return apart.split(NEXT_FACT);
}

const UNUSED_FACT = new RegExp(String.raw`^(?:${OTHER_FACT_LABELS}|method|calories)\s*:\s*\S.{0,30}$`, 'iu');

/** Such a fact as some cards print it, its label in lower case without a colon ("method No-Cook or Other"). */
const UNUSED_FACT_UNMARKED = new RegExp(String.raw`^(?:${OTHER_FACT_LABELS}|method)\s+\S.{0,30}$`, 'u');

/**
 * Whether the line is a fact the form has no field for ("Cuisine: Italian", "Method: Stovetop"); before the recipe's
 * parts, also one whose label has no colon ("method No-Cook or Other"), which a reader of the page would otherwise
 * take for the steps' heading.
 */
export function isUnusedFact(line: string, beforeTheParts = false): boolean {
  return UNUSED_FACT.test(line) || (beforeTheParts && UNUSED_FACT_UNMARKED.test(line));
}

const TIME_FACT = /^(?:prep(?:aration)?|cook(?:ing)?|total)\s+time\s*:/iu;

/** Whether the line gives one of the recipe's times ("Prep Time: 20 minutes"), which some cards list last. */
export function isTimeFact(line: string): boolean {
  return TIME_FACT.test(line);
}

/** A labelled number at the line's end, perhaps with one unit already after it: "Prep Time: 20", "…: 20 minutes". */
const LABELLED_NUMBER = /[:：]\s*\d+(?:[.,]\d+)?(?:\s+\p{L}+\.?)?$/u;

/** A time's unit alone on a line: "minutes", "mins", "Std.". */
const isTimeUnitAlone = (line: string) =>
  line.length <= 12 && !/\d/.test(line) && minutesOfText(`1 ${line}`) !== undefined;

/**
 * A card's time copied with its unit on lines of their own ("Prep Time: 20" / "minutes" / "mins", where the card
 * prints the unit for the eye and again for screen readers), put back on one line: "Prep Time: 20 minutes mins".
 */
export function withTimeUnitsRejoined(lines: string[]): string[] {
  const joined: string[] = [];
  for (const line of lines) {
    const last = joined.length - 1;
    if (last >= 0 && isTimeUnitAlone(line) && LABELLED_NUMBER.test(joined[last] as string)) {
      joined[last] = `${joined[last] as string} ${line}`;
    } else joined.push(line);
  }
  return joined;
}

/** A label of words and its value: "Preparazione: 20 min", "Cuisson : 45 min", "Kochzeit: 1 Std.". */
const LABELLED_VALUE = /^(\p{L}[\p{L}\s'’-]{0,29})\s*[:：]\s*(\S.{0,29})$/u;

/** Whether the line labels one of the recipe's times, in any language: a card's fact, no ingredient. */
export function isLabelledTime(line: string): boolean {
  const found = LABELLED_VALUE.exec(line);
  return !!found && minutesOfText(found[2] as string) !== undefined;
}

const YIELD_FACT = /^(?:servings?|serves|yield|makes|portions?)\s*:?\s*\d/iu;

/** Whether the line is the yield a card labels: "Servings: 4", "Yield: 6 rolls", "Serves 4". */
export function isYieldFact(line: string): boolean {
  return line.length <= 80 && YIELD_FACT.test(line);
}

/** The scale buttons a card sets after its yield ("4 1x", "8 1x 2x 3x"). */
const SCALE_BUTTONS = /(?:\s+\d+(?:[.,]\d+)?\s*[x×])+$/u;

/** The yield without the card's scale buttons after it: "Yield: 4 1x" → "Yield: 4". */
export function withoutScaleButtons(line: string): string {
  return line.replace(SCALE_BUTTONS, '');
}

/** A card's facts under its steps, labelled with or without a colon ("Keyword Zucchini casserole", "Keyword"). */
const CARD_META = new RegExp(String.raw`^(?:${OTHER_FACT_LABELS})\s*:?(?:\s+\S|$)`, 'iu');

/**
 * A card's call to the reader under the steps ("Rate this Recipe", "Last step! …"), or the page's next block ("You
 * might also like", "Posted in Breakfast").
 */
const AFTER_THE_RECIPE = new RegExp(
  [
    String.raw`^(?:rate|review|share|print|save|pin)\s+(?:this|the)\s+recipe\b`,
    String.raw`^last step\b`,
    '^(?:you (?:might|may) also like|keep reading|(?:recommended|useful) products|share this):?$',
    '^(?:related(?: recipes| posts)?|leave a (?:comment|reply|review))$',
    String.raw`^posted (?:in|on|by)\s`,
  ].join('|'),
  'iu',
);

/**
 * Whether the line is past the recipe's last step: a question to the reader, a time or another of the card's facts
 * listed under the steps, the card's call to rate or share it, the page's next block.
 */
export function endsTheSteps(line: string): boolean {
  return asksTheReader(line) || isTimeFact(line) || CARD_META.test(line) || AFTER_THE_RECIPE.test(line);
}

/** A letter of a script written with spaces between words. */
const SPACED_WORD = /[\p{Script=Latin}\p{Script=Cyrillic}\p{Script=Greek}]/u;

/**
 * Whether the line lists the ingredients a step uses, as cards show them under it ("1¼ cups whole milk,2¼ teaspoons
 * instant yeast,1 large egg", "1 pound bacon"): amounts parted by commas, no sentence.
 */
export function listsStepIngredients(line: string): boolean {
  if (/[.!?。！？][)"'”）」]*$/u.test(line)) return false;
  const items = line.split(/\s*,\s*/).filter(Boolean);
  const measured = items.filter((item) => startsWithQuantity(item));
  // One ingredient alone is told from a numbered step ("4 把蛋糊…") by its unit, in words: "1 pound bacon".
  if (items.length === 1) return line.split(/\s+/).length <= 6 && SPACED_WORD.test(splitIngredientLine(line).amount);
  return measured.length >= 2 && items.every((item) => startsWithQuantity(item) || item.split(/\s+/).length <= 2);
}

/** "[paid link]", "(affiliate link)": a shop link's mark, copied with the step it sits in. */
export const LINK_MARK = /\s*[[(](?:paid|affiliate|sponsored) link[\])]/giu;
