// A recipe's sections and items as JSON text, written when they are written and kept in the recipe's row
// (`sections_json`): a recipe answer splices it in as it is, with no aggregation, parsing or serializing of its
// sections per request. The route schema's own serializer writes it, so the answer's bytes are the ones
// `reply.serialize` would write for the same sections.
import build from 'fast-json-stringify';
import { sql, type Kysely } from 'kysely';
import { ingredientSectionSchema, stepSectionSchema } from '../schemas';
import { chunks } from './chunks';
import type { DialectModule } from './dialects/dialect';
import type { Database } from './schema-types';
import type { StoredIngredientSection, StoredStepSection } from './store';

export interface RecipeSectionsOf {
  ingredients_sections: StoredIngredientSection[];
  recipe_sections: StoredStepSection[];
}

const writeSections = build({
  type: 'object',
  required: ['ingredients_sections', 'recipe_sections'],
  properties: {
    ingredients_sections: { type: 'array', items: ingredientSectionSchema },
    recipe_sections: { type: 'array', items: stepSectionSchema },
  },
});

/** `{"ingredients_sections":[…],"recipe_sections":[…]}` */
export function sectionsJson(sections: RecipeSectionsOf): string {
  return writeSections(sections);
}

export function parseSectionsJson(json: string): RecipeSectionsOf {
  return JSON.parse(json) as RecipeSectionsOf;
}

/** The document's two members without its braces, to splice into an answer that has them in this order. */
export function sectionsMembers(json: string): string {
  return json.slice(1, -1);
}

/** The columns of a recipe's row that keep a part of its answers as JSON text, written by its saves. */
export type RecipeJsonColumn = 'sections_json' | 'card_json';

/**
 * Stores each recipe's JSON in `columns` (`json[i]` in `columns[i]`), one statement per batch under the parameter
 * limit. `onlyUnwritten` leaves a recipe whose JSON a save wrote meanwhile as the save wrote it (the background fill).
 */
export async function writeRecipeJson(
  trx: Kysely<Database>,
  dialect: DialectModule,
  columns: readonly RecipeJsonColumn[],
  rows: Array<{ recipeId: number; json: ReadonlyArray<string | null> }>,
  { onlyUnwritten = false } = {},
): Promise<void> {
  const unwritten = onlyUnwritten
    ? sql` and ${sql.join(
        columns.map((column) => sql`${sql.ref(`recipes.${column}`)} is null`),
        sql` and `,
      )}`
    : sql``;
  // VALUES names its columns column1, column2, … on both databases; the casts type them on PostgreSQL.
  const assignments = sql.join(
    columns.map((column, index) => sql`${sql.ref(column)} = ${sql.ref(`v.column${index + 2}`)}`),
  );
  // A thousand recipes' JSON (a few MB) per statement, however many parameters the database would take.
  for (const batch of chunks(rows, Math.min(dialect.maxParameters / (columns.length + 1), 1000))) {
    const values = sql.join(
      batch.map(
        (row) =>
          sql`(cast(${row.recipeId} as integer), ${sql.join(row.json.map((text) => sql`cast(${text} as text)`))})`,
      ),
    );
    await sql`update recipes set ${assignments} from (values ${values}) as v
      where recipes.id = v.column1${unwritten}`.execute(trx);
  }
}
