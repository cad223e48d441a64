// /readyz's database check on PostgreSQL, the database that can go away under a running server: a database that
// is gone fails the check with its reason, and one that accepts connections but never answers fails it after the
// time limit instead of holding the probe.
import { createServer, type Server, type Socket } from 'node:net';
import { openPostgres } from '../db/dialects/postgres';
import { sqlStore } from '../db/sql-store';
import { openStore } from '../db/open-store';
import { createTestDatabase } from '../db/testing/test-databases';
import { databaseCheck } from './checks';
import { Readiness } from './readiness';

it('fails with the reason when the database is gone', async () => {
  const database = await createTestDatabase('postgres');
  const store = await openStore(database.options);
  try {
    const readiness = new Readiness();
    readiness.addCheck(databaseCheck(store));
    readiness.setPhase('running');
    expect(await readiness.report()).toEqual({ ready: true, phase: 'running', checks: { database: 'ok' } });

    await database.drop();
    const report = await readiness.report();
    expect(report.ready).toBe(false);
    expect(report.checks.database).toMatch(/^the database does not answer \(.+\)$/);
  } finally {
    await store.close().catch(() => undefined);
  }
}, 30_000);

it('fails after its time limit when the database never answers', async () => {
  // Accepts connections and never says a word, like a host behind a dead route.
  const sockets: Socket[] = [];
  const silent: Server = createServer((socket) => void sockets.push(socket));
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  const port = (silent.address() as { port: number }).port;
  const store = sqlStore(openPostgres(`postgres://nobody:nothing@127.0.0.1:${port}/recipes`));
  try {
    const readiness = new Readiness(200);
    readiness.addCheck(databaseCheck(store));
    readiness.setPhase('running');
    expect(await readiness.report()).toEqual({
      ready: false,
      phase: 'running',
      checks: { database: 'no answer within 200 ms' },
    });
  } finally {
    for (const socket of sockets) socket.destroy();
    silent.close();
    await store.close().catch(() => undefined);
  }
});
