// Rows of a SQLite statement as objects, built in JavaScript. better-sqlite3 builds each row object in C++, setting
// one property after another; for a page of 15 summaries (12 columns) that took 180 µs of a 200 µs read. Reading
// the rows as arrays and turning them into objects of one fixed shape takes 120 µs (see bench/perf-notes.md §7).
import type BetterSqlite3 from 'better-sqlite3';
import type { SqliteStatement } from 'kysely';

type Row = Record<string, unknown>;
type RowOf = (values: unknown[]) => Row;

/**
 * A function making an object literal of the statement's columns, in order (a later column of the same name
 * wins, as in better-sqlite3's own rows). One literal shape lets V8 build every row with one hidden class.
 */
function rowBuilder(names: readonly string[]): RowOf {
  const properties = names.map((name, index) => `${JSON.stringify(name)}: values[${index}]`).join(', ');
  // The names are written as JSON string literals, so no column name can become code.
  return new Function('values', `return { ${properties} };`) as RowOf;
}

const columnNames = (statement: BetterSqlite3.Statement) => statement.columns().map((column) => column.name);

/**
 * `statement` as Kysely uses it, whose readers return rows built by rowBuilder. The statement is switched to raw
 * (array) rows, so it must not be used elsewhere in object mode.
 */
export function withJsRows(statement: BetterSqlite3.Statement): SqliteStatement {
  if (!statement.reader) return statement;
  statement.raw(true);
  let names = columnNames(statement);
  let rowOf = rowBuilder(names);
  // A schema change makes SQLite prepare the statement again: a `*` may then give other columns.
  const current = (values: unknown[]): RowOf => {
    if (values.length !== names.length) {
      names = columnNames(statement);
      rowOf = rowBuilder(names);
    }
    return rowOf;
  };
  return {
    reader: true,
    all(parameters) {
      const rows = statement.all(parameters) as unknown[][];
      if (rows.length === 0) return rows;
      const build = current(rows[0] as unknown[]);
      return rows.map(build);
    },
    run: (parameters) => statement.run(parameters),
    *iterate(parameters) {
      for (const values of statement.iterate(parameters) as IterableIterator<unknown[]>) yield current(values)(values);
    },
  };
}
