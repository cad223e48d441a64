// Choosing a recipe's stub: the slug of its name, unique among current and former stubs, never a reserved word.
import type { Kysely } from 'kysely';
import { slugify } from '@simple-recipes/shared-api/format';
import { RESERVED_STUBS } from '@simple-recipes/shared-api/types';
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
 * A free stub for `name`. Call inside a write transaction holding the 'stubs' lock, so two saves of the same
 * name cannot both pick it.
 */
export async function allocateStub(db: Kysely<Database>, name: string, ownRecipeId?: number): Promise<string> {
  const base = slugify(name);
  const taken = await stubsLike(db, base, ownRecipeId);
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
