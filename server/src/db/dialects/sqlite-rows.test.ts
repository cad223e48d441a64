import BetterSqlite3 from 'better-sqlite3';
import { withJsRows } from './sqlite-rows';

function openDatabase() {
  const db = new BetterSqlite3(':memory:');
  db.exec(`create table dishes (id integer primary key, name text not null, picture blob, rating real, tag_ids text);
    insert into dishes values (1, 'Soup', null, 4.5, '1,2'), (2, 'Bread', x'00ff', null, null),
      (3, '"quoted" name', null, 3, '');`);
  return db;
}

describe('withJsRows', () => {
  const db = openDatabase();
  afterAll(() => db.close());

  it('gives the same rows as better-sqlite3, every column type, name and order included', () => {
    const sqlText = `select id, name, picture, rating, tag_ids as "odd ""name"" : }", name || '!' as shout
      from dishes where id in (?, ?, ?) order by id desc`;
    const expected = db.prepare(sqlText).all(1, 2, 3);
    const rows = withJsRows(db.prepare(sqlText)).all([1, 2, 3]);
    expect(rows).toEqual(expected);
    expect(rows.map((row) => Object.keys(row as object))).toEqual(expected.map((row) => Object.keys(row as object)));
    expect((rows[1] as { picture: Buffer }).picture).toEqual(Buffer.from([0, 255]));
  });

  it('lets a later column of the same name win, as better-sqlite3 does', () => {
    const sqlText = `select name as label, id as label from dishes where id = ?`;
    expect(withJsRows(db.prepare(sqlText)).all([2])).toEqual([{ label: 2 }]);
    expect(db.prepare(sqlText).all(2)).toEqual([{ label: 2 }]);
  });

  it('answers no rows with an empty list, and iterates rows as objects', () => {
    const statement = withJsRows(db.prepare('select id, name from dishes where id > ? order by id'));
    expect(statement.all([10])).toEqual([]);
    expect([...statement.iterate([1])]).toEqual([
      { id: 2, name: 'Bread' },
      { id: 3, name: '"quoted" name' },
    ]);
  });

  it('runs writes as before, and reads rows from a write that returns them', () => {
    const insert = withJsRows(db.prepare(`insert into dishes (name) values (?)`));
    expect(insert.reader).toBe(false);
    expect(insert.run(['Stew'])).toMatchObject({ changes: 1, lastInsertRowid: 4 });
    const returning = withJsRows(db.prepare(`insert into dishes (name) values (?) returning id, name`));
    expect(returning.all(['Pie'])).toEqual([{ id: 5, name: 'Pie' }]);
  });

  it('follows a schema change that gives a kept `select *` other columns', () => {
    const own = openDatabase();
    const statement = withJsRows(own.prepare('select * from dishes where id = ?'));
    expect(Object.keys(statement.all([1])[0] as object)).toEqual(['id', 'name', 'picture', 'rating', 'tag_ids']);
    own.exec(`alter table dishes add column servings integer not null default 4`);
    expect(statement.all([1])).toEqual([
      { id: 1, name: 'Soup', picture: null, rating: 4.5, tag_ids: '1,2', servings: 4 },
    ]);
    own.close();
  });
});
