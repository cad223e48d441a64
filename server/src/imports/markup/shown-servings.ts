// How many a recipe serves, as the page shows it: an element named for the yield or servings, or a short line that
// says so ("Serves 4", "4 personen"), leaving out what nutrition figures are counted per.
import type { CheerioAPI } from 'cheerio';
import type { Element } from 'domhandler';
import { barredFacts, brokenLines } from './paragraph-lines';
import { INGREDIENT_CLASS } from './part-words';
import { withNumbersInFigures } from '../lines/servings';
import { plainText } from '../text';
import { UNSHOWN_ELEMENTS } from './hidden-elements';

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
  $(`body :not(${UNSHOWN_ELEMENTS})`).each((_, node) => {
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
