// A list answer's JSON, written card by card. Each recipe's card is written once, when the recipe is saved, and
// kept in its row (db/recipe-reads.ts `cardsOfRecipes`, `card_json`), so a page — a deep page, a tag's page, a search
// nobody made before — reads fifteen short texts and joins them, with no summary objects built, mapped or
// serialized per request (a profile of cold deep pages put reading, building and keeping those objects at most of
// a page's cost). The same serializer as the route's: fast-json-stringify over the documented schema, so the bytes
// are the ones `reply.serialize` would write.
import build from 'fast-json-stringify';
import type { RecipeListResult, StoredRecipeSummary } from '../db/store';
import { recipeSummarySchema } from '../schemas';
import { toRecipeSummary } from './to-api';

const writeSummary = build(recipeSummarySchema);

/** The card's JSON, as the list answer has it. */
export function cardJson(row: StoredRecipeSummary): string {
  const json = writeSummary(toRecipeSummary(row));
  // The serializer writes by concatenation, which V8 keeps as a tree of pieces; joined into every page, the tree
  // was walked again each time (80 µs a page, against 6 µs for flat strings). Reading a character flattens it once.
  json.charCodeAt(0);
  return json;
}

/**
 * `{ recipes, count }` as the pieces of its JSON text, in order: the cards are written straight into the encoder's
 * buffer (plugins/encoded-answers.ts) instead of being joined into one string first, which V8 would then flatten
 * again (a profile of random deep pages put joining and writing at an eighth of a page's cost).
 */
export function listAnswerPieces(answer: RecipeListResult): string[] {
  const pieces = ['{"recipes":['];
  answer.cards.forEach((card, index) => {
    if (index > 0) pieces.push(',');
    pieces.push(card);
  });
  pieces.push(`],"count":${answer.count}}`);
  return pieces;
}
