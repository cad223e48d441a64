import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { switchToWal } from './sqlite';

/** A connection whose switch to WAL is refused as busy `busyTimes` times (another process switching meanwhile). */
function refusedConnection(
  busyTimes: number,
  error = Object.assign(new Error('database is locked'), { code: 'SQLITE_BUSY' }),
) {
  let calls = 0;
  return {
    get calls() {
      return calls;
    },
    pragma(source: string) {
      calls += 1;
      if (calls <= busyTimes) throw error;
      return [{ journal_mode: source.includes('WAL') ? 'wal' : 'delete' }];
    },
  };
}

describe('switchToWal', () => {
  it('switches a new file to WAL', () => {
    const dir = mkdtempSync(join(tmpdir(), 'sqlite-open-'));
    const connection = new BetterSqlite3(join(dir, 'test.db'));
    try {
      switchToWal(connection, 1000);
      expect(connection.pragma('journal_mode', { simple: true })).toBe('wal');
    } finally {
      connection.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('tries again while another process opening the same file holds it', () => {
    const connection = refusedConnection(3);
    switchToWal(connection as unknown as BetterSqlite3.Database, 5000);
    expect(connection.calls).toBe(4);
  });

  it('gives up with the busy error once the wait is over', () => {
    const connection = refusedConnection(Infinity);
    const started = Date.now();
    expect(() => switchToWal(connection as unknown as BetterSqlite3.Database, 100)).toThrow('database is locked');
    expect(Date.now() - started).toBeGreaterThanOrEqual(100);
  });

  it('does not try again after any other error', () => {
    const connection = refusedConnection(1, Object.assign(new Error('disk I/O error'), { code: 'SQLITE_IOERR' }));
    expect(() => switchToWal(connection as unknown as BetterSqlite3.Database, 5000)).toThrow('disk I/O error');
    expect(connection.calls).toBe(1);
  });
});
