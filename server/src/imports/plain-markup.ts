// Pages without a schema.org recipe (or with one that leaves out ingredients or steps) still show them as lists
// under a heading or inside a block named for them: "Ingredients" / "Zutaten" / "Ingrédients" … followed by a
// list, or an element whose class or id says ingredient / instruction / method. Read here in page order, with
// the headings between lists as group names.
import type { Cheerio, CheerioAPI } from 'cheerio';
import type { AnyNode, Element } from 'domhandler';
import type { FoundSection } from './found-recipe';
import {
  checkListLines,
  childBlockSteps,
  childRowLines,
  definitionRowLines,
  entryRowLine,
  ingredientRowLine,
  isEntryRow,
  stepBlockText,
  tableRowLines,
} from './entry-rows';
import { isHidden } from './hidden-elements';
import { startsWithQuantity } from './ingredient-line';
import { barredFacts, brokenLines, LINE_BREAK, paragraphLines } from './paragraph-lines';
import { isFactLabel, TIME_WORDS, withoutFactLabels } from './label-lines';
import { STEP_NUMBER_TITLE } from './numbered-steps';
import { withNumbersInFigures } from './servings';
import { letters, plainText, RECIPE_WORD_ALONE, RECIPE_WORDS } from './text';
import { HEADING } from './element-kinds';

export const INGREDIENT_WORDS =
  /^((?:recipe|main|the)\s+ingredients|ingredients?|ingredient list|list of ingredients|liste des ingrédients|zutatenliste|ingrediëntenlijst|what you(?:'|’)?ll need|you(?:'|’)?ll need|things you(?:'|’)?ll need|zutaten|ingrédients|ingredienti|ingredientes|składniki|ingrediënten|benodigdheden|suroviny|ingredience|ingrediencie|hozzávalók|ingredienser|malzemeler|ainekset|sastojci|sestavine|ingrediente|ingredientai|sastāvdaļas|koostisosad|bahan(-bahan)?|nguyên liệu)\b|^(材料|食材|用料|作り方の材料|ингредиенты|продукты|інгредієнти|υλικά|المكونات|מצרכים|מרכיבים|सामग्री|ส่วนผสม|วัตถุดิบ)/i;
/** Words that head the steps in scripts with word spaces ("Instructions", "Zubereitung"); not "Preparation Time". */
const STEP_HEADING_WORDS = new RegExp(
  `^((?:cooking|recipe|baking|preparation)\\s+(?:instructions?|directions?|method|steps)|instructions?|directions?|method|procedure|preparation|steps|step[- ]by[- ]step|(?:a\\s+)?(?:${RECIPE_WORDS})$|(?:here(?:'|’)?s\\s+)?how to make( it)?|zubereitungsschritte|zubereitung|anleitung|préparation|étapes|preparazione|procedimento|preparación|elaboración|modo de preparo|preparo|przygotowanie|bereiding|bereidingswijze|bereiden|postup|příprava|elkészítés|gör så här|yapılışı|tillagning|zo maak je (het|dit)|aan de slag|so wird(?:'|’)?s gemacht|so wird es gemacht|slik gjør du|sådan gør du|fremgangsmåten?|fremgangsmåden?|valmistus(ohje)?|priprema|postupak|priprava|mod de preparare|preparare|gaminimas|pagatavošana|valmistamine|cara membuat|langkah(-langkah)?|cách làm|sposób przygotowania|modo de fazer|modo de preparação|preparação)`,
  'i',
);
/** Words that head the steps in other scripts. */
const STEP_HEADING_WORDS_UNSPACED =
  /^(做法|作法|步骤|步驟|作り方|手順|만드는 법|조리법|приготовление|способ приготовления|приготування|εκτέλεση|οδηγίες|παρασκευή|طريقة التحضير|אופן ההכנה|הוראות הכנה|विधि|วิธีทำ)/;
export const STEP_WORDS = new RegExp(
  `${STEP_HEADING_WORDS.source}\\b(?!\\s*(?:${TIME_WORDS.join('|')})\\b)|${STEP_HEADING_WORDS_UNSPACED.source}`,
  'i',
);
/** A group of the ingredient list that names the tools the recipe needs ("Equipment Needed"): no ingredients. */
export const EQUIPMENT_WORDS =
  /^(special |kitchen )?(equipment|tools|utensils)( needed| you(?:'|’)?ll need)?:?$|^(matériel|ustensiles|utensilien|küchengeräte|attrezzatura|utensili|utensilios|equipamiento|benodigd keukengerei|keukengerei|materiaal)( nécessaire| nécessaires)?:?$/i;
const EQUIPMENT_CLASS = /equipment|utensil|ustensile|materiel\b|tools\b|accessoire|accessor(y|ies)\b/i;
/** A box about the food as a product (a meal kit's "Allergens & composition", "Storage"): no part of the recipe. */
const PRODUCT_INFO_CLASS = /allergen|nutrition|storage|conservation/i;
const INGREDIENT_CLASS = /ingredient|zutat|ingredi/i;
const STEP_CLASS = /instruction|direction|method|preparation|recipe[-_]?steps?|zubereitung|preparo|bereiding|postup/i;

/** "NOTE | the vegetables can be…", "Tip: …": a paragraph among the steps that says it is an aside. */
const NOTE_LABEL =
  /^(notes?|tips?|hinweis|tipp|astuce|remarque|nota|consejo|suggerimento|dica|wskazówka|opmerking|poznámka)\s*[:|–—-]/iu;

/**
 * A group of the steps named as notes or tips ("Notes", "Sugerencia", "Astuces :"): asides after the steps, no part
 * of them.
 */
export const NOTES_GROUP =
  /^(notes?|tips?|tips (?:and|&) tricks|hinweise?|tipps?|astuces?|remarques?|notas?|consejos?|sugerencias?|suggerimenti|suggerimento|dicas?|wskazówki|wskazówka|opmerkingen|opmerking|poznámky|poznámka)\s*:?$/iu;

/**
 * A heading's text without the pictographs a page sets before it ("🛒 Ingredients", "👩‍🍳 How to Make It"): they
 * decorate the heading and name nothing.
 */
export function withoutLeadingPictographs(text: string): string {
  return text.replace(/^(?:[\p{Extended_Pictographic}\u{1F3FB}-\u{1F3FF}\u{1F1E6}-\u{1F1FF}\u200d\ufe0f]\s*)+/u, '');
}

/** "Photo credit: © Site", "Image: Jane Doe": the credit of a picture set among the steps. */
const CREDIT_LINE = /^(?:(?:photo(?:graph)?s?|images?|pictures?|fotos?|bild)(?:\s+credits?)?|credits?)\s*[:©]|^©/iu;

/** A paragraph among the steps that is no step: a note or tip it labels so, or a picture's credit. */
function isAside(text: string): boolean {
  return NOTE_LABEL.test(text) || CREDIT_LINE.test(text);
}

/** Bold by its tag or by its inline style (page builders write `<span style="font-weight:700">`). */
function isBold(element: Element): boolean {
  return (
    /^(b|strong)$/i.test(element.tagName) ||
    /font-weight\s*:\s*(bold|bolder|[6-9]00)\b/i.test(element.attribs.style ?? '')
  );
}

/** Text with a letter or digit in it: a colon or dash left out of the bold run ("<b>Sauce</b>:") is no word. */
const WORDS = /[\p{L}\p{N}]/u;

/** Whether every word of the element's text is set in bold, however deep the bold element sits. */
function allBold($: CheerioAPI, element: Cheerio<Element>): boolean {
  const words = element
    .find('*')
    .addBack()
    .contents()
    .toArray()
    .filter((node) => node.type === 'text' && WORDS.test(plainText($(node).text())));
  return (
    words.length > 0 &&
    words.every((node) =>
      $(node)
        .parentsUntil(element.parent())
        .toArray()
        .some((parent) => isBold(parent as Element)),
    )
  );
}

function isHeadingLike($: CheerioAPI, element: Cheerio<Element>): boolean {
  if (element.is(HEADING)) return true;
  // A short paragraph or strong line that is all bold text reads as a heading too.
  const text = plainText(element.text());
  return (
    element.is('p, div, span, strong, b') &&
    text.length > 0 &&
    text.length < 80 &&
    element.find('li').length === 0 &&
    allBold($, element)
  );
}

/**
 * A list's entries: its <li> children, or, in a list that has none, the elements it holds in their place
 * (<ul><label><input type="checkbox"> 160 g spaghetti</label>…</ul>, as check lists of ingredients are written);
 * such an element that wraps lists of its own (<ul><div><ul><li>…</li></ul></div></ul>) gives their entries.
 */
function listEntries($: CheerioAPI, list: Cheerio<Element>): Element[] {
  const items = list.children('li');
  if (items.length > 0) return items.toArray();
  return list
    .children()
    .not('script, style, template, noscript')
    .toArray()
    .flatMap((child) => {
      // A list set straight in the list (<ul><ul><li>…</li></ul></ul>) gives its entries too.
      if ($(child).is('ul, ol')) return listEntries($, $(child));
      const inner = $(child)
        .find('ul, ol')
        .filter((_, inside) => $(inside).parentsUntil(child, 'ul, ol').length === 0);
      return inner.length > 0 ? inner.toArray().flatMap((inside) => listEntries($, $(inside))) : [child];
    });
}

/** What a download link may have beside it: its file's size or format ("(344 KB)", "[PDF]"). */
const FILE_NOTE = /^[([](?:\d+(?:[.,]\d+)?\s*[KMG]i?B|pdf|docx?)\b[^()[\]]*[)\]]$/i;

/**
 * A list whose every entry is only a link or button (tabs, categories, tags, downloads with their size) is the
 * page's navigation, no recipe part.
 */
function isLinkList($: CheerioAPI, list: Cheerio<Element>): boolean {
  // Empty entries (a list's closing spacer) say nothing either way.
  const entries = listEntries($, list).filter((entry) => plainText($(entry).text()));
  return (
    entries.length > 0 &&
    entries.every((entry) => {
      const controls = $(entry).find('a, button');
      if (controls.length === 0) return false;
      const own = $(entry).clone();
      own.find('a, button').remove();
      const rest = plainText(own.text());
      return !rest || FILE_NOTE.test(rest);
    })
  );
}

/** An empty line: two line breaks with nothing but space between them. */
const BLANK_LINE = /<br\s*\/?>(?:\s|&nbsp;)*<br\s*\/?>/i;

/**
 * The parts of a list's only entry that blank lines set apart (<li>Beat the cheese.<br><br>Add the cream.</li>): the
 * whole list written into one entry, a part an entry.
 */
function blankLineParts($: CheerioAPI, entry: Element): string[] {
  return shownEntryHtml($, entry)
    .split(new RegExp(`(?:${BLANK_LINE.source})+`, 'i'))
    .map((part) => plainText(part))
    .filter(Boolean);
}

/** A class naming a list entry a note on another ("note", "ingredient-tip", "substitution"). */
const NOTE_CLASS = /(^|[-_\s])(notes?|tips?|hint|substitution)([-_\s]|$)/i;

/**
 * The list's entries as lines. An entry holding a list of its own (<li><strong>Seasonings</strong><ul><li>1 tbsp chili
 * powder</li>…</ul></li>) is its own line, then the lines of its list.
 */
export function listItems($: CheerioAPI, list: Cheerio<Element>): string[] {
  if (isLinkList($, list) || isHidden(list.get(0) as Element)) return [];
  const entries = listEntries($, list);
  const only = entries.length === 1 ? (entries[0] as Element) : undefined;
  if (only && !isHidden(only) && BLANK_LINE.test($(only).html() ?? '')) return blankLineParts($, only);
  return entries
    .filter((item) => !isHidden(item))
    .flatMap((item) => {
      const nested = $(item).children('ul, ol');
      // A list of notes on the entry (<li>150 g onion, diced<ul><li class="note">roughly 1 large onion</li></ul>)
      // is part of its line.
      const notes = nested.children('li').toArray();
      const notesOnly = notes.length > 0 && notes.every((entry) => NOTE_CLASS.test(entry.attribs.class ?? ''));
      if (nested.length === 0 || notesOnly) return [plainText(shownEntryHtml($, item))];
      const own = $(item).clone();
      own.children('ul, ol').remove();
      return [
        plainText(shownEntryHtml($, own.get(0) as Element)),
        ...nested.toArray().flatMap((inner) => listItems($, $(inner))),
      ];
    })
    .filter(Boolean);
}

const YIELD_LINE = /^(serves|makes|yields?|servings)\b\s*:?\s*\d/i;

/** A link or button that puts the entry on a shopping list or in a cart ("shopping list", "Add to cart"). */
const SHOPPING_CONTROL =
  /\b(shopping|grocery)[\s-]*list\b|\badd(ed)? to (my )?(cart|basket|list|shopping)\b|\b(einkaufsliste|liste de courses|lista (della|de la) spesa|boodschappenlijst)\b/i;

/** The links and buttons of an entry whose title, label or short text (a control's, not a sentence's) says so. */
function shoppingControls($: CheerioAPI, entry: Cheerio<Element>): Element[] {
  return entry
    .find('a, button, [role="button"]')
    .toArray()
    .filter((control) => {
      const text = plainText($(control).text());
      return [text.length <= 30 ? text : '', control.attribs.title ?? '', control.attribs['aria-label'] ?? ''].some(
        (said) => SHOPPING_CONTROL.test(said),
      );
    });
}

/** The elements inside an entry the page hides (a substitute shown on a click, a screen reader's label). */
function hiddenParts(entry: Cheerio<Element>): Element[] {
  return entry
    .find('*')
    .toArray()
    .filter((node) => isHidden(node));
}

/**
 * Headings inside an entry that are nothing but links (other recipes the page points to after its last step), or
 * that only number the entry (<li><h6>Step 1</h6><p>Whisk…</p></li>: its place in the list says the same).
 */
function headingsOfNoLine($: CheerioAPI, entry: Cheerio<Element>): Element[] {
  return entry
    .find(HEADING)
    .toArray()
    .filter((heading) => isLinkOnly($, $(heading)) || STEP_NUMBER_TITLE.test(plainText($(heading).text())));
}

/**
 * An entry's HTML without what the page sets beside the line but is no part of it: what it hides, links and buttons
 * that put the entry on a shopping list, headings of links to other recipes or of the step's number, and the bold
 * "Serves 4" a page sets at the end of its last step (the recipe's yield, shown there).
 */
function shownEntryHtml($: CheerioAPI, item: Element): string {
  let entry = $(item);
  const extra = (within: Cheerio<Element>) => [
    ...hiddenParts(within),
    ...shoppingControls($, within),
    ...headingsOfNoLine($, within),
  ];
  if (extra(entry).length > 0) {
    entry = entry.clone();
    for (const part of extra(entry)) $(part).remove();
  }
  // The bold yield may have a line break after it (<b>Serves 4</b><br>).
  const children = entry.children().toArray();
  const lastIndex = children.findLastIndex((child) => child.tagName !== 'br');
  const last = $(children[lastIndex]);
  const nodes = entry.contents().toArray();
  const after = plainText($(nodes.slice(nodes.indexOf(last.get(0) as Element) + 1)).text());
  if (!last.is('b, strong') || after || !YIELD_LINE.test(plainText(last.text()))) return entry.html() ?? '';
  const copy = entry.clone();
  copy.children().eq(lastIndex).remove();
  return copy.html() ?? '';
}

/** Lists (and the group headings before them) that follow `start` among its following siblings, up to the next heading of its rank. */
function rankOf(heading: Cheerio<Element>): number {
  return heading.is(HEADING) ? Number((heading.prop('tagName') ?? 'H9').slice(1)) : 9;
}

/**
 * What paragraphs are, where a part has no list: each a step (`steps`), lines of ingredients (`lines`: taken only
 * when no list follows the heading), or nothing.
 */
type Paragraphs = 'steps' | 'lines' | 'none';

function sectionsAfter(
  $: CheerioAPI,
  start: Cheerio<Element>,
  rank: number,
  stop: RegExp,
  paragraphs: Paragraphs,
  goOn?: RegExp,
): Array<FoundSection<string>> {
  return sectionsFrom($, start.next(), '', rank, stop, paragraphs, goOn);
}

/**
 * The innermost element of `block` that holds all its lists, when it holds two or more, each wrapped or not
 * (<div><p><b>BUND</b></p><div class="list"><ul>…</ul></div><p><b>KARAMEL</b></p><div class="list"><ul>…</ul></div>
 * </div>): its children are the lists and the group headings between them.
 */
function holderOfLists($: CheerioAPI, block: Cheerio<Element>): Cheerio<Element> | undefined {
  const lists = block.find('ul, ol').filter((_, list) => $(list).parentsUntil(block, 'ul, ol').length === 0);
  if (lists.length < 2) return undefined;
  let holder = lists.first().parent() as Cheerio<Element>;
  while (!holder.is(block) && holder.find(lists.last()).length === 0) holder = holder.parent() as Cheerio<Element>;
  return holder;
}

/**
 * The sections of `first` and the siblings after it; `name` names the first list when no heading comes before it. A
 * heading of the rank that ends them goes on with them, as a group's name, when it matches `goOn`.
 */
function sectionsFrom(
  $: CheerioAPI,
  first: Cheerio<Element>,
  firstName: string,
  rank: number,
  stop: RegExp,
  paragraphs: Paragraphs,
  goOn?: RegExp,
): Array<FoundSection<string>> {
  const sections: Array<FoundSection<string>> = [];
  const lineSections: Array<FoundSection<string>> = [];
  let name = firstName;
  let limit = rank;
  // Once the steps came as a list, the paragraphs after it are the page's comments ("Recipe adapted from…").
  let listRead = false;
  // After a block of step paragraphs, only a subheading and the block under it go on with the steps ("Preparation",
  // then "Cooking"): anything else that follows is no part of them.
  let blockRead = false;
  let headedSinceBlock = false;
  // Whether the one section so far is a single paragraph read as a step.
  let leadIsParagraph = false;
  for (let node = first; node.length > 0; node = node.next()) {
    if (isPromotion(node)) continue;
    if (paragraphs === 'lines' && isBrokenHeading($, node)) {
      lineSections.push({ name, items: brokenLines($, node) });
      name = '';
      continue;
    }
    // A heading wrapped in a block of its own (with an "edit" link beside it, say) is that heading.
    const wrapped = node.is(HEADING) ? node : node.children(HEADING).first();
    if (wrapped.length > 0 && node.find('ul, ol, p').length === 0) {
      const level = Number((wrapped.prop('tagName') ?? 'H9').slice(1));
      const text = withoutLeadingPictographs(plainText(wrapped.text()));
      // "Ingredients" followed at once by "For the skewers" of the same rank heads groups set at its own level.
      if (level === limit && node.is(first) && !firstName) limit = level - 1;
      if (stop.test(text)) break;
      const groupOfIngredients = paragraphs === 'lines' && listRead && headsIngredientList($, node);
      if (level <= limit && !groupOfIngredients && !goOn?.test(text)) break;
      // A heading that only numbers the step after it ("STEP 1.") names no group.
      name = STEP_NUMBER_TITLE.test(text) ? '' : text;
      headedSinceBlock = true;
      continue;
    }
    if (blockRead && !headedSinceBlock) break;
    // A list of links beside the lines (the recipe card's downloads) is none of them.
    const lists = (node.is('ul, ol') ? node : node.find('ul, ol')).filter((_, list) => !isLinkList($, $(list))).first();
    // A line that only names the other part ("INSTRUCTIONS:"), however it is set, ends this one.
    if (lists.length === 0 && isPartLabel(withoutLeadingPictographs(plainText(node.text())), stop)) break;
    // One block holding several lists with group headings between them (<ul>…</ul><p><b>For the glaze</b></p><ul>…):
    // all of them, in their groups.
    const holder = lists.length > 0 && !node.is('ul, ol') ? holderOfLists($, node) : undefined;
    if (holder && holder.children().length > 1) {
      sections.push(
        ...sectionsFrom($, holder.children().first() as Cheerio<Element>, name, rank, stop, paragraphs, goOn),
      );
      name = '';
      continue;
    }
    if (lists.length > 0) {
      const items = listItems($, lists);
      // A paragraph right before the list of steps, alone, leads up to it ("Here are some tips on how to put it
      // together."): the list holds the steps.
      const leadsUp = leadIsParagraph && sections.length === 1 && sections[0]?.items.length === 1 && !name;
      if (paragraphs === 'steps' && items.length > 1 && !listRead && !blockRead && leadsUp) sections.splice(0, 1);
      if (items.length > 0) sections.push({ name: name || groupHeadingWithin(node, lists), items });
      listRead ||= items.length > 0;
      name = '';
    } else if (isHeadingLike($, node)) {
      const text = withoutLeadingPictographs(plainText(node.text()));
      if (stop.test(text)) break;
      // "Preparation" under "Method" names no group of its own.
      name = INGREDIENT_WORDS.test(text) || STEP_WORDS.test(text) ? '' : text.replace(/:$/, '');
    } else if (paragraphs === 'lines') {
      const lines = isEntryRow($, node)
        ? [ingredientRowLine($, node)]
        : node.find('p').length === 0 && !node.is('p')
          ? rowLinesOf($, node)
          : paragraphLines($, node);
      const last = lineSections.at(-1);
      if (lines.length > 0 && last && !name) last.items.push(...lines);
      else if (lines.length > 0) lineSections.push({ name, items: lines });
      if (lines.length > 0) name = '';
    } else if (paragraphs === 'steps' && !listRead && stepParagraphs($, node).length > 1) {
      // A block of several paragraphs (<div><p><b>For the sponge:</b></p><p>…</p><p>…</p></div>), or of blocks a
      // paragraph each, holds the steps, with its bold lines as group names; what follows it is no part of them.
      for (const paragraph of stepParagraphs($, node)) {
        const text = plainText($(paragraph).html() ?? '');
        if (isHeadingLike($, $(paragraph))) name = STEP_WORDS.test(text) ? '' : text.replace(/:$/, '');
        else if (!isAside(text) && !isLinkOnly($, $(paragraph))) addStep(sections, name, text);
      }
      blockRead = true;
      headedSinceBlock = false;
    } else if (paragraphs === 'steps' && !listRead && sections.length === 0 && childBlockSteps($, node).length > 1) {
      // Steps set as blocks of one build without paragraphs (<div><div>Rub…</div><div>Bake…</div></div>), a step each.
      for (const step of childBlockSteps($, node)) if (!isAside(step)) addStep(sections, name, step);
      blockRead = true;
      headedSinceBlock = false;
    } else if (paragraphs === 'steps' && !listRead && stepBlockText($, node) !== undefined) {
      // One of a run of blocks of one build under the steps' heading, a step each.
      const step = stepBlockText($, node) as string;
      if (!isAside(step)) addStep(sections, name, step);
    } else if (paragraphs === 'steps' && !listRead && (node.is('p') || node.find('p').length === 1)) {
      // Steps written as paragraphs, one a step (a block holding one paragraph is that paragraph).
      const paragraph = node.is('p') ? node : node.find('p');
      // A paragraph inside a button ("Print") is the button's label.
      if (paragraph.closest('button, [role="button"]').length > 0) continue;
      const text = plainText(paragraph.html() ?? '');
      if (!text || isAside(text) || isLinkOnly($, paragraph)) continue;
      // Steps a paragraph each may break a step into lines; a paragraph alone broken into lines is a step a line.
      const alone = sections.length === 0 && !(node.next().is('p') && plainText(node.next().text()));
      const lines = alone ? brokenStepLines($, paragraph) : undefined;
      leadIsParagraph = sections.length === 0 && !lines;
      if (!lines) addStep(sections, name, text);
      for (const line of lines ?? []) {
        if (line.heading) name = STEP_WORDS.test(line.text) ? '' : line.text.replace(/:$/, '');
        else if (!isAside(line.text)) addStep(sections, name, line.text);
      }
    }
  }
  return sections.length > 0 ? sections : lineSections;
}

/**
 * A heading element broken into three lines or more (<h5>• 2 tbsp olive oil<br>• 50g butter<br>…</h5>): text a page
 * builder set in a heading's style, no heading.
 */
function isBrokenHeading($: CheerioAPI, node: Cheerio<Element>): boolean {
  return node.is(HEADING) && brokenLines($, node).length >= 3;
}

/**
 * Whether the heading is followed, past empty paragraphs, by a list of ingredient lines (most of them starting with
 * an amount): after the ingredient list, "Crosses" or "Glaze" set at the rank of "Ingredients" names a group of it.
 */
function headsIngredientList($: CheerioAPI, heading: Cheerio<Element>): boolean {
  let next = heading.next();
  while (next.is('p') && !plainText(next.text())) next = next.next();
  if (!next.is('ul, ol')) return false;
  const items = listItems($, next);
  return items.length > 0 && items.filter(startsWithQuantity).length * 2 > items.length;
}

/** A block a page sets among a post's paragraphs to sell or sign up for something, named so by its class or id. */
const PROMOTION_CLASS = /newsletter|sign-?up|subscri(be|ption)|advert/i;

/**
 * Whether the block, or the one element it wraps (however deep, past style sheets and scripts), is such a block, or
 * a form that asks for an e-mail address (a newsletter's "Don't miss a recipe!", whatever its class).
 */
function isPromotion(block: Cheerio<Element>): boolean {
  for (
    let node = block;
    node.length === 1;
    node = node.children().not('script, style, noscript, template') as Cheerio<Element>
  ) {
    if (PROMOTION_CLASS.test(`${node.attr('class') ?? ''} ${node.attr('id') ?? ''}`)) return true;
    if (isSignUpForm(node.get(0) as Element)) return true;
  }
  return false;
}

/** A form with a field for an e-mail address: a sign-up for a newsletter, no part of a recipe. */
export function isSignUpForm(element: Element): boolean {
  if (element.tagName !== 'form') return false;
  const fields: Element[] = [];
  const walk = (node: Element) => {
    for (const child of node.children) {
      if (child.type !== 'tag') continue;
      if ((child as Element).tagName === 'input') fields.push(child as Element);
      walk(child as Element);
    }
  };
  walk(element);
  return fields.some((field) => /^email$/i.test(field.attribs.type ?? '') || /e-?mail/i.test(field.attribs.name ?? ''));
}

/**
 * The lines of a step paragraph broken into lines, a step each (<p>Heat the oven.<br><img><br>Fill the tin.</p>), as
 * blogs write steps without a list: a bold line before others heads their group; a bold line with a link after the
 * last step ("Follow us on <a>Pinterest</a>!", "Also good: <a>…</a>") is none. Undefined when fewer than two lines
 * are steps: the paragraph is one step.
 */
function brokenStepLines(
  $: CheerioAPI,
  paragraph: Cheerio<Element>,
): Array<{ text: string; heading: boolean }> | undefined {
  const lines = (paragraph.html() ?? '')
    .split(LINE_BREAK)
    .map((part) => {
      const line = $(`<p>${part}</p>`) as Cheerio<Element>;
      return { text: plainText(part), bold: allBold($, line), link: line.find('a').length > 0 };
    })
    .filter((line) => line.text);
  while (lines.at(-1)?.bold && lines.at(-1)?.link) lines.pop();
  const lastPlain = lines.findLastIndex((line) => !line.bold);
  const steps = lines.map(({ text, bold }, index) => ({ text, heading: bold && index < lastPlain }));
  return steps.filter((line) => !line.heading).length >= 2 ? steps : undefined;
}

/** The step joins the last group when that group has its name, or starts a group of its own. */
function addStep(sections: Array<FoundSection<string>>, name: string, text: string): void {
  const last = sections.at(-1);
  if (last && last.name === name) last.items.push(text);
  else sections.push({ name, items: [text] });
}

/** The paragraphs with text inside a block, outside buttons ("Print"), in page order. */
function stepParagraphs($: CheerioAPI, block: Cheerio<Element>): Element[] {
  return block
    .find('p')
    .toArray()
    .filter(
      (paragraph) => $(paragraph).closest('button, [role="button"]').length === 0 && plainText($(paragraph).text()),
    );
}

/**
 * A group set in a block of its own (<section><h4>For the cream:</h4><ul>…</ul></section>): the heading in the
 * block before its list names it, unless it names a part ("Ingredients").
 */
function groupHeadingWithin(block: Cheerio<Element>, list: Cheerio<Element>): string {
  if (block.is('ul, ol')) return '';
  const heading = block.find(HEADING).first();
  const listAt = block
    .find('*')
    .toArray()
    .indexOf(list.get(0) as Element);
  if (
    heading.length === 0 ||
    block
      .find('*')
      .toArray()
      .indexOf(heading.get(0) as Element) > listAt
  )
    return '';
  const text = plainText(heading.text());
  return INGREDIENT_WORDS.test(text) || STEP_WORDS.test(text) ? '' : text.replace(/:$/, '');
}

/**
 * A line that is nothing but a part's name ("Instructions:", "Method", "Preparación."), not a text that starts with
 * one.
 */
function isPartLabel(text: string, words: RegExp): boolean {
  return text.length <= 40 && words.test(text) && /^[\p{L}\p{M}\s'’&-]+[:.]?$/u.test(text);
}

/**
 * The lines of a block laid out without a list or paragraphs: its table's rows, check list's boxes and definition
 * list's entries, or else the rows it holds (unless the block is named for the tools).
 */
function rowLinesOf($: CheerioAPI, block: Cheerio<Element>): string[] {
  const lines = tableRowLines($, block).concat(ingredientCheckList($, block), definitionRowLines($, block));
  if (lines.length > 0 || EQUIPMENT_CLASS.test(`${block.attr('class') ?? ''} ${block.attr('id') ?? ''}`)) return lines;
  return childRowLines($, block);
}

/** The lines of a check list the block holds, unless the block is named for the tools ("recipe-accessoires"). */
function ingredientCheckList($: CheerioAPI, block: Cheerio<Element>): string[] {
  const names = `${block.attr('class') ?? ''} ${block.attr('id') ?? ''}`;
  return EQUIPMENT_CLASS.test(names) ? [] : checkListLines($, block);
}

/**
 * Whether any of these elements is or holds a list, a paragraph, a table or a check list, or is a row of a list laid
 * out without one.
 */
function holdsContent($: CheerioAPI, elements: Cheerio<Element>): boolean {
  return (
    elements.is('ul, ol, p, table') ||
    elements.find('ul, ol, p, table').length > 0 ||
    elements
      .toArray()
      .some(
        (element) =>
          isEntryRow($, $(element)) || isBrokenHeading($, $(element)) || ingredientCheckList($, $(element)).length > 0,
      )
  );
}

/**
 * How long a text naming a part may be: a line in bold is short ("Ingredients:"); a heading may name the dish too
 * ("Elaboración de la crema de calabaza con Thermomix").
 */
const LABEL_LENGTH_MAX = 40;
const HEADING_LENGTH_MAX = 80;
/** "How to Make the Best Chouriço Hash": a blog's walk-through before its recipe, which names the dish so too. */
/**
 * "Abrikozenvlaai maken": a heading over the steps as "How to make …" is, in languages that put the verb last. Only a
 * heading over the steps; as a group's name among them ("Deeg maken") it names that group.
 */
const MAKING_HEADING = /^[^.!?:]{3,60}\s(?:maken|zubereiten)\s*$/i;
const WALK_THROUGH = new RegExp(`^(?:here(?:'|’)?s\\s+)?how to\\b|${MAKING_HEADING.source}`, 'i');
/**
 * A heading naming a stage of making the dish with the verb last ("Abrikozenvlaai maken", then "Abrikozenvlaai
 * bakken"): the stages after the first go on with the steps, as groups of their own.
 */
const MAKING_STAGE = /\S\s+(?:maken|bakken|zubereiten|backen)\s*$/i;

function lengthMax(heading: Cheerio<Element>): number {
  return heading.is(HEADING) && !WALK_THROUGH.test(plainText(heading.text())) ? HEADING_LENGTH_MAX : LABEL_LENGTH_MAX;
}

/**
 * Whether a heading's wrapper `start`, `depth` levels up, is to be left for its parent to find what follows the
 * heading: nothing of substance follows it yet. Past three levels (a page builder's heading in five nested blocks,
 * its lists in the block beside the outermost), the climb stays inside the heading's section or article.
 */
function canClimbFromHeading($: CheerioAPI, start: Cheerio<Element>, depth: number): boolean {
  if (depth >= 6 || holdsContent($, start.nextAll()) || start.parent().is('body, html')) return false;
  return depth < 3 || !start.parent().is('section, article, main');
}

/** "Wikinger-Auflauf – Die Zutaten": the part a heading names after the dish's name and a dash, article and all. */
const PART_AFTER_DISH =
  /^\S.{2,80}?\s[–—-]\s+(?:(?:die|der|das|the|les?|la|de|het|il|gli|los|las|os|as)\s+)?(\S.{0,29})$/iu;

/** Whether a heading names the part: by its words, or by them after the dish's name ("Pancakes – The Ingredients"). */
function namesThePart(heading: Cheerio<Element>, text: string, words: RegExp): boolean {
  if (words.test(text)) return true;
  const part = heading.is(HEADING) ? PART_AFTER_DISH.exec(text)?.[1] : undefined;
  // "Arretjescake – Recept" titles the page: the word "recipe" after the dish names no part of it.
  return part !== undefined && words.test(part) && !RECIPE_WORD_ALONE.test(part);
}

function byHeading($: CheerioAPI, words: RegExp, other: RegExp, paragraphs: Paragraphs): Array<FoundSection<string>> {
  // A blog's walk-through ("How to Make this Pumpkin Bread") gives the steps only when no heading of the recipe
  // card's own ("Instructions") follows it.
  let walkThrough: Array<FoundSection<string>> | undefined;
  for (const element of $(`${HEADING}, p, strong, b`).toArray()) {
    const heading = $(element);
    const text = withoutLeadingPictographs(plainText(heading.text()));
    if (text.length > lengthMax(heading) || !namesThePart(heading, text, words)) continue;
    let start = (heading.is('strong, b') && heading.parent().is('p') ? heading.parent() : heading) as Cheerio<Element>;
    // A heading wrapped in a block (<div class="heading"><h2>…</h2><a>edit</a></div>): its lists follow the wrapper.
    for (let depth = 0; canClimbFromHeading($, start, depth); depth += 1) {
      start = start.parent() as Cheerio<Element>;
    }
    const goOn = MAKING_STAGE.test(text) ? MAKING_STAGE : undefined;
    const read = sectionsAfter($, start, rankOf(heading as Cheerio<Element>), other, paragraphs, goOn);
    // A label of the time it takes ("Preparación" over "35 m") reads as the steps' name: its value is no step.
    const sections = paragraphs === 'steps' ? withoutFactLabels(read) : read;
    if (sections.length === 0) continue;
    const lead = paragraphs === 'steps' && !start.is(heading) ? textAfterLabel($, heading as Cheerio<Element>) : '';
    const found = lead ? withFirstStep(sections, lead) : sections;
    if (!WALK_THROUGH.test(text)) return found;
    walkThrough ??= found;
  }
  return walkThrough ?? [];
}

/** The text a paragraph goes on with after its bold label: the first step (<p><b>Bereiding</b><br>Verhit…</p>). */
function textAfterLabel($: CheerioAPI, label: Cheerio<Element>): string {
  const paragraph = label.parent();
  if (!paragraph.is('p')) return '';
  const nodes = paragraph.contents().toArray();
  const after = nodes.slice(nodes.indexOf(label.get(0) as Element) + 1);
  const text = plainText(after.map((node) => $.html(node)).join('')).replace(/^[:.\s]+/u, '');
  return text && !isAside(text) ? text : '';
}

function withFirstStep(sections: Array<FoundSection<string>>, step: string): Array<FoundSection<string>> {
  const [first, ...rest] = sections;
  if (first && !first.name) return [{ ...first, items: [step, ...first.items] }, ...rest];
  return [{ name: '', items: [step] }, ...sections];
}

/**
 * Entries a block lays out without a list, each an element named for the part (<div class="ingredient">): the
 * outermost such elements inside the block, so an entry's own named parts (amount, name) stay in it.
 */
function namedItems($: CheerioAPI, block: Cheerio<Element>, pattern: RegExp): Element[] {
  const named = (node: Element) => pattern.test(node.attribs.class ?? '');
  // A heading named for the part ("ingredient-list__title") titles the entries, and a control named so (a <select
  // class="ingredients-type"> of diets) switches them: neither is one of them.
  const titleOrControl = (node: Element) => /^(h[1-6]|select|option|button|input|textarea)$/i.test(node.tagName);
  const items = block
    .find('[class]')
    .toArray()
    .filter(
      (node) =>
        named(node) &&
        !titleOrControl(node) &&
        $(node)
          .parentsUntil(block)
          .toArray()
          .every((parent) => !named(parent as Element)),
    );
  // An entry set as its named parts side by side (<div><b class="ingredient-unit-display">195 g</b> <span
  // class="ingredient-name-display">shaved ham</span></div>): the element holding them is the entry.
  const entries: Element[] = [];
  for (const item of items) {
    const parent = item.parent;
    const paired =
      parent?.type === 'tag' && parent !== block.get(0) && items.filter((other) => other.parent === parent).length > 1;
    const entry = paired ? (parent as Element) : item;
    if (!entries.includes(entry)) entries.push(entry);
  }
  return entries;
}

/**
 * The lines of a part named for the ingredients or steps: a part with a heading and no paragraph is the block's
 * header ("Ingredients" with scale buttons); a step's heading that only numbers it is left out; a part holding
 * several paragraphs is a line a paragraph (<div class="ingredients-body"><p>3 Tbsp olive oil</p>…).
 */
function namedItemLines($: CheerioAPI, item: Cheerio<Element>): string[] {
  const headings = item.find(HEADING);
  if (headings.length > 0 && item.find('p').length === 0) return [];
  if (item.children('p').length > 1) return paragraphLines($, item);
  // A group of its own: its heading, then a line a paragraph (<div class="Ingredients"><h2>Ganache</h2><div><p>200g
  // chocolate</p><p>25cl cream</p></div></div>).
  if (headings.length === 1 && item.find('p').length > 1 && headings.is(item.children())) {
    const heading = plainText(headings.text());
    return [...(STEP_NUMBER_TITLE.test(heading) ? [] : [heading]), ...paragraphLines($, item)];
  }
  const shown = item.clone();
  shown.find(HEADING).each((_, heading) => {
    if (STEP_NUMBER_TITLE.test(plainText($(heading).text()))) $(heading).remove();
  });
  return [plainText(shown.html() ?? '')];
}

/** A paragraph that is nothing but links (a related recipe the page points to after the steps, its categories), no step. */
function isLinkOnly($: CheerioAPI, paragraph: Cheerio<Element>): boolean {
  // Marks between the links count for nothing: "Thema recepten, Wereldgerecht, …" lists the post's categories.
  const text = letters(paragraph.text());
  return text !== '' && letters(paragraph.find('a').text()) === text;
}

/**
 * A list of the recipe's times or yield set inside the part's block (<article class="recipe-preparation"><p>…</p>
 * <ul><li>Elkészítési idő: 60 perc</li></ul>): no entries of the part, which the block's paragraphs then hold.
 */
function isFactList($: CheerioAPI, list: Cheerio<Element>): boolean {
  const items = listItems($, list);
  return items.length > 0 && items.every(isFactLabel);
}

/**
 * The block with the blocks beside it of its tag and class, in page order: a part set as several named blocks, a
 * group each (<div class="ingredients-wrap"><h5>Sauce</h5><ul>…</ul></div> after the first one; <ul
 * class="instructions"> after each group's ingredients).
 */
function withRepeatedBlocks($: CheerioAPI, block: Cheerio<Element>): Cheerio<Element> {
  const element = block.get(0);
  const className = element?.attribs.class;
  if (!element || !className || block.is('li')) return block;
  return block
    .parent()
    .children()
    .filter(
      (_, sibling) =>
        sibling === element || (sibling.tagName === element.tagName && sibling.attribs.class === className),
    ) as Cheerio<Element>;
}

/** The lists, in page order, holding entries of the class `names` (counted per parent in `alike`). */
function listsWithEntries($: CheerioAPI, alike: Map<AnyNode, Map<string, number>>, names: string): Cheerio<Element> {
  const parents = [...alike]
    .filter(([parent, counts]) => counts.has(names) && $(parent as Element).is('ul, ol'))
    .map(([parent]) => parent as Element);
  return $(parents) as Cheerio<Element>;
}

/** The text of the heading right before the list, or before the block that wraps it inside `within`, if any. */
function headingOver($: CheerioAPI, list: Cheerio<Element>, within: Cheerio<Element>): string {
  for (let node = list; node.length > 0 && !node.is(within); node = node.parent() as Cheerio<Element>) {
    const before = node.prevAll().not('script, style, template, noscript').first();
    if (before.length > 0) return before.is(HEADING) ? plainText(before.text()) : '';
  }
  return '';
}

/**
 * The page's <body> or <html>: its classes are the theme's settings for the whole page ("avada-flyout-menu-direction-
 * fade"), and name no part of the recipe.
 */
function isPageRoot(element: Element): boolean {
  return element.tagName === 'body' || element.tagName === 'html';
}

/** Whether the element sits in the page's navigation (<nav>), walked up without building selections: cheap. */
function isInsideNav(element: Element): boolean {
  for (let node: Element | null = element; node; node = node.parent?.type === 'tag' ? (node.parent as Element) : null) {
    if (node.tagName === 'nav') return true;
  }
  return false;
}

/** Whether a list entry's class or id names the other part (<li class="ingredient"> among the steps' block). */
function namedForOther(entry: Element, other: RegExp): boolean {
  return other.test(`${entry.attribs.class ?? ''} ${entry.attribs.id ?? ''}`);
}

/**
 * The biggest block whose class or id names the part, read as its lists, its named entries (or its paragraphs, for
 * steps); a list under a heading that names `otherHeadings` ("Cooking Instructions") is left out.
 */
function byClass(
  $: CheerioAPI,
  pattern: RegExp,
  other: RegExp,
  paragraphs: Paragraphs,
  otherHeadings?: RegExp,
): Array<FoundSection<string>> {
  let best: Cheerio<Element> | undefined;
  let bestCount = 0;
  $('[class], [id]').each((_, node) => {
    const element = $(node);
    // A WordPress post's container carries its terms as classes ("hentry ingredient-potato"): they name no block;
    // nor do a menu's entries for a category of ingredients (<nav><div class="menu-item-object-ingredient">), nor
    // the page's theme settings on <body>.
    if (element.hasClass('hentry') || isInsideNav(node) || isPageRoot(node)) return;
    const names = `${element.attr('class') ?? ''} ${element.attr('id') ?? ''}`;
    // A block named for both parts ("ingredients-and-directions") holds both: it is the block of neither.
    if (!pattern.test(names) || other.test(names)) return;
    // The recipe's times and yield set as a list ("Prep 15 mins", "Serves 4") are no entries of the part.
    const count =
      element.find('li').filter((_, entry) => !namedForOther(entry, other) && !isFactLabel(plainText($(entry).text())))
        .length ||
      namedItems($, element, pattern).length ||
      (paragraphs === 'steps' ? element.find('p').length : 0) ||
      element.find('dt').length;
    // The outermost block with the most entries; ties keep the first (outer) one.
    if (count > bestCount) {
      best = element;
      bestCount = count;
    }
  });
  // Entries named for the part in a block that is not (<ul class="list"><li class="ingredientItem">…): their block,
  // when there are three or more and they outnumber the best named block (else the biggest entry, with its named
  // amount and name, would win).
  const alike = new Map<AnyNode, Map<string, number>>();
  $('[class]').each((_, node) => {
    const names = node.attribs.class ?? '';
    const parent = node.parent;
    if (!parent || parent.type !== 'tag' || !pattern.test(names) || other.test(names)) return;
    // Headings named for the part (<h6 class="recipe-steps">STEP 1.</h6>) title its entries; they are none of them.
    if (isInsideNav(node) || /^h[1-6]$/i.test(node.tagName)) return;
    const counts = alike.get(parent) ?? new Map<string, number>();
    alike.set(parent, counts.set(names, (counts.get(names) ?? 0) + 1));
  });
  let entryClass: string | undefined;
  for (const [parent, counts] of alike) {
    for (const [names, siblings] of counts) {
      if (siblings >= 3 && siblings > bestCount) {
        best = $(parent as Element) as Cheerio<Element>;
        bestCount = siblings;
        entryClass = names;
      }
    }
  }
  if (!best) return [];
  // Lists whose entries are named alike are the part's groups (<h3>For the filling</h3><ul><li class="ingredient">…
  // <h3>For the topping</h3><ul><li class="ingredient">…).
  const blocks = entryClass && best.is('ul, ol') ? listsWithEntries($, alike, entryClass) : withRepeatedBlocks($, best);
  // The named block may be the list itself (<ul class="ingredients">).
  const lists = best.is('ul, ol')
    ? blocks
    : blocks
        .find('ul, ol')
        .filter((_, list) => $(list).parents('ul, ol').length === 0 || !blocks.find($(list).parents('ul, ol')).length)
        // A tab or box of the block that lists the equipment (<div id="equipment">), or the allergens, lists no
        // ingredients; one named for the other part (<section class="recipe-instruction"><section
        // class="recipe-ingredients-wrapper"><ul>…) lists that part's entries; one the page hides (the other units
        // of a metric / imperial switch) lists none a reader sees.
        .filter((_, list) =>
          $(list)
            .parentsUntil(blocks)
            .addBack()
            .toArray()
            .every((node) => {
              const names = `${$(node).attr('class') ?? ''} ${$(node).attr('id') ?? ''}`;
              // A wrapper named for both parts ("single-ingredients-method") is no more the other part's than this one's.
              const otherPart = other.test(names) && !pattern.test(names);
              return (
                !EQUIPMENT_CLASS.test(names) &&
                !PRODUCT_INFO_CLASS.test(names) &&
                !otherPart &&
                !isHidden(node as Element)
              );
            }),
        )
        .filter((_, list) => !isFactList($, $(list)))
        // A list whose entries are named for the other part (<li class="ingredient">) lists that part's entries.
        .filter(
          (_, list) =>
            !$(list)
              .children('li')
              .toArray()
              .every((entry) => namedForOther(entry, other)),
        );
  const repeatedLists = !entryClass && best.is('ul, ol') && blocks.length > 1;
  const sections: Array<FoundSection<string>> = [];
  if (lists.length > 0) {
    lists.each((_, list) => {
      const items = listItems($, $(list));
      if (items.length === 0) return;
      // Lists of the part's class side by side (<ul class="instructions"> after each group's ingredients) are named
      // only by a heading right before each.
      const heading = repeatedLists ? $(list).prev(HEADING) : $(list).prevAll(`${HEADING}, p, strong`).first();
      const name = heading.length > 0 && isHeadingLike($, heading) ? plainText(heading.text()).replace(/:$/, '') : '';
      // A list headed as the other part (the steps' copy for small screens, "Cooking Instructions", set inside the
      // ingredients' block) is that part's.
      if (otherHeadings && isPartLabel(headingOver($, $(list), blocks), otherHeadings)) return;
      sections.push({ name: INGREDIENT_WORDS.test(name) || STEP_WORDS.test(name) ? '' : name, items });
    });
    // The heading over a block's only list ("So wird es gemacht:", "Let's get started!") titles the whole part.
    if (sections.length === 1) (sections[0] as FoundSection<string>).name = '';
  } else if (namedItems($, best, pattern).length > 1) {
    // Each block of the part a group, named by the heading right before it when there are several.
    for (const block of blocks.toArray()) {
      const items = namedItems($, $(block), pattern)
        .flatMap((item) => namedItemLines($, $(item)))
        // An entry without a letter ("4 1 2 3 4 5 6 7 8", a servings picker) says nothing of the recipe.
        .filter((line) => /\p{L}/u.test(line));
      const heading = blocks.length > 1 ? headingOver($, $(block), $(block).parent() as Cheerio<Element>) : '';
      const name = INGREDIENT_WORDS.test(heading) || STEP_WORDS.test(heading) ? '' : heading.replace(/:$/, '');
      if (items.length > 0) sections.push({ name, items });
    }
  } else if (best.find('dt').length > 0) {
    // A definition list named for the part (<dl class="ingredients"><dt>sugar <u>45 g</u></dt>…), a group a block.
    for (const block of blocks.toArray()) {
      const groups = definitionGroups($, $(block));
      const heading = blocks.length > 1 ? plainText($(block).find(HEADING).first().text()) : '';
      const name = INGREDIENT_WORDS.test(heading) || STEP_WORDS.test(heading) ? '' : heading.replace(/:$/, '');
      groups.forEach((group, index) => {
        if (group.items.length > 0) sections.push({ ...group, name: group.name || (index === 0 ? name : '') });
      });
    }
  } else if (paragraphs === 'steps') {
    const items = best
      .find('p')
      .toArray()
      .filter((p) => !isLinkOnly($, $(p)))
      .map((p: AnyNode) => plainText($(p).html() ?? ''))
      .filter(Boolean);
    if (items.length > 0) sections.push({ name: '', items });
  }
  return sections;
}

/**
 * The lines of the definition lists in a block: a term a line, with the one description after it (<dt>2 eggs</dt>
 * <dd>beaten</dd>); a term followed by several descriptions names them, a line each (<dt>For the cream</dt><dd>200
 * ml milk</dd><dd>3 yolks</dd>).
 */
function definitionGroups($: CheerioAPI, block: Cheerio<Element>): Array<FoundSection<string>> {
  const groups: Array<FoundSection<string>> = [{ name: '', items: [] }];
  for (const list of block.is('dl') ? block.toArray() : block.find('dl').toArray()) {
    const children = $(list).children('dt, dd').toArray();
    children.forEach((child, index) => {
      if (child.tagName !== 'dt') return;
      const descriptions: Element[] = [];
      for (const next of children.slice(index + 1)) {
        if (next.tagName === 'dt') break;
        descriptions.push(next);
      }
      const term = entryRowLine($, $(child));
      if (descriptions.length > 1) {
        groups.push({ name: term.replace(/:$/, ''), items: descriptions.map((dd) => entryRowLine($, $(dd))) });
        return;
      }
      const line = [term, ...descriptions.map((dd) => entryRowLine($, $(dd)))].filter(Boolean).join(' ');
      if (!line) return;
      // A line after a group the term named starts an unnamed group of its own.
      let last = groups.at(-1) as FoundSection<string>;
      if (last.name) {
        last = { name: '', items: [] };
        groups.push(last);
      }
      last.items.push(line);
    });
  }
  return groups.filter((group) => group.items.length > 0);
}

/** "Recipe: Orange Juice Carrots", a heading over the recipe when the page names its parts no other way. */
const RECIPE_HEADING = new RegExp(`^(${RECIPE_WORDS})\\s*:`, 'iu');

export function plainMarkupIngredients($: CheerioAPI): Array<FoundSection<string>> {
  const found = byClass($, INGREDIENT_CLASS, STEP_CLASS, 'none', STEP_WORDS);
  if (found.length > 0) return found;
  const named = byHeading($, INGREDIENT_WORDS, STEP_WORDS, 'lines');
  // Under "Recipe: …" alone, the list is the ingredients (the steps follow it as paragraphs).
  return named.length > 0 ? named : byHeading($, RECIPE_HEADING, STEP_WORDS, 'none');
}

/** The words over the steps, and a heading over them that names making the dish ("Abrikozenvlaai maken"). */
const STEP_HEADING = new RegExp(`${STEP_WORDS.source}|${MAKING_HEADING.source}`, 'i');

export function plainMarkupSteps($: CheerioAPI): Array<FoundSection<string>> {
  const found = byClass($, STEP_CLASS, INGREDIENT_CLASS, 'steps');
  const named = found.length > 0 ? found : byHeading($, STEP_HEADING, INGREDIENT_WORDS, 'steps');
  const steps = named.length > 0 ? named : byHeading($, RECIPE_HEADING, INGREDIENT_WORDS, 'steps');
  return steps.filter((section) => !NOTES_GROUP.test(section.name.trim()));
}

const SERVINGS_MARK = /yield|serving|portion|serves|person(?!al)|people|porzioni|porciones/i;

/** A serving count shown in the page (an element named for the yield or servings), when the data gives none. */
export function plainMarkupServingsText($: CheerioAPI): string[] {
  const texts: string[] = [];
  $('[class], [id], [itemprop]').each((_, node) => {
    if (texts.length >= 5) return false;
    const element = $(node);
    // An icon may be named in an attribute of its own: <div data-attr-icon="recipeServings"></div>.
    const icons = Object.entries((node as Element).attribs)
      .filter(([name]) => /^data-.*icon/i.test(name))
      .map(([, value]) => value);
    const names = [element.attr('class'), element.attr('id'), element.attr('itemprop'), ...icons].join(' ');
    if (!SERVINGS_MARK.test(names)) return undefined;
    // Inside an ingredient's entry (<li class="ingredient">…<span class="ingredient-serving">2 tbsp</span>) it is
    // that ingredient's amount.
    const entry = element.closest('li');
    if (INGREDIENT_CLASS.test(`${entry.attr('class') ?? ''} ${entry.attr('itemprop') ?? ''}`)) return undefined;
    // An icon named for the servings stands before its number: <i class="icon-serves"></i><span>4</span>.
    const text = withNumbersInFigures(
      plainText(element.text()) || (element.children().length === 0 ? plainText(element.next().text()) : ''),
    );
    if (text.length > 0 && text.length < 60 && /\d/.test(text)) texts.push(text);
    return undefined;
  });
  return texts;
}

/** "Per serving", "※1人分あたり": what a nutrition figure is counted for, not how many the recipe serves. */
const PER_SERVING =
  /\b(per|each)\s+(1\s+|one\s+)?(serving|portion|person)\b|\bpro\s+(portion|person)\b|\bpar\s+(portion|personne)\b|\bper\s+(porzione|persona)\b|\bpor\s+(porción|ración|persona)\b|人分あたり|人前あたり|每份|인분당/iu;

/**
 * Short texts the page shows that say how many they serve ("Serves 4", "4 personen", "Serves: 20"), in page order:
 * elements whose whole text is that short line (or a label whose next element is its number), outside scripts and
 * forms.
 */
export function shownServingsLines($: CheerioAPI, words: RegExp): string[] {
  const lines: string[] = [];
  $('body :not(script, style, noscript, template, option, select, button)').each((_, node) => {
    if (lines.length >= 5) return false;
    const element = $(node);
    // Each line of an element broken into lines ("Prep: 10 mins<br>Serves 4"), or into facts set apart by bars
    // ("Serves 2 | Total time: 15 minutes"), is a text of its own.
    const texts = brokenLines($, element).flatMap(barredFacts);
    for (const text of texts) {
      if (text.length === 0 || text.length > 40 || !words.test(text) || PER_SERVING.test(text)) continue;
      if (/\d/.test(text)) lines.push(text);
      else if (texts.length === 1) {
        // A label and its value side by side: <th>Servings</th><td>8</td>, <dt>Serves</dt><dd>4</dd>.
        const value = plainText(element.next().text());
        if (/\d/.test(value) && value.length <= 20) lines.push(`${text} ${value}`);
      }
    }
    return undefined;
  });
  return lines;
}
