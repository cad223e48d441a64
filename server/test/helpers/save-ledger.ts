// What a client sent and what the server acknowledged, to check afterwards (after a crash, after a load) that
// every acknowledged save is there whole and that nothing else is: each stored recipe must equal, field for
// field and item for item, one of the versions sent for its name — the last acknowledged one or a later one
// whose answer never arrived.
import type { Recipe } from '@simple-recipes/shared-api/types';
import type { DraftParts } from './client';

/** The content of a recipe as a save sends it, in a form two saves can be compared by. */
export interface RecipeContent {
  name: string;
  serving_count: number;
  prep_time: number;
  cooking_time: number;
  source: string | null;
  ingredients: Array<{ name: string; items: Array<[string, string, string]> }>;
  steps: Array<{ name: string; items: Array<[string, string]> }>;
}

interface SentIngredientSection {
  name: string;
  ingredients: Array<{ ingredient: string; amount: string; notes?: string }>;
}
interface SentStepSection {
  name: string;
  steps: Array<{ step: string; notes?: string }>;
}

export function contentOfDraft(parts: DraftParts): RecipeContent {
  const recipe = parts.recipe as {
    name: string;
    serving_count: number;
    prep_time: number;
    cooking_time: number;
    source?: string | null;
  };
  return {
    name: recipe.name,
    serving_count: Number(recipe.serving_count),
    prep_time: Number(recipe.prep_time),
    cooking_time: Number(recipe.cooking_time),
    source: recipe.source ? recipe.source : null,
    ingredients: (parts.ingredients as SentIngredientSection[]).map((section) => ({
      name: section.name,
      items: section.ingredients.map(
        (item) => [item.ingredient, item.amount, item.notes ?? ''] as [string, string, string],
      ),
    })),
    steps: (parts.steps as SentStepSection[]).map((section) => ({
      name: section.name,
      items: section.steps.map((item) => [item.step, item.notes ?? ''] as [string, string]),
    })),
  };
}

export function contentOfRecipe(recipe: Recipe): RecipeContent {
  return {
    name: recipe.name,
    serving_count: recipe.serving_count,
    prep_time: recipe.prep_time,
    cooking_time: recipe.cooking_time,
    source: recipe.source ? recipe.source : null,
    ingredients: recipe.ingredients_sections.map((section) => ({
      name: section.name,
      items: section.ingredients.map((item) => [item.ingredient, item.amount, item.notes] as [string, string, string]),
    })),
    steps: recipe.recipe_sections.map((section) => ({
      name: section.name,
      items: section.steps.map((item) => [item.step, item.notes] as [string, string]),
    })),
  };
}

/** A small deterministic random source (mulberry32), so a failing run can be repeated exactly. */
export function randomSource(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A valid save whose shape (sections, items, numbers) varies with `random`, so a half-written one shows. */
export function variedDraft(name: string, random: () => number, version: number): DraftParts {
  const pick = (max: number) => 1 + Math.floor(random() * max);
  return {
    recipe: {
      name,
      serving_count: version,
      prep_time: pick(120),
      cooking_time: pick(240),
      source: random() < 0.5 ? `https://www.example.com/${version}` : '',
      tags: [],
    },
    ingredients: Array.from({ length: pick(3) }, (_, s) => ({
      name: `Part ${s + 1} v${version}`,
      type: 'ingredients',
      ingredients: Array.from({ length: pick(6) }, (_, i) => ({
        ingredient: `Ingredient ${s}.${i} of ${name}`,
        amount: `${pick(500)} g`,
        notes: random() < 0.3 ? `note v${version}` : '',
      })),
    })),
    steps: Array.from({ length: pick(3) }, (_, s) => ({
      name: `Stage ${s + 1} v${version}`,
      type: 'recipes',
      steps: Array.from({ length: pick(6) }, (_, i) => ({ step: `Do thing ${s}.${i} (v${version}).`, notes: '' })),
    })),
  };
}

type Outcome = 'pending' | 'acknowledged' | 'failed';

interface Version {
  content: RecipeContent | null; // null: a removal
  outcome: Outcome;
}

export class SaveLedger {
  private readonly byName = new Map<string, Version[]>();

  /** Records a save (or, with null, a removal) about to be sent; call the returned function with its outcome. */
  send(name: string, parts: DraftParts | null): (outcome: 'acknowledged' | 'failed') => void {
    const version: Version = { content: parts ? contentOfDraft(parts) : null, outcome: 'pending' };
    const versions = this.byName.get(name) ?? [];
    versions.push(version);
    this.byName.set(name, versions);
    return (outcome) => {
      version.outcome = outcome;
    };
  }

  get acknowledgedCount(): number {
    return [...this.byName.values()].flat().filter((version) => version.outcome === 'acknowledged').length;
  }

  /**
   * What may be stored under each name: the last acknowledged version (null: removed or never saved) and every
   * version sent after it whose answer was lost. A version the server refused (4xx) is never allowed.
   */
  allowed(name: string): Array<RecipeContent | null> {
    const versions = this.byName.get(name) ?? [];
    let last = -1;
    versions.forEach((version, index) => {
      if (version.outcome === 'acknowledged') last = index;
    });
    const base = last >= 0 ? versions[last]!.content : null;
    const later = versions
      .slice(last + 1)
      .filter((version) => version.outcome === 'pending')
      .map((version) => version.content);
    return [base, ...later];
  }

  names(): string[] {
    return [...this.byName.keys()];
  }

  /** Problems of the stored recipes against the ledger (empty when every acknowledged save is there whole). */
  check(stored: Recipe[]): string[] {
    const problems: string[] = [];
    const storedByName = new Map(stored.map((recipe) => [recipe.name, recipe]));
    if (storedByName.size !== stored.length) problems.push('two stored recipes share a name');
    for (const recipe of stored) {
      if (!this.byName.has(recipe.name)) problems.push(`"${recipe.name}" is stored but was never sent`);
    }
    for (const name of this.names()) {
      const recipe = storedByName.get(name);
      const allowed = this.allowed(name);
      if (!recipe) {
        if (!allowed.includes(null)) problems.push(`"${name}" was acknowledged but is missing`);
        continue;
      }
      const content = JSON.stringify(contentOfRecipe(recipe));
      if (!allowed.some((version) => version !== null && JSON.stringify(version) === content)) {
        problems.push(`"${name}" is stored as ${content}, which is none of the versions it may have`);
      }
    }
    return problems;
  }
}

/** Every stored recipe in full, through the API (all pages of the list, then each recipe). */
export async function storedRecipes(client: {
  list(query?: string): Promise<{ recipes: Array<{ stub: string }> }>;
  recipe(stub: string): Promise<Recipe>;
}): Promise<Recipe[]> {
  const stubs: string[] = [];
  for (let page = 1; ; page++) {
    const { recipes } = await client.list(`sortField=created_at&page=${page}`);
    stubs.push(...recipes.map((recipe) => recipe.stub));
    if (recipes.length < 15) break;
  }
  const recipes: Recipe[] = [];
  for (const stub of stubs) recipes.push(await client.recipe(stub));
  return recipes;
}
