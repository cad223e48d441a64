// Realistic recipes from a seeded random stream: the same seed gives the same collection, so runs compare.
import type { BulkRecipeInput, IngredientInput, StepInput } from '@simple-recipes/server/src/db/store';
import {
  AMOUNTS,
  DISHES,
  INGREDIENT_SECTIONS,
  INGREDIENTS,
  MAINS,
  NOTES,
  PANTRY,
  PEOPLE,
  RARE_INGREDIENTS,
  STEP_NOTES,
  STEP_SECTIONS,
  STEP_TEMPLATES,
  STYLES,
  TAGS,
  WITH,
} from './vocabulary';

export type Random = () => number;

/** mulberry32: small, fast, good enough for test data. */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
const between = (random: Random, min: number, max: number) => min + Math.floor(random() * (max - min + 1));

/** `count` distinct items (count ≤ items.length). */
function pickDistinct<T>(random: Random, items: readonly T[], count: number): T[] {
  const chosen = new Set<number>();
  while (chosen.size < count) chosen.add(Math.floor(random() * items.length));
  return [...chosen].map((index) => items[index] as T);
}

/** A dish name and the main ingredient it names. */
export function recipeName(random: Random): { name: string; main: string } {
  const main = pick(random, MAINS);
  const dish = pick(random, DISHES);
  const roll = random();
  let name: string;
  if (roll < 0.4) name = `${pick(random, STYLES)} ${main} ${dish}`;
  else if (roll < 0.6) name = `${main} ${dish}`;
  else if (roll < 0.75) name = `${main} ${dish} with ${pick(random, WITH)}`;
  else if (roll < 0.87) name = `${pick(random, STYLES)} ${main} and ${pick(random, MAINS)} ${dish}`;
  else name = `${pick(random, PEOPLE)}'s ${main} ${dish}`;
  // A few written in lower case, as people do: name order must not care.
  return { name: random() < 0.03 ? name.toLowerCase() : name, main };
}

function ingredientItems(random: Random, main: string): IngredientInput[] {
  const count = between(random, 10, 20);
  const pantry = pickDistinct(random, PANTRY, between(random, 3, 5));
  const others = pickDistinct(random, INGREDIENTS, count - pantry.length - 1);
  const names = [main, ...others, ...pantry];
  if (random() < RARE_INGREDIENTS.length / 5000) names[1] = pick(random, RARE_INGREDIENTS);
  return names.map((ingredient) => ({
    ingredient,
    amount: pick(random, AMOUNTS),
    notes: random() < 0.3 ? pick(random, NOTES) : '',
  }));
}

/** Splits items into `sections` consecutive, non-empty runs. */
function splitInto<T>(random: Random, items: T[], sections: number): T[][] {
  const cuts = new Set<number>();
  while (cuts.size < sections - 1) cuts.add(between(random, 1, items.length - 1));
  const bounds = [0, ...[...cuts].sort((a, b) => a - b), items.length];
  return bounds.slice(1).map((end, index) => items.slice(bounds[index], end));
}

function stepItems(random: Random, ingredients: string[]): StepInput[] {
  const count = between(random, 5, 10);
  const lower = ingredients.map((name) => name.toLowerCase());
  return Array.from({ length: count }, () => {
    const temperature = 160 + 10 * between(random, 0, 6);
    const step = pick(random, STEP_TEMPLATES)
      .replace('{a}', pick(random, lower))
      .replace('{b}', pick(random, lower))
      .replace('{n}', String(between(random, 2, 45)))
      .replace('{t}', String(temperature))
      .replace('{f}', String(temperature - 20));
    return { step, notes: random() < 0.15 ? pick(random, STEP_NOTES) : '' };
  });
}

function tagShorthands(random: Random): string[] {
  const chosen = TAGS.filter((tag) => random() < tag.share).map((tag) => tag.shorthand);
  return chosen.length > 4 ? pickDistinct(random, chosen, 4) : chosen;
}

const FIVE_YEARS_MS = 5 * 365 * 24 * 60 * 60 * 1000;

/** One recipe (without an image) as insertRecipesBulk takes it. */
export function generateRecipe(
  random: Random,
  index: number,
  tagIds: Map<string, number>,
  now: number,
): BulkRecipeInput {
  const { name, main } = recipeName(random);
  const ingredients = ingredientItems(random, main);
  const steps = stepItems(
    random,
    ingredients.map((item) => item.ingredient),
  );
  const ingredientSections = splitInto(random, ingredients, between(random, 1, 3));
  const stepSections = splitInto(random, steps, between(random, 1, 2));
  const sectionNames = pickDistinct(random, INGREDIENT_SECTIONS, ingredientSections.length);
  const stepNames = pickDistinct(random, STEP_SECTIONS, stepSections.length);
  return {
    name,
    serving_count: between(random, 1, 12),
    prep_time: 5 * between(random, 1, 24),
    cooking_time: 5 * between(random, 0, 48),
    source: random() < 0.6 ? `https://cooking.example.org/recipes/${index + 1}` : null,
    tagIds: tagShorthands(random).map((shorthand) => tagIds.get(shorthand) as number),
    ingredients: ingredientSections.map((items, position) => ({
      name: sectionNames[position] as string,
      ingredients: items,
    })),
    steps: stepSections.map((items, position) => ({ name: stepNames[position] as string, steps: items })),
    createdAt: new Date(now - Math.floor(random() * FIVE_YEARS_MS)),
  };
}
