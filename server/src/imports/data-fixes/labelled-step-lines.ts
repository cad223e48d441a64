// Instructions given as one text that labels each step on a line of its own ("Stap 1:", then the step) and titles
// each part of the recipe on a line before its steps ("Pizzadeeg", "Bavette grillen"): the labels say only what the
// steps' order says, and the titles name groups of steps.
import type { FoundSection } from '../found-recipe';
import { STEP_NUMBER_TITLE } from '../numbered-steps';

/** A short line with no end of a sentence: "Pizzadeeg", "Opbouw pizza"; not "Serve warm." nor a step's text. */
function isTitle(line: string): boolean {
  return line.length <= 40 && line.split(/\s+/).length <= 5 && !/[.!?:;,)]$/u.test(line);
}

/**
 * The lines in groups, without the lines that only number a step, when two or more lines do; a title before any
 * steps starts a group it names. Undefined when the text numbers no steps on lines of their own.
 */
export function sectionsOfLabelledLines(lines: string[]): Array<FoundSection<string>> | undefined {
  if (lines.filter((line) => STEP_NUMBER_TITLE.test(line)).length < 2) return undefined;
  const sections: Array<FoundSection<string>> = [];
  lines.forEach((line, index) => {
    if (STEP_NUMBER_TITLE.test(line)) return;
    const last = sections.at(-1);
    if (isTitle(line) && index < lines.length - 1) sections.push({ name: line, items: [] });
    else if (last) last.items.push(line);
    else sections.push({ name: '', items: [line] });
  });
  return sections.filter((section) => section.items.length > 0);
}
