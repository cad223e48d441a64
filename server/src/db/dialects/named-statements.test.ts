import { sql } from 'kysely';
import { openDialect } from '../open-store';
import { createTestDatabase } from '../testing/test-databases';
import { StatementNames } from './named-statements';

describe('StatementNames', () => {
  it('names each single read once and keeps its name', () => {
    const names = new StatementNames();
    const read = 'select id, name from recipes where stub = $1';
    const name = names.nameOf(read);
    expect(name).toBeDefined();
    expect(names.nameOf(read)).toBe(name);
    expect(names.nameOf('select id from tags')).not.toBe(name);
  });

  it('names reads and writes, but not several statements, reads of `*`, long texts or schema changes', () => {
    const names = new StatementNames();
    expect(names.nameOf('insert into tags (tag) values ($1)')).toBeDefined();
    expect(names.nameOf('update counters set value = value + 1')).toBeDefined();
    expect(names.nameOf('delete from sessions where id = $1')).toBeDefined();
    expect(names.size).toBe(3);
    expect(names.nameOf('select 1; select 2')).toBeUndefined();
    expect(names.nameOf('create table notes (id int)')).toBeUndefined();
    expect(
      names.nameOf(`insert into tags (tag) values ${Array.from({ length: 2000 }, (_, i) => `($${i + 1})`).join(', ')}`),
    ).toBeUndefined();
    expect(names.nameOf('select * from recipes')).toBeUndefined();
    expect(names.nameOf('select count(*) from recipes')).toBeUndefined();
    expect(names.size).toBe(3);
  });

  it('names no more texts than its bound', () => {
    const names = new StatementNames(2);
    expect(names.nameOf('select 1')).toBeDefined();
    expect(names.nameOf('select 2')).toBeDefined();
    expect(names.nameOf('select 3')).toBeUndefined();
    expect(names.nameOf('select 1')).toBeDefined();
  });
});

it('runs reads on PostgreSQL as prepared statements, with the same answers as unnamed ones', async () => {
  const database = await createTestDatabase('postgres');
  const dialect = openDialect(database.options);
  try {
    await dialect.db.connection().execute(async (connection) => {
      const read = (value: number) =>
        sql<{ doubled: number }>`select ${value}::int + ${value}::int as doubled`.execute(connection);
      await sql`create temporary table notes (id int primary key, body text)`.execute(connection);
      await sql`insert into notes values (1, 'a'), (2, 'b')`.execute(connection);
      const body = (id: number) => sql<{ body: string }>`select body from notes where id = ${id}`.execute(connection);

      expect((await body(1)).rows).toEqual([{ body: 'a' }]);
      expect((await body(2)).rows).toEqual([{ body: 'b' }]);
      expect((await read(21)).rows).toEqual([{ doubled: 42 }]);

      const prepared = await sql<{
        statement: string;
      }>`select statement from pg_prepared_statements order by prepare_time`.execute(connection);
      const statements = prepared.rows.map((row) => row.statement);
      expect(statements).toContain('select body from notes where id = $1');
      expect(statements.some((statement) => statement.startsWith('create'))).toBe(false);
    });
  } finally {
    await dialect.close();
    await database.drop();
  }
});
