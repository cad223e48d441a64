// What a page hides from its reader, judged from the markup alone (no style sheets are read): the `hidden`
// attribute, an inline `display: none`, the usual "hidden" classes, and the tab panels a tab set does not show.
import type { Element } from 'domhandler';

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

/** Whether the page hides this element (the other units of a metric / imperial toggle): no line a reader sees. */
export function isHidden(element: Element): boolean {
  return (
    element.attribs.hidden !== undefined ||
    /display\s*:\s*none/i.test(element.attribs.style ?? '') ||
    classesOf(element).some((name) => HIDDEN_CLASS.test(name)) ||
    isInactiveTabPanel(element)
  );
}

/** Whether the element or one of its ancestors up to (not including) `within` is hidden. */
export function isHiddenWithin(element: Element, within: Element): boolean {
  for (let node: Element | null = element; node && node !== within; node = node.parent as Element | null) {
    if (node.type === 'tag' && isHidden(node)) return true;
  }
  return false;
}
