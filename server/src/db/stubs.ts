// Choosing a recipe's stub: the slug of its name, unique among current and former stubs, never a reserved word.
import type { ExpressionBuilder, Kysely } from 'kysely';
import { RESERVED_STUBS } from '@simple-recipes/shared-api/types';
import { chunks } from './chunks';
import type { DialectModule } from './dialects/dialect';
import type { Database } from './schema-types';
import { slugify } from './stub-slug';

const RESERVED = new Set(RESERVED_STUBS);

/** The first of `base`, `base-2`, `base-3` … that is neither taken nor reserved. */
export function pickStub(base: string, isTaken: (stub: string) => boolean): string {
  const free = (stub: string) => !RESERVED.has(stub) && !isTaken(stub);
  if (free(base)) return base;
  for (let n = 2; ; n += 1) {
    const candidate = `${base}-${n}`;
    if (free(candidate)) return candidate;
  }
}

/** A stub `base` could pick: `base` itself or one starting with `base-`. Stubs compare byte-wise ('.' follows '-'). */
function inFamilyOf(eb: ExpressionBuilder<Database, 'recipes' | 'former_stubs'>, base: string) {
  return eb.or([eb('stub', '=', base), eb.and([eb('stub', '>=', `${base}-`), eb('stub', '<', `${base}.`)])]);
}

/**
 * Current and former stubs that are `base` or start with `base-`, except those of `ownRecipeId` (a recipe
 * may take back one of its own former stubs).
 */
async function stubsLike(db: Kysely<Database>, base: string, ownRecipeId: number | undefined): Promise<Set<string>> {
  let current = db
    .selectFrom('recipes')
    .select('stub')
    .where((eb) => inFamilyOf(eb, base));
  let former = db
    .selectFrom('former_stubs')
    .select('stub')
    .where((eb) => inFamilyOf(eb, base));
  if (ownRecipeId !== undefined) {
    current = current.where('id', '!=', ownRecipeId);
    former = former.where('recipe_id', '!=', ownRecipeId);
  }
  const rows = await current.unionAll(former).execute();
  return new Set(rows.map((row) => row.stub));
}

/**
 * The family of a base: the base without its trailing `-<number>` parts. Two bases can only ever pick the same
 * stub (`base`, `base-2`, `base-3` …) when their families are equal: "soup" may take "soup-2", which is the base
 * of "Soup 2", and both are of the family "soup".
 */
export function stubFamily(base: string): string {
  return base.replace(/(?:-\d+)+$/, '') || base;
}

/**
 * A free stub for `name`, inside a write transaction: it holds its family's lock until the transaction ends, so
 * two saves whose names could take the same stub cannot both pick it.
 */
export async function allocateStub(
  trx: Kysely<Database>,
  dialect: DialectModule,
  name: string,
  ownRecipeId?: number,
): Promise<string> {
  const base = slugify(name);
  await dialect.lockStubFamily(trx, stubFamily(base));
  const taken = await stubsLike(trx, base, ownRecipeId);
  return pickStub(base, (stub) => taken.has(stub));
}

/** Bases per statement of stubsTakenBy: a few hundred parameters, under every database's limit. */
const BASES_PER_STATEMENT = 200;

/**
 * Current and former stubs that any of these bases could pick (stubsLike for many bases at once). A bulk insert
 * reads only the families it writes into, so a chunk costs the same however many recipes the site already holds.
 */
export async function stubsTakenBy(db: Kysely<Database>, bases: Iterable<string>): Promise<Set<string>> {
  const taken = new Set<string>();
  for (const batch of chunks([...new Set(bases)], BASES_PER_STATEMENT)) {
    const rows = await db
      .selectFrom('recipes')
      .select('stub')
      .where((eb) => eb.or(batch.map((base) => inFamilyOf(eb, base))))
      .unionAll(
        db
          .selectFrom('former_stubs')
          .select('stub')
          .where((eb) => eb.or(batch.map((base) => inFamilyOf(eb, base)))),
      )
      .execute();
    for (const row of rows) taken.add(row.stub);
  }
  return taken;
}

export { slugify };
