// How deeply a page nests its elements. Real pages stay within a few dozen levels; thousands of levels (a hostile or
// broken page) would make the markup reader's walks up and down the tree slow, and its text extraction recurse past
// the stack's end. Counted without recursion, for the same reason.
import type { AnyNode } from 'domhandler';

/** Far beyond any page a reader sees, well within what the reader can walk. */
export const MAX_NESTING_DEPTH = 256;

/** Whether any element of `root` lies deeper than `limit` levels below it. */
export function nestedDeeperThan(root: AnyNode, limit: number): boolean {
  const pending: Array<[AnyNode, number]> = [[root, 0]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [node, depth] = next;
    if (depth > limit) return true;
    if ('children' in node) for (const child of node.children) pending.push([child, depth + 1]);
  }
  return false;
}
