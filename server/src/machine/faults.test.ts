import { DatabaseBusyError } from '../db/errors';
import {
  DATABASE_BUSY_MESSAGE,
  DATABASE_UNREACHABLE_MESSAGE,
  faultAnswer,
  STORAGE_FULL_MESSAGE,
  STORAGE_UNWRITABLE_MESSAGE,
  TOO_MANY_OPEN_FILES_MESSAGE,
} from './faults';

const withCode = (code: string, message = code) => Object.assign(new Error(message), { code });

describe('faultAnswer', () => {
  it.each([
    ['ENOSPC', 507, STORAGE_FULL_MESSAGE],
    ['EDQUOT', 507, STORAGE_FULL_MESSAGE],
    ['SQLITE_FULL', 507, STORAGE_FULL_MESSAGE],
    ['53100', 507, STORAGE_FULL_MESSAGE],
    ['EROFS', 503, STORAGE_UNWRITABLE_MESSAGE],
    ['EACCES', 503, STORAGE_UNWRITABLE_MESSAGE],
    ['SQLITE_READONLY', 503, STORAGE_UNWRITABLE_MESSAGE],
    ['SQLITE_IOERR_WRITE', 503, STORAGE_UNWRITABLE_MESSAGE],
    ['SQLITE_BUSY', 503, DATABASE_BUSY_MESSAGE],
    ['SQLITE_LOCKED_SHAREDCACHE', 503, DATABASE_BUSY_MESSAGE],
    ['55P03', 503, DATABASE_BUSY_MESSAGE],
    ['ECONNREFUSED', 503, DATABASE_UNREACHABLE_MESSAGE],
    ['57P01', 503, DATABASE_UNREACHABLE_MESSAGE],
    ['08006', 503, DATABASE_UNREACHABLE_MESSAGE],
    ['EMFILE', 503, TOO_MANY_OPEN_FILES_MESSAGE],
    ['ENFILE', 503, TOO_MANY_OPEN_FILES_MESSAGE],
  ])('%s → %i with its sentence', (code, status, message) => {
    const answer = faultAnswer(withCode(code));
    expect(answer).toMatchObject({ status, message });
    if (status === 503) expect(answer?.retryAfterSeconds).toBeGreaterThan(0);
    else expect(answer?.retryAfterSeconds).toBeUndefined();
  });

  it('knows the waited-out lock and pg’s lost connections by their error', () => {
    expect(faultAnswer(new DatabaseBusyError(5000))?.kind).toBe('database-busy');
    expect(faultAnswer(new Error('Connection terminated unexpectedly'))?.kind).toBe('database-unreachable');
    expect(faultAnswer(new Error('timeout exceeded when trying to connect'))?.kind).toBe('database-unreachable');
  });

  it('looks through causes and aggregate errors (a library that wraps the fault)', () => {
    expect(faultAnswer(new Error('could not save the picture', { cause: withCode('ENOSPC') }))?.kind).toBe(
      'storage-full',
    );
    expect(faultAnswer(new AggregateError([new Error('x'), withCode('ECONNREFUSED')]))?.kind).toBe(
      'database-unreachable',
    );
  });

  it('leaves everything else to the handler: bugs, constraint errors, a client that hung up', () => {
    expect(faultAnswer(new TypeError('x is undefined'))).toBeUndefined();
    expect(faultAnswer(withCode('SQLITE_CONSTRAINT_UNIQUE'))).toBeUndefined();
    expect(faultAnswer(withCode('23505'))).toBeUndefined();
    expect(faultAnswer(withCode('ECONNRESET', 'aborted'))).toBeUndefined();
    expect(faultAnswer('a string')).toBeUndefined();
  });
});
