// What differs between SQLite and PostgreSQL, in one place per database. Everything else — every query of the
// store — is written once against Kysely and runs on both.
import type {
  ColumnDataType,
  ColumnDefinitionBuilder,
  Expression,
  Kysely,
  RawBuilder,
  SelectQueryBuilder,
} from 'kysely';
import type { Database } from '../schema-types';
import type { DatabaseKind } from '../store';
import type { SearchWord } from '../text-fold';

/** Work that must never run twice at once, across processes. */
export type LockName = 'migrations' | 'stubs' | 'first-account' | 'releases' | 'tags';

/** A recipe's search document: its distinct folded words (see text-fold.ts). */
export interface SearchDocument {
  recipeId: number;
  tokens: string[];
}

export interface DialectModule {
  readonly kind: DatabaseKind;
  readonly db: Kysely<Database>;

  /**
   * Runs fn in one write transaction. SQLite takes the write lock at BEGIN (IMMEDIATE), so a second process
   * waits (asynchronously, up to the lock wait; then DatabaseBusyError) instead of failing half-way; PostgreSQL
   * uses READ COMMITTED plus row and advisory locks. fn may run more than once on SQLite (after a rollback).
   */
  writeTransaction<T>(fn: (trx: Kysely<Database>) => Promise<T>): Promise<T>;
  /**
   * Runs one writing statement outside a transaction: on SQLite retried while another connection holds the write
   * lock (asynchronously, up to the lock wait), as a single statement left undone by SQLITE_BUSY may be.
   */
  autocommit<T>(fn: (db: Kysely<Database>) => Promise<T>): Promise<T>;
  /** Runs fn in a read-only transaction that sees one consistent snapshot (a recipe and its sections agree). */
  readTransaction<T>(fn: (trx: Kysely<Database>) => Promise<T>): Promise<T>;
  /** Inside a write transaction: waits until no other process holds `name`, until the transaction ends. */
  lock(trx: Kysely<Database>, name: LockName): Promise<void>;
  /**
   * Inside a write transaction, until it ends: the lock of one family of stubs (stubs.ts `stubFamily`), so two saves
   * whose names could take the same stub choose one after the other while saves of other names go on. It also waits
   * for a bulk insert, which holds `stubs` while it picks many stubs at once.
   */
  lockStubFamily(trx: Kysely<Database>, family: string): Promise<void>;
  /** Adds the dialect's row lock (FOR UPDATE) to a select; SQLite's write transaction already excludes writers. */
  forUpdate<O>(query: SelectQueryBuilder<Database, 'recipes', O>): SelectQueryBuilder<Database, 'recipes', O>;

  /** Column types and DDL the migrations need. */
  readonly ddl: {
    /** A column type compared byte-wise (UTF-8 order) in ORDER BY and ranges. */
    binaryText: ColumnDataType | Expression<unknown>;
    /** Makes an integer column an auto-increment primary key whose ids are never reused. */
    idColumn(column: ColumnDefinitionBuilder): ColumnDefinitionBuilder;
    /** Creates the full-text search table over recipe documents. */
    createSearchTable(trx: Kysely<Database>): Promise<void>;
  };

  /** Replaces the search documents of these recipes. */
  writeSearchDocuments(trx: Kysely<Database>, documents: SearchDocument[]): Promise<void>;
  deleteSearchDocument(trx: Kysely<Database>, recipeId: number): Promise<void>;
  /**
   * A parenthesized subquery, one column `id`: the recipes whose document has, for every search word, a word
   * starting with its prefix or equal to one of its forms (text-fold.ts SearchWord).
   */
  matchingRecipeIds(words: readonly SearchWord[]): RawBuilder<number>;

  /** The database's JSON functions, so one statement can return a recipe with all its children. */
  readonly json: {
    /** A JSON array of these values (one positional row). */
    array(values: RawBuilder<unknown>[]): RawBuilder<unknown>;
    /**
     * An aggregate: the JSON array of `value` over the rows, in `orderBy` order (in no promised order without
     * it); `[]` when there are none.
     */
    arrayAgg(value: RawBuilder<unknown>, orderBy?: RawBuilder<unknown>): RawBuilder<unknown>;
  };

  /** How many bind parameters one statement may carry (bulk inserts are chunked below it). */
  readonly maxParameters: number;

  close(): Promise<void>;
}
