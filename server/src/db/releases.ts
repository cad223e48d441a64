// Storage of remote releases (migration 005): published versions, what is live per remote, deploy tokens.
// Every change of what is live bumps `releases_generation` in the same transaction, so each server process sees it
// at its next cheap counter read (releases/live-remotes.ts) and all of them switch at once.
import { sql, type Kysely } from 'kysely';
import type { DialectModule } from './dialects/dialect';
import type { Database } from './schema-types';

type Db = Kysely<Database>;

export interface StoredRelease {
  remote: string;
  version: string;
  /** Its remoteEntry.js: `/remotes/<remote>/<version>/…` when this site hosts it, else the team's own URL. */
  entryUrl: string;
  publishedAt: number;
  tokenId: number | null;
  failures: number;
  lastFailure: string | null;
}

export interface RemoteActivation {
  remote: string;
  /** null: the remote built with the site. */
  active: string | null;
  previous: string | null;
  canary: { version: string; percent: number } | null;
}

export interface NewRelease {
  remote: string;
  version: string;
  entryUrl: string;
  tokenId: number | null;
}

export interface DeployToken {
  id: number;
  remote: string;
}

const RELEASE_COLUMNS = [
  'remote',
  'version',
  'entry_url as entryUrl',
  'published_at as publishedAt',
  'token_id as tokenId',
  'failures',
  'last_failure as lastFailure',
] as const;

export async function releasesGeneration(db: Db): Promise<number> {
  const row = await db
    .selectFrom('counters')
    .select('value')
    .where('name', '=', 'releases_generation')
    .executeTakeFirst();
  return Number(row?.value ?? 0);
}

async function bumpReleasesGeneration(trx: Db): Promise<void> {
  await trx
    .updateTable('counters')
    .set({ value: sql<number>`value + 1` })
    .where('name', '=', 'releases_generation')
    .execute();
}

/** Records a release; false when that version of the remote was already published (same files, same version). */
export async function insertRelease(db: Db, release: NewRelease, now = Date.now()): Promise<boolean> {
  const row = await db
    .insertInto('releases')
    .values({
      remote: release.remote,
      version: release.version,
      entry_url: release.entryUrl,
      published_at: now,
      token_id: release.tokenId,
      activated_at: null,
      last_failure: null,
    })
    .onConflict((conflict) => conflict.columns(['remote', 'version']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function findRelease(db: Db, remote: string, version: string): Promise<StoredRelease | undefined> {
  return db
    .selectFrom('releases')
    .select(RELEASE_COLUMNS)
    .where('remote', '=', remote)
    .where('version', '=', version)
    .executeTakeFirst();
}

/** Newest first. */
export async function listReleases(db: Db, remote?: string): Promise<StoredRelease[]> {
  let query = db.selectFrom('releases').select(RELEASE_COLUMNS);
  if (remote !== undefined) query = query.where('remote', '=', remote);
  return query.orderBy('published_at', 'desc').orderBy('id', 'desc').execute();
}

export async function listActivations(db: Db): Promise<RemoteActivation[]> {
  const rows = await db.selectFrom('remote_active').selectAll().execute();
  return rows.map((row) => ({
    remote: row.remote,
    active: row.active_version,
    previous: row.previous_version,
    canary:
      row.canary_version !== null && row.canary_percent !== null
        ? { version: row.canary_version, percent: Number(row.canary_percent) }
        : null,
  }));
}

async function activationOf(trx: Db, remote: string): Promise<RemoteActivation> {
  const all = await listActivations(trx);
  return all.find((row) => row.remote === remote) ?? { remote, active: null, previous: null, canary: null };
}

async function saveActivation(trx: Db, activation: RemoteActivation, now: number): Promise<void> {
  const values = {
    active_version: activation.active,
    previous_version: activation.previous,
    canary_version: activation.canary?.version ?? null,
    canary_percent: activation.canary?.percent ?? null,
    updated_at: now,
  };
  await trx
    .insertInto('remote_active')
    .values({ remote: activation.remote, ...values })
    .onConflict((conflict) => conflict.column('remote').doUpdateSet(values))
    .execute();
  await bumpReleasesGeneration(trx);
}

/** The version activated before `version` (null: the built-in remote), by activation time. */
async function activatedBefore(trx: Db, remote: string, version: string | null): Promise<string | null> {
  if (version === null) return null;
  const current = await trx
    .selectFrom('releases')
    .select('activated_at')
    .where('remote', '=', remote)
    .where('version', '=', version)
    .executeTakeFirst();
  if (!current?.activated_at) return null;
  const before = await trx
    .selectFrom('releases')
    .select('version')
    .where('remote', '=', remote)
    .where('activated_at', '<', current.activated_at)
    .orderBy('activated_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return before?.version ?? null;
}

export type ActivationChange =
  { kind: 'changed'; activation: RemoteActivation } | { kind: 'unknown-version' } | { kind: 'nothing-to-roll-back' };

/**
 * Makes a published version live for everyone (percent 100: it becomes the active version, the one it replaces
 * becomes the previous one, a canary ends) or for `percent` % of visitors beside the active one (a canary).
 */
export function activateRelease(
  dialect: DialectModule,
  remote: string,
  version: string,
  percent: number,
  now = Date.now(),
): Promise<ActivationChange> {
  return dialect.writeTransaction(async (trx) => {
    await dialect.lock(trx, 'releases');
    if (!(await findRelease(trx, remote, version))) return { kind: 'unknown-version' };
    const current = await activationOf(trx, remote);
    let next: RemoteActivation;
    if (percent >= 100) {
      if (current.active !== version) {
        // Monotonic even when two activations land in the same millisecond: the rollback order depends on it.
        const latest = await trx
          .selectFrom('releases')
          .select((eb) => eb.fn.max('activated_at').as('latest'))
          .where('remote', '=', remote)
          .executeTakeFirst();
        const at = Math.max(now, Number(latest?.latest ?? 0) + 1);
        await trx
          .updateTable('releases')
          .set({ activated_at: at })
          .where('remote', '=', remote)
          .where('version', '=', version)
          .execute();
      }
      next = {
        remote,
        active: version,
        previous: current.active === version ? current.previous : current.active,
        canary: null,
      };
    } else {
      next = { ...current, canary: current.active === version ? null : { version, percent } };
    }
    await saveActivation(trx, next, now);
    return { kind: 'changed', activation: next };
  });
}

/** Makes the previous version active again (the built-in remote when there is none) and ends any canary. */
export function rollbackRelease(dialect: DialectModule, remote: string, now = Date.now()): Promise<ActivationChange> {
  return dialect.writeTransaction(async (trx) => {
    await dialect.lock(trx, 'releases');
    const current = await activationOf(trx, remote);
    if (current.active === null) {
      if (!current.canary) return { kind: 'nothing-to-roll-back' };
      const next = { ...current, canary: null };
      await saveActivation(trx, next, now);
      return { kind: 'changed', activation: next };
    }
    // The version rolled back from leaves the activation order, so a second rollback goes one step further back.
    await trx
      .updateTable('releases')
      .set({ activated_at: null })
      .where('remote', '=', remote)
      .where('version', '=', current.active)
      .execute();
    const active = current.previous;
    const next: RemoteActivation = {
      remote,
      active,
      previous: await activatedBefore(trx, remote, active),
      canary: null,
    };
    await saveActivation(trx, next, now);
    return { kind: 'changed', activation: next };
  });
}

/** Counts a failure a browser reported; false when there is no such release. */
export async function addReleaseFailure(db: Db, remote: string, version: string, what: string): Promise<boolean> {
  const result = await db
    .updateTable('releases')
    .set({ failures: sql<number>`failures + 1`, last_failure: what })
    .where('remote', '=', remote)
    .where('version', '=', version)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * Deletes the oldest releases of a remote beyond `keep`, never one that is active, previous or a canary; returns
 * the versions deleted (their files are the caller's to remove).
 */
export function pruneReleases(dialect: DialectModule, remote: string, keep: number): Promise<StoredRelease[]> {
  return dialect.writeTransaction(async (trx) => {
    await dialect.lock(trx, 'releases');
    const current = await activationOf(trx, remote);
    const inUse = new Set([current.active, current.previous, current.canary?.version].filter((v): v is string => !!v));
    const old = (await listReleases(trx, remote)).slice(keep).filter((release) => !inUse.has(release.version));
    if (old.length > 0) {
      await trx
        .deleteFrom('releases')
        .where('remote', '=', remote)
        .where(
          'version',
          'in',
          old.map((release) => release.version),
        )
        .execute();
    }
    return old;
  });
}

export async function createDeployToken(
  db: Db,
  remote: string,
  tokenHash: string,
  now = Date.now(),
): Promise<DeployToken> {
  return db
    .insertInto('deploy_tokens')
    .values({ remote, token_hash: tokenHash, created_at: now, revoked_at: null })
    .returning(['id', 'remote'])
    .executeTakeFirstOrThrow();
}

/** The live (not revoked) token with this hash. */
export async function findDeployToken(db: Db, tokenHash: string): Promise<DeployToken | undefined> {
  return db
    .selectFrom('deploy_tokens')
    .select(['id', 'remote'])
    .where('token_hash', '=', tokenHash)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
}

/** Revokes the token with this hash; false when there is no live one. */
export async function revokeDeployToken(db: Db, tokenHash: string, now = Date.now()): Promise<boolean> {
  const result = await db
    .updateTable('deploy_tokens')
    .set({ revoked_at: now })
    .where('token_hash', '=', tokenHash)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The release calls of the Store, bound to one database. */
export function releaseStore(dialect: DialectModule) {
  const { db } = dialect;
  return {
    generation: () => releasesGeneration(db),
    insert: (release: NewRelease) => insertRelease(db, release),
    find: (remote: string, version: string) => findRelease(db, remote, version),
    list: (remote?: string) => listReleases(db, remote),
    activations: () => listActivations(db),
    activate: (remote: string, version: string, percent: number) => activateRelease(dialect, remote, version, percent),
    rollback: (remote: string) => rollbackRelease(dialect, remote),
    addFailure: (remote: string, version: string, what: string) => addReleaseFailure(db, remote, version, what),
    prune: (remote: string, keep: number) => pruneReleases(dialect, remote, keep),
    createToken: (remote: string, tokenHash: string) => createDeployToken(db, remote, tokenHash),
    findToken: (tokenHash: string) => findDeployToken(db, tokenHash),
    revokeToken: (tokenHash: string) => revokeDeployToken(db, tokenHash),
  };
}

export type ReleaseStore = ReturnType<typeof releaseStore>;
