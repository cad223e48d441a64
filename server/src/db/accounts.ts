// Editor accounts and their server-side sessions.
import type { Kysely } from 'kysely';
import type { DialectModule } from './dialects/dialect';
import { DuplicateUsernameError } from './errors';
import type { Database } from './schema-types';
import type { Account, NewSession, SessionInfo } from './store';

type Db = Kysely<Database>;

const ACCOUNT_COLUMNS = ['id', 'username', 'password_hash as passwordHash'] as const;

export async function countAccounts(db: Db): Promise<number> {
  const row = await db
    .selectFrom('accounts')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

async function insertAccount(trx: Db, username: string, passwordHash: string): Promise<Account> {
  const taken = await trx.selectFrom('accounts').select('id').where('username', '=', username).executeTakeFirst();
  if (taken) throw new DuplicateUsernameError(username);
  return trx
    .insertInto('accounts')
    .values({ username, password_hash: passwordHash, created_at: Date.now() })
    .returning(ACCOUNT_COLUMNS)
    .executeTakeFirstOrThrow();
}

export function createAccount(dialect: DialectModule, username: string, passwordHash: string): Promise<Account> {
  return dialect.writeTransaction(async (trx) => {
    // Same lock as the first account, so two commands adding one name cannot both pass the check.
    await dialect.lock(trx, 'first-account');
    return insertAccount(trx, username, passwordHash);
  });
}

export function createFirstAccount(
  dialect: DialectModule,
  username: string,
  passwordHash: string,
): Promise<Account | undefined> {
  return dialect.writeTransaction(async (trx) => {
    await dialect.lock(trx, 'first-account');
    if ((await countAccounts(trx)) > 0) return undefined;
    return insertAccount(trx, username, passwordHash);
  });
}

export function findAccount(db: Db, username: string): Promise<Account | undefined> {
  return db.selectFrom('accounts').select(ACCOUNT_COLUMNS).where('username', '=', username).executeTakeFirst();
}

export function findAccountById(db: Db, id: number): Promise<Account | undefined> {
  return db.selectFrom('accounts').select(ACCOUNT_COLUMNS).where('id', '=', id).executeTakeFirst();
}

export async function createSession(db: Db, session: NewSession): Promise<void> {
  await db
    .insertInto('sessions')
    .values({
      token_hash: session.tokenHash,
      account_id: session.accountId,
      expires_at: session.expiresAt.getTime(),
      created_at: Date.now(),
    })
    .execute();
}

export async function findSession(db: Db, tokenHash: string, now: Date): Promise<SessionInfo | undefined> {
  const row = await db
    .selectFrom('sessions')
    .innerJoin('accounts', 'accounts.id', 'sessions.account_id')
    .select(['sessions.account_id', 'accounts.username', 'sessions.expires_at'])
    .where('sessions.token_hash', '=', tokenHash)
    .where('sessions.expires_at', '>', now.getTime())
    .executeTakeFirst();
  return row && { accountId: row.account_id, username: row.username, expiresAt: new Date(row.expires_at) };
}

export async function extendSession(db: Db, tokenHash: string, expiresAt: Date): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ expires_at: expiresAt.getTime() })
    .where('token_hash', '=', tokenHash)
    .execute();
}

export async function deleteSession(db: Db, tokenHash: string): Promise<void> {
  await db.deleteFrom('sessions').where('token_hash', '=', tokenHash).execute();
}

export async function deleteExpiredSessions(db: Db, now: Date): Promise<number> {
  const result = await db.deleteFrom('sessions').where('expires_at', '<=', now.getTime()).executeTakeFirst();
  return Number(result.numDeletedRows);
}
