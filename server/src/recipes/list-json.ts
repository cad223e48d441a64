// A list answer's JSON, written card by card: each summary's JSON is written once for as long as the summary cache
// keeps that summary object (a WeakMap beside it), so a page assembled from cached summaries — a deep page, a tag's
// page, a search nobody made before — joins fifteen strings instead of mapping and serializing fifteen objects
// (a profile of random deep pages put that at a quarter of a page's cost). The same serializer as the route's:
// fast-json-stringify over the documented schema, so the bytes are the ones `reply.serialize` would write.
import build from 'fast-json-stringify';
import type { RecipeListResult, StoredRecipeSummary } from '../db/store';
import { recipeSummarySchema } from '../schemas';
import { toRecipeSummary } from './to-api';

const writeSummary = build(recipeSummarySchema);
const written = new WeakMap<StoredRecipeSummary, string>();

/** The card's JSON, as the list answer has it. */
export function summaryJson(row: StoredRecipeSummary): string {
  let json = written.get(row);
  if (json === undefined) {
    json = writeSummary(toRecipeSummary(row));
    // The serializer writes by concatenation, which V8 keeps as a tree of pieces; joined into every page, the tree
    // was walked again each time (80 µs a page, against 6 µs for flat strings). Reading a character flattens it once.
    json.charCodeAt(0);
    written.set(row, json);
  }
  return json;
}

/**
 * `{ recipes, count }` as the pieces of its JSON text, in order: the cards' kept JSON is written straight into the
 * encoder's buffer (plugins/encoded-answers.ts) instead of being joined into one string first, which V8 would then
 * flatten again (a profile of random deep pages put joining and writing at an eighth of a page's cost).
 */
export function listAnswerPieces(answer: RecipeListResult): string[] {
  const pieces = ['{"recipes":['];
  answer.rows.forEach((row, index) => {
    if (index > 0) pieces.push(',');
    pieces.push(summaryJson(row));
  });
  pieces.push(`],"count":${answer.count}}`);
  return pieces;
}
