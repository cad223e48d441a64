// Choosing a recipe's stub: the slug of its name, unique among current and former stubs, never a reserved word.
import type { Kysely } from 'kysely';
import { slugify } from '@simple-recipes/shared-api/format';
import { RESERVED_STUBS } from '@simple-recipes/shared-api/types';
import type { DialectModule } from './dialects/dialect';
import type { Database } from './schema-types';

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

/**
 * Current and former stubs that are `base` or start with `base-`, except those of `ownRecipeId` (a recipe
 * may take back one of its own former stubs). Stubs are compared byte-wise: '.' is the character after '-'.
 */
async function stubsLike(db: Kysely<Database>, base: string, ownRecipeId: number | undefined): Promise<Set<string>> {
  let current = db
    .selectFrom('recipes')
    .select('stub')
    .where((eb) => eb.or([eb('stub', '=', base), eb.and([eb('stub', '>=', `${base}-`), eb('stub', '<', `${base}.`)])]));
  let former = db
    .selectFrom('former_stubs')
    .select('stub')
    .where((eb) => eb.or([eb('stub', '=', base), eb.and([eb('stub', '>=', `${base}-`), eb('stub', '<', `${base}.`)])]));
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

/** Every current and former stub (bulk inserts pick many stubs at once against this set). */
export async function allStubs(db: Kysely<Database>): Promise<Set<string>> {
  const rows = await db
    .selectFrom('recipes')
    .select('stub')
    .unionAll(db.selectFrom('former_stubs').select('stub'))
    .execute();
  return new Set(rows.map((row) => row.stub));
}

export { slugify };
