// A PostgreSQL restart or failover ends the pooled connections. The server must live through it and go on
// answering from new connections, not die on the pool's 'error' event.
import pg from 'pg';
import { openStore } from '../open-store';
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
