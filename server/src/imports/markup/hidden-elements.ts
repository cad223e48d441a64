// What a page hides from its reader, judged from the markup alone (no style sheets are read): the `hidden`
// attribute, an inline `display: none`, the usual "hidden" classes, and the tab panels a tab set does not show
// (marked as Bootstrap's are, or as Alpine.js's: shown while a value is the one the set starts with).
import type { Element } from 'domhandler';

/**
 * Elements whose text is never the page's words a reader sees: code and markup kept for later, the page's title,
 * and the text of pictures and controls (a button's "Print", a unit switch's options).
 */
export const UNSHOWN_ELEMENTS = 'script, style, noscript, template, title, textarea, svg, button, select, option';
const UNSHOWN_TAGS = new Set(UNSHOWN_ELEMENTS.split(', '));

/** Whether an element of this tag never shows its text as the page's (see `UNSHOWN_ELEMENTS`). */
export const isUnshownTag = (tagName: string) => UNSHOWN_TAGS.has(tagName.toLowerCase());

const HIDDEN_CLASS = /^(hide|hidden|d-none|is-hidden|u-visuallyhidden|visually-hidden|sr-only)$/i;
/** How tab sets mark the panel they show (Bootstrap's "active show", "is-active", "selected"…). */
const SHOWN_CLASS = /^(active|show|is-active|is-selected|selected|current|open)$/i;

const classesOf = (element: Element) => (element.attribs.class ?? '').split(/\s+/).filter(Boolean);

function isTabPanel(element: Element): boolean {
  return element.attribs.role === 'tabpanel' || classesOf(element).includes('tab-pane');
}

const isShownPanel = (element: Element) => classesOf(element).some((name) => SHOWN_CLASS.test(name));

/**
 * A tab panel (the US units of a "US | Metric" switch) beside a panel the set marks as the one shown. A set that
 * marks none leaves every panel to scripts: none of them counts as hidden.
 */
function isInactiveTabPanel(element: Element): boolean {
  if (!isTabPanel(element) || isShownPanel(element)) return false;
  const siblings = (element.parent?.children ?? []).filter(
    (node): node is Element => node.type === 'tag' && node !== element,
  );
  return siblings.some((sibling) => isTabPanel(sibling) && isShownPanel(sibling));
}

/** An Alpine.js panel's condition on a value ("tab === 'oven'", "tab == 2"): the value's name and the value. */
const ALPINE_CONDITION = /^\s*([\w$]+)\s*===?\s*(?:(['"])([^'"]*)\2|(\d+))\s*$/;

/** The value the condition asks for, and its name; undefined for any other condition. */
function alpineCondition(element: Element): { name: string; value: string } | undefined {
  const match = ALPINE_CONDITION.exec(element.attribs['x-show'] ?? '');
  return match ? { name: match[1] as string, value: (match[3] ?? match[4]) as string } : undefined;
}

/** The value `name` starts with in the nearest x-data around the element (<div x-data="{ tab: 'pot' }">), if set. */
function alpineStartValue(element: Element, name: string): string | undefined {
  const start = new RegExp(`(?:^|[{,\\s])${name}\\s*:\\s*(?:(['"])([^'"]*)\\1|(\\d+))`);
  for (let node = element.parent; node && node.type === 'tag'; node = node.parent) {
    const data = (node as Element).attribs['x-data'];
    if (data === undefined) continue;
    const match = start.exec(data);
    return match ? (match[2] ?? match[3]) : undefined;
  }
  return undefined;
}

/**
 * An Alpine.js tab panel (<div x-show="tab === 'microwave'">) beside the one its set starts on (<div x-data="{ tab:
 * 'pot' }">…<div x-show="tab === 'pot'">): the other ways to cook the rice, which the reader does not see. A panel
 * with no sibling shown is left to scripts (a box opened on a click).
 */
function isInactiveAlpinePanel(element: Element): boolean {
  const condition = alpineCondition(element);
  if (!condition) return false;
  const start = alpineStartValue(element, condition.name);
  if (start === undefined || start === condition.value) return false;
  return (element.parent?.children ?? []).some((sibling) => {
    if (sibling.type !== 'tag') return false;
    const other = alpineCondition(sibling as Element);
    return other?.name === condition.name && other.value === start;
  });
}

/** Whether the page hides this element (the other units of a metric / imperial toggle): no line a reader sees. */
export function isHidden(element: Element): boolean {
  return (
    element.attribs.hidden !== undefined ||
    /display\s*:\s*none/i.test(element.attribs.style ?? '') ||
    classesOf(element).some((name) => HIDDEN_CLASS.test(name)) ||
    isInactiveTabPanel(element) ||
    isInactiveAlpinePanel(element)
  );
}

/** Whether the element or one of its ancestors up to (not including) `within` is hidden. */
export function isHiddenWithin(element: Element, within: Element): boolean {
  for (let node: Element | null = element; node && node !== within; node = node.parent as Element | null) {
    if (node.type === 'tag' && isHidden(node)) return true;
  }
  return false;
}
