// A PostgreSQL restart or failover ends the pooled connections. The server must live through it and go on
// answering from new connections, not die on the pool's 'error' event, and hold the site's lock again.
import pg from 'pg';
import { openStore } from '../open-store';
import { holdSite, SITE_LOCK_APPLICATION, SiteInUseError } from '../site-in-use';
import { createTestDatabase, pgTestUrl } from '../testing/test-databases';

it('keeps working after PostgreSQL terminates its idle pooled connections', async () => {
  const database = await createTestDatabase('postgres');
  const store = await openStore(database.options);
  const admin = new pg.Client({ connectionString: pgTestUrl() });
  await admin.connect();
  try {
    await store.createAccount('editor', 'scrypt$hash');
    const databaseName = new URL(database.options.databaseUrl!).pathname.slice(1);
    const { rowCount } = await admin.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [databaseName],
    );
    expect(rowCount).toBeGreaterThan(0);
    // Let the pool notice the closed sockets (an unhandled pool 'error' would fail this test here).
    await new Promise((resolve) => setTimeout(resolve, 200));

    expect(await store.countAccounts()).toBe(1);
  } finally {
    await admin.end();
    await store.close();
    await database.drop();
  }
});

it('takes the site’s lock again when PostgreSQL ends its connection, so a restore is still refused', async () => {
  const database = await createTestDatabase('postgres');
  const databaseUrl = database.options.databaseUrl!;
  const store = await openStore(database.options);
  const admin = new pg.Client({ connectionString: pgTestUrl() });
  await admin.connect();
  try {
    const { rowCount } = await admin.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and application_name = $2',
      [new URL(databaseUrl).pathname.slice(1), SITE_LOCK_APPLICATION],
    );
    expect(rowCount).toBe(1);
    // Until it is taken again a restore could slip in; each try that gets the lock lets go of it at once.
    const deadline = Date.now() + 15_000;
    let refusal: unknown;
    while (refusal === undefined && Date.now() < deadline) {
      try {
        await (
          await holdSite('restore', databaseUrl, database.options.dataDir)
        )();
        await new Promise((resolve) => setTimeout(resolve, 250));
      } catch (error) {
        refusal = error;
      }
    }
    expect(refusal).toBeInstanceOf(SiteInUseError);
    expect(await store.countAccounts()).toBe(0);
  } finally {
    await admin.end();
    await store.close();
    await database.drop();
  }
}, 30_000);
