// A whole recipe (row, tags, sections and their items) in one statement: one round trip to the database and one
// snapshot. The sections come as the JSON text each save writes beside the row (sections-json.ts): one row read,
// spliced into the answer as it is. For a row without it (stored before it existed, until the fill reaches it) the
// database aggregates each child list into one JSON array of positional rows (dialect.json), one row per item
// with its section beside it (cheaper than nested objects: measured 80 µs against 110 on SQLite), and the sections
// are grouped here. Items carry their positions and are put in order here: the indexes already give them in that
// order, and an ORDER BY inside the aggregate made SQLite sort them again in a temporary b-tree.
import { CompiledQuery, sql, type Kysely, type RawBuilder } from 'kysely';
import type { Tag } from '@simple-recipes/shared-api/types';
import type { DialectModule } from './dialects/dialect';
import { toSummary } from './recipe-reads';
import type { Database } from './schema-types';
import { parseSectionsJson, sectionsJson, type RecipeSectionsOf } from './sections-json';
import type { RecipeDocument, StoredIngredientSection, StoredRecipe, StoredStepSection } from './store';
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
  sections_json: string | null;
  /** JSON text (SQLite) or already parsed (PostgreSQL's json columns): arrays of the positional rows below. */
  tags: unknown;
  /** Only when `sections_json` is null (not written yet). */
  ingredients: unknown;
  steps: unknown;
}

type TagRow = [id: number, tag: string, shorthand: string];
/** A section without items comes as one row whose item columns are null (the left join). */
type IngredientRow = [
  sectionId: number,
  sectionName: string,
  id: number | null,
  sectionPosition: number,
  position: number | null,
  ingredient: string,
  amount: string,
  notes: string,
];
type StepRow = [
  sectionId: number,
  sectionName: string,
  id: number | null,
  sectionPosition: number,
  position: number | null,
  step: string,
  notes: string,
];
type ItemRow = [number, string, number | null, number, number | null, ...unknown[]];

const parsed = <T>(value: unknown): T => (typeof value === 'string' ? (JSON.parse(value) as T) : (value as T));

function childRows(
  dialect: DialectModule,
  columns: string[],
  from: RawBuilder<unknown>,
  orderBy?: RawBuilder<unknown>,
) {
  const row = dialect.json.array(columns.map((column) => sql.ref(column)));
  return sql`(select ${dialect.json.arrayAgg(row, orderBy)} from ${from})`;
}

function recipeDocumentQuery(dialect: DialectModule, stub: string): RawBuilder<RecipeDocumentRow> {
  const tags = childRows(
    dialect,
    ['t.id', 't.tag', 't.shorthand'],
    sql`recipe_tags rt join tags t on t.id = rt.tag_id where rt.recipe_id = r.id`,
    sql`t.tag, t.id`,
  );
  const itemsOf = (sections: string, items: string, columns: string[]) =>
    childRows(
      dialect,
      ['s.id', 's.name', 'i.id', 's.position', 'i.position', ...columns.map((column) => `i.${column}`)],
      sql`${sql.table(sections)} s left join ${sql.table(items)} i on i.section_id = s.id where s.recipe_id = r.id`,
    );
  // Both databases evaluate a CASE branch's subquery only when the branch is taken.
  const unlessWritten = (aggregate: RawBuilder<unknown>) =>
    sql`case when r.sections_json is null then ${aggregate} end`;
  return sql<RecipeDocumentRow>`select r.id, r.name, r.stub, r.serving_count, r.prep_time, r.cooking_time,
      r.image_original, r.image_page, r.image_thumbnail, r.image_placeholder, r.created_at, r.updated_at, r.source,
      r.sections_json,
      ${tags} as tags,
      ${unlessWritten(itemsOf('ingredient_sections', 'ingredients', ['ingredient', 'amount', 'notes']))} as ingredients,
      ${unlessWritten(itemsOf('step_sections', 'steps', ['step', 'notes']))} as steps
    from recipes r
    where r.id = coalesce(
      (select id from recipes where stub = ${stub}),
      (select recipe_id from former_stubs where stub = ${stub})
    )`;
}

/** Section position, then item position (a section without items has none and comes alone). */
const byPosition = (a: ItemRow, b: ItemRow) => a[3] - b[3] || (a[4] ?? -1) - (b[4] ?? -1);

/** The rows in section order, then item order: as they came when they are (nearly always), else sorted. */
export function inPositionOrder<Row extends ItemRow>(rows: Row[]): Row[] {
  for (let index = 1; index < rows.length; index++) {
    if (byPosition(rows[index - 1]!, rows[index]!) > 0) return rows.sort(byPosition);
  }
  return rows;
}

/** Rows grouped into their sections, in section order, then item order. */
function grouped<Row extends ItemRow, Section, Item>(
  rows: Row[],
  section: (id: number, name: string) => Section,
  item: (row: Row) => Item,
  add: (section: Section, item: Item) => void,
): Section[] {
  const sections: Section[] = [];
  let current: Section | undefined;
  let currentId: number | undefined;
  for (const row of inPositionOrder(rows)) {
    if (row[0] !== currentId) {
      currentId = row[0];
      current = section(row[0], row[1]);
      sections.push(current);
    }
    if (row[2] !== null) add(current as Section, item(row));
  }
  return sections;
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

/** Sections from the aggregated rows, for a recipe whose sections JSON is not written yet. */
function sectionsOfRows(row: RecipeDocumentRow): RecipeSectionsOf {
  return {
    ingredients_sections: grouped(
      parsed<IngredientRow[]>(row.ingredients),
      (id, name): StoredIngredientSection => ({ id, name, type: 'ingredients', ingredients: [] }),
      ([, , id, , , ingredient, amount, notes]) => ({ id: id as number, ingredient, amount, notes }),
      (section, item) => section.ingredients.push(item),
    ),
    recipe_sections: grouped(
      parsed<StepRow[]>(row.steps),
      (id, name): StoredStepSection => ({ id, name, type: 'recipes', steps: [] }),
      ([, , id, , , step, notes]) => ({ id: id as number, step, notes }),
      (section, item) => section.steps.push(item),
    ),
  };
}

/** The recipe with this current or former stub, its sections as JSON text. */
export async function getRecipeDocument(
  db: Kysely<Database>,
  dialect: DialectModule,
  stub: string,
): Promise<RecipeDocument | undefined> {
  const { rows } = await db.executeQuery(compiledQuery(db, dialect, stub));
  const row = rows[0];
  if (!row) return undefined;
  const tags = parsed<TagRow[]>(row.tags).map(([id, tag, shorthand]): Tag => ({ id, tag, shorthand }));
  return {
    recipe: {
      ...toSummary({ ...row, id: Number(row.id), created_at: Number(row.created_at) }, tags),
      source: row.source,
      updated_at: toIso(Number(row.updated_at)),
    },
    sectionsJson: row.sections_json ?? sectionsJson(sectionsOfRows(row)),
  };
}

/** The recipe with this current or former stub. */
export async function getRecipe(
  db: Kysely<Database>,
  dialect: DialectModule,
  stub: string,
): Promise<StoredRecipe | undefined> {
  const document = await getRecipeDocument(db, dialect, stub);
  return document && { ...document.recipe, ...parseSectionsJson(document.sectionsJson) };
}
