// A whole recipe (row, tags, sections and their items) in one statement: one round trip to the database and one
// snapshot, with the nesting done by the database's own JSON functions (dialect.json).
import { CompiledQuery, sql, type Kysely, type RawBuilder } from 'kysely';
import type { DialectModule } from './dialects/dialect';
import { toSummary } from './recipe-reads';
import type { Database } from './schema-types';
import type { StoredIngredientSection, StoredRecipe, StoredStepSection } from './store';
import { toIso } from './times';

interface RecipeDocumentRow {
  id: number;
  name: string;
  stub: string;
  serving_count: number;
  prep_time: number;
  cooking_time: number;
  image_original: string | null;
  image_page: string | null;
  image_thumbnail: string | null;
  image_placeholder: string | null;
  created_at: number;
  updated_at: number;
  source: string | null;
  /** JSON text (SQLite) or already parsed (PostgreSQL's json columns). */
  tags: unknown;
  ingredient_sections: unknown;
  step_sections: unknown;
}

type JsonRow<T> = T extends { ingredients: Array<infer I> }
  ? Omit<T, 'type' | 'ingredients'> & { items: I[] }
  : T extends { steps: Array<infer S> }
    ? Omit<T, 'type' | 'steps'> & { items: S[] }
    : never;

const parsed = <T>(value: unknown): T => (typeof value === 'string' ? (JSON.parse(value) as T) : (value as T));

/** `select json-array of rows` of a child table, ordered, for one parent id. */
function childArray(
  dialect: DialectModule,
  object: RawBuilder<unknown>,
  from: RawBuilder<unknown>,
  orderBy: RawBuilder<unknown>,
) {
  return dialect.json.nested(sql`(select ${dialect.json.arrayAgg(object, orderBy)} from ${from})`);
}

function recipeDocumentQuery(dialect: DialectModule, stub: string): RawBuilder<RecipeDocumentRow> {
  const { object } = dialect.json;
  const tags = childArray(
    dialect,
    object([
      ['id', sql.ref('t.id')],
      ['tag', sql.ref('t.tag')],
      ['shorthand', sql.ref('t.shorthand')],
    ]),
    sql`recipe_tags rt join tags t on t.id = rt.tag_id where rt.recipe_id = r.id`,
    sql`t.tag, t.id`,
  );
  const sectionsOf = (sections: string, items: string, columns: string[]) =>
    childArray(
      dialect,
      object([
        ['id', sql.ref('s.id')],
        ['name', sql.ref('s.name')],
        [
          'items',
          childArray(
            dialect,
            object([
              ['id', sql.ref('i.id')],
              ...columns.map((column): [string, RawBuilder<unknown>] => [column, sql.ref(`i.${column}`)]),
            ]),
            sql`${sql.table(items)} i where i.section_id = s.id`,
            sql`i.position`,
          ),
        ],
      ]),
      sql`${sql.table(sections)} s where s.recipe_id = r.id`,
      sql`s.position`,
    );
  return sql<RecipeDocumentRow>`select r.id, r.name, r.stub, r.serving_count, r.prep_time, r.cooking_time,
      r.image_original, r.image_page, r.image_thumbnail, r.image_placeholder, r.created_at, r.updated_at, r.source,
      ${tags} as tags,
      ${sectionsOf('ingredient_sections', 'ingredients', ['ingredient', 'amount', 'notes'])} as ingredient_sections,
      ${sectionsOf('step_sections', 'steps', ['step', 'notes'])} as step_sections
    from recipes r
    where r.id = coalesce(
      (select id from recipes where stub = ${stub}),
      (select recipe_id from former_stubs where stub = ${stub})
    )`;
}

const STUB = Symbol('stub');
/** The statement compiled once per database (building it costs more than SQLite takes to run it). */
const compiled = new WeakMap<DialectModule, CompiledQuery<RecipeDocumentRow>>();

function compiledQuery(db: Kysely<Database>, dialect: DialectModule, stub: string): CompiledQuery<RecipeDocumentRow> {
  let query = compiled.get(dialect);
  if (!query) {
    query = recipeDocumentQuery(dialect, STUB as unknown as string).compile(db);
    compiled.set(dialect, query);
  }
  return CompiledQuery.raw(
    query.sql,
    query.parameters.map((parameter) => (parameter === STUB ? stub : parameter)),
  ) as CompiledQuery<RecipeDocumentRow>;
}

/** The recipe with this current or former stub. */
export async function getRecipe(
  db: Kysely<Database>,
  dialect: DialectModule,
  stub: string,
): Promise<StoredRecipe | undefined> {
  const { rows } = await db.executeQuery(compiledQuery(db, dialect, stub));
  const row = rows[0];
  if (!row) return undefined;
  const ingredientSections = parsed<Array<JsonRow<StoredIngredientSection>>>(row.ingredient_sections);
  const stepSections = parsed<Array<JsonRow<StoredStepSection>>>(row.step_sections);
  return {
    ...toSummary({ ...row, id: Number(row.id), created_at: Number(row.created_at) }, parsed(row.tags)),
    source: row.source,
    ingredients_sections: ingredientSections.map(({ items, ...section }) => ({
      ...section,
      type: 'ingredients',
      ingredients: items,
    })),
    recipe_sections: stepSections.map(({ items, ...section }) => ({ ...section, type: 'recipes', steps: items })),
    updated_at: toIso(Number(row.updated_at)),
  };
}
