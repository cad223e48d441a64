// Preparation and cooking times a page shows as labelled text ("Prep time: 10 mins", "Cooking Time | 1 hour 20
// minutes", "Cooks in 30 min", <dt>Preparation Time</dt><dd>35 minutes</dd>, "Cuisson" beside "45 min", "En cuisine"
// under "50 min"), for pages whose structured data gives neither.
// parse-duration reads the written duration (units and their abbreviations, "1 hr 30 min", "1h30"; the words of other
// languages from duration-units.ts).
import type { Cheerio, CheerioAPI } from 'cheerio';
import type { Element } from 'domhandler';
import parseDuration from 'parse-duration';
import { DURATION_UNITS } from '../lines/duration-units';
import { barredFacts, brokenLines } from './paragraph-lines';
import { plainText } from '../text';
import { UNSHOWN_ELEMENTS } from './hidden-elements';

const PREP_LABEL =
  /^(?:active\s+time|prep(?:aration)?(?:\.?\s*time|\s+in\b)|temps de préparation|tiempo de preparación|tempo de preparo|zubereitungszeit|vorbereitungszeit)\b/iu;
const COOK_LABEL =
  /^(?:(?:cook(?:ing)?|bak(?:e|ing))\s*time|(?:cooks?|bakes?)\s+in\b|temps de cuisson|tiempo de cocción|tempo de cozimento|kochzeit|backzeit|garzeit)\b/iu;
/**
 * A bare word as the label ("Préparation", "Cuisson", "Prep:") only where it stands alone beside its value or ends
 * in a colon: in running text ("Cook 10 minutes.") it is a step, no label.
 */
const SHORT_PREP_LABEL =
  /^(?:prep(?:aration)?|préparation|preparazione|preparación|preparação|preparo|voorbereiding|przygotowanie|forberedelse|förberedelse|valmistelu|προετοιμασία|en cuisine)(?=\s*(?::|$))/iu;
const SHORT_COOK_LABEL =
  /^(?:cook(?:ing)?|cuisson|cottura|cocción|cocinado|cozimento|kooktijd|gotowanie|tilberedning|tillagning|μαγείρεμα|ψήσιμο)(?=\s*(?::|$))/iu;
/**
 * Words that only name a time, never an action ("Préparation 15 min", "Cuisson 1h10"): such a label may have its value
 * right after it, with no colon between, where a verb ("Cook 10 minutes") would be a step.
 */
const NOUN_PREP_LABEL = /^(?:préparation|preparazione|preparación|preparação|voorbereiding|przygotowanie)(?=\s+\d)/iu;
const NOUN_COOK_LABEL = /^(?:cuisson|cottura|cocción|cozimento|kooktijd)(?=\s+\d)/iu;
/** A bare word label with its value right after it, among facts set apart by bars. */
const BARRED_PREP_LABEL = /^(?:prep(?:aration)?)(?=\s+\d)/iu;
const BARRED_COOK_LABEL = /^(?:cook(?:ing)?|bake)(?=\s+\d)/iu;
/** What may stand between a label and its value. */
const SEPARATOR = /^[\s:=|–—-]+/u;
/** A duration as pages write it: a number first, then units ("10 mins", "1 hour 20 minutes", "1h30"). */
const WRITTEN_DURATION = /^\d[\d\s.,]*(?:[\p{L}.]+\s*\d*\s*){1,4}$/u;

// parse-duration reads its units from one table of its own; this process reads durations only here.
parseDuration.unit = DURATION_UNITS;

/**
 * Whole minutes of a written duration; a range ("25-30 mins", "15 to 30 minutes") counts as its last number, the
 * time to set aside, as recipe readers such as recipe-scrapers read it.
 */
export function minutesOfText(text: string): number | undefined {
  const value = text.trim().replace(/^\d+(?:[.,]\d+)?\s*(?:-|–|to)\s*(\d+(?:[.,]\d+)?)/iu, '$1');
  if (value.length > 30 || !WRITTEN_DURATION.test(value)) return undefined;
  // A bare number names no unit: it is no duration.
  if (!/\p{L}/u.test(value)) return undefined;
  const minutes = parseDuration(value.replace(',', '.'), 'm');
  return minutes !== null && minutes !== undefined && Number.isFinite(minutes) && minutes > 0
    ? Math.round(minutes)
    : undefined;
}

export interface ShownTimes {
  prepMinutes?: number;
  cookMinutes?: number;
}

/**
 * The duration a value starts with, where words follow it ("8 hours on low or 4 hours on high" → 480): only after a
 * label that says it is a time.
 */
function leadingMinutes(value: string): number | undefined {
  const lead = /^(\d+(?:[.,]\d+)?\s*\p{L}+)(?:\s+\d+\s*\p{L}+)?(?=\s|$)/u.exec(value);
  if (!lead) return undefined;
  return minutesOfText(lead[0]) ?? minutesOfText(lead[1] as string);
}

/** How far up a label set alone in its own block (<div><p>Prep</p></div><div><p>10 m</p></div>) is looked past. */
const LABEL_BLOCK_DEPTH = 3;

/** The cell under a table's heading cell, in the next row: <tr><th>Prep time</th>…</tr><tr><td>15 minutes</td>…</tr>. */
function columnBelow(heading: Cheerio<Element>): Cheerio<Element> {
  const column = heading.parent().children().index(heading);
  return heading.parent().next('tr').children().eq(column) as Cheerio<Element>;
}

/**
 * The element beside a label (the cell under it, for a table's heading cell in a row of them): its next (or previous) sibling, or, for a label that is the only element of its
 * block, the block's.
 */
function besideOf(label: Cheerio<Element>, side: 'next' | 'prev'): Cheerio<Element> {
  if (side === 'next' && label.is('th') && label.parent().is('tr') && label.siblings('th').length > 0) {
    return columnBelow(label);
  }
  let current = label;
  for (let depth = 0; depth <= LABEL_BLOCK_DEPTH; depth += 1) {
    const beside = side === 'next' ? current.next() : current.prev();
    if (beside.length > 0) return beside;
    const parent = current.parent();
    if (parent.length === 0 || parent.children().length !== 1 || parent.is('body')) break;
    current = parent as Cheerio<Element>;
  }
  return current.filter(() => false);
}

/** The first labelled preparation and cooking times in page order, outside scripts and forms. */
export function shownTimes($: CheerioAPI): ShownTimes {
  const times: ShownTimes = {};
  $(`body :not(${UNSHOWN_ELEMENTS})`).each((_, node) => {
    if (times.prepMinutes !== undefined && times.cookMinutes !== undefined) return false;
    const element = $(node);
    // Each line of an element broken into lines ("Prep: 10 mins<br>Cook: 25 mins") is a text of its own, as is each
    // fact of a line that bars set apart ("Serves 2 | Prep 10 min | Cook 25 min"), where a bare word is a label.
    const broken = brokenLines($, element);
    const facts = broken.flatMap(barredFacts);
    const barred = facts.length > broken.length;
    const lines = barred ? facts : broken;
    for (const text of lines) {
      if (text.length === 0 || text.length > 50) continue;
      for (const [label, key] of [
        [PREP_LABEL, 'prepMinutes'],
        [COOK_LABEL, 'cookMinutes'],
        [SHORT_PREP_LABEL, 'prepMinutes'],
        [SHORT_COOK_LABEL, 'cookMinutes'],
        [NOUN_PREP_LABEL, 'prepMinutes'],
        [NOUN_COOK_LABEL, 'cookMinutes'],
        ...(barred
          ? ([
              [BARRED_PREP_LABEL, 'prepMinutes'],
              [BARRED_COOK_LABEL, 'cookMinutes'],
            ] as const)
          : []),
      ] as const) {
        const match = label.exec(text);
        if (!match || times[key] !== undefined) continue;
        // In a list it may be a step's opening words ("Cuisson 20 minutes à feu doux").
        if ((label === NOUN_PREP_LABEL || label === NOUN_COOK_LABEL) && element.closest('li').length > 0) continue;
        // The value follows the label in the same element, or is the next element: <th>Prep time</th><td>10 min</td>;
        // a label set under its value (<p>50 min</p><p>Prep</p>) has it as the element before.
        const rest = text.slice(match[0].length).replace(SEPARATOR, '');
        // A label may end in words of its own ("Active time plus cooling") with its value beside it.
        const besideValue =
          /^[\p{L}\s]*$/u.test(rest) && lines.length === 1 && (label === PREP_LABEL || label === COOK_LABEL)
            ? leadingMinutes(plainText(besideOf(element, 'next').text()))
            : undefined;
        const minutes =
          besideValue !== undefined
            ? besideValue
            : rest
              ? (minutesOfText(rest) ??
                (label === PREP_LABEL || label === COOK_LABEL ? leadingMinutes(rest) : undefined))
              : lines.length > 1
                ? undefined
                : (minutesOfText(plainText(besideOf(element, 'next').text())) ??
                  minutesOfText(plainText(besideOf(element, 'prev').text())));
        if (minutes !== undefined) times[key] = minutes;
      }
    }
    return undefined;
  });
  for (const [names, key] of [
    [PREP_CLASS, 'prepMinutes'],
    [COOK_CLASS, 'cookMinutes'],
  ] as const) {
    if (times[key] === undefined) {
      const minutes = timeOfNamedElement($, names);
      if (minutes !== undefined) times[key] = minutes;
    }
  }
  return times;
}

/** An element named for the time it shows, with no label in it: <div class="item preparation_time">5 λεπτά</div>. */
const PREP_CLASS = /prep(?:aration)?[-_]?time|temps[-_]de[-_]preparation|zubereitungszeit/i;
const COOK_CLASS = /(?:cook(?:ing)?|bak(?:e|ing))[-_]?time|temps[-_]de[-_]cuisson|kochzeit|backzeit/i;

function timeOfNamedElement($: CheerioAPI, names: RegExp): number | undefined {
  for (const node of $('body [class], body [id]').toArray()) {
    const element = node as Element;
    if (!names.test(`${element.attribs.class ?? ''} ${element.attribs.id ?? ''}`)) continue;
    const minutes = minutesOfText(plainText($(element).text()));
    if (minutes !== undefined) return minutes;
  }
  return undefined;
}
