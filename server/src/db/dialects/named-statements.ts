// PostgreSQL parses and plans an unnamed statement anew every time it runs. For the reads a page makes that is
// most of their cost: the recipe document (three correlated aggregates) took 900 µs unnamed and 250 µs named,
// its plan reused. So each statement's text gets a name, and pg parses it once per connection and reuses it
// after (what postgres.js does by default).
import pg from 'pg';

/** Texts named per process: Kysely builds a bounded set, and this bound keeps every connection's plans bounded. */
export const MAX_NAMED_STATEMENTS = 500;

/**
 * Single statements of a bounded shape: no `;` (several statements cannot be named), no `*` (a plan whose columns
 * come from `*` fails once a migration of another process adds a column, "cached plan must not change result
 * type"), nothing long (a bulk insert's thousand rows of VALUES: one-off shapes PostgreSQL would keep per
 * connection), no schema changes (migrations run once).
 */
const NAMEABLE = /^\s*(select|insert|update|delete)\b[^;*]*$/i;
const MAX_NAMED_LENGTH = 4000;

export class StatementNames {
  private readonly names = new Map<string, string>();

  constructor(private readonly max = MAX_NAMED_STATEMENTS) {}

  /** The statement's name, or undefined when it runs unnamed. */
  nameOf(text: string): string | undefined {
    let name = this.names.get(text);
    if (name === undefined && this.names.size < this.max && text.length <= MAX_NAMED_LENGTH && NAMEABLE.test(text)) {
      name = `statement_${this.names.size}`;
      this.names.set(text, name);
    }
    return name;
  }

  get size(): number {
    return this.names.size;
  }
}

/** A pg client class that runs the statements Kysely sends (`query(text, values)`) as named statements. */
export function namingClient(names: StatementNames): typeof pg.Client {
  class NamingClient extends pg.Client {}
  const unnamed = pg.Client.prototype.query as (this: pg.Client, ...args: unknown[]) => unknown;
  // One implementation behind pg's overloads: every other call shape is passed through unchanged.
  NamingClient.prototype.query = function query(this: pg.Client, ...args: unknown[]) {
    const [text, values] = args;
    if (args.length === 2 && typeof text === 'string' && Array.isArray(values)) {
      const name = names.nameOf(text);
      if (name !== undefined) return unnamed.call(this, { name, text, values });
    }
    return unnamed.apply(this, args);
  } as pg.Client['query'];
  return NamingClient;
}
