// Kysely's query log feeding the database query-time histogram: every statement either dialect runs.
import type { LogEvent } from 'kysely';
import { dbQueryDuration, statementKind } from './registry';

export function recordQuery(event: LogEvent): void {
  dbQueryDuration.observe(
    { statement: statementKind(event.query.sql), outcome: event.level === 'error' ? 'error' : 'ok' },
    event.queryDurationMillis / 1000,
  );
}
