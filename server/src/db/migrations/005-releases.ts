// Releases of one remote (docs/design.md §7): the published versions, which one is live (and a canary) per remote, the
// deploy tokens that may publish, and a counter every change of what is live bumps, so each process re-reads it.
import { sql, type Kysely } from 'kysely';
import type { DialectModule } from '../dialects/dialect';
import type { Database } from '../schema-types';
import type { Migration } from './migration';

async function up(trx: Kysely<Database>, dialect: DialectModule): Promise<void> {
  const { idColumn } = dialect.ddl;
  const schema = trx.schema;

  await schema
    .createTable('deploy_tokens')
    .addColumn('id', 'integer', idColumn)
    .addColumn('remote', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('revoked_at', 'bigint')
    .execute();

  await schema
    .createTable('releases')
    .addColumn('id', 'integer', idColumn)
    .addColumn('remote', 'text', (c) => c.notNull())
    .addColumn('version', 'text', (c) => c.notNull())
    // `/remotes/<remote>/<version>/remoteEntry.js` (files under DATA_DIR/releases), or a team's own URL.
    .addColumn('entry_url', 'text', (c) => c.notNull())
    .addColumn('published_at', 'bigint', (c) => c.notNull())
    .addColumn('token_id', 'integer', (c) => c.references('deploy_tokens.id'))
    .addColumn('failures', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_failure', 'text')
    // When it last became the active version (null: never, or rolled back from): the rollback order.
    .addColumn('activated_at', 'bigint')
    .addUniqueConstraint('releases_remote_version', ['remote', 'version'])
    .execute();

  await schema
    .createTable('remote_active')
    .addColumn('remote', 'text', (c) => c.primaryKey())
    // null: the remote built with the site (its own dist/ folder).
    .addColumn('active_version', 'text')
    .addColumn('previous_version', 'text')
    .addColumn('canary_version', 'text')
    .addColumn('canary_percent', 'integer')
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  await sql`insert into counters (name, value) values ('releases_generation', 0)`.execute(trx);
}

export const releases: Migration = { version: 5, name: 'releases', up };
