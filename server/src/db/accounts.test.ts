import { DuplicateUsernameError } from './store';
import { describeEachDatabase } from './testing/store-fixture';

const HOUR = 60 * 60 * 1000;

describeEachDatabase('accounts, sessions, rate limits', (fixture) => {
  describe('accounts', () => {
    it('creates, counts and finds accounts; names are unique', async () => {
      expect(await fixture.store.countAccounts()).toBe(0);
      const account = await fixture.store.createAccount('editor', 'scrypt$hash');
      expect(account).toEqual({ id: expect.any(Number), username: 'editor', passwordHash: 'scrypt$hash' });
      expect(await fixture.store.countAccounts()).toBe(1);
      expect(await fixture.store.findAccount('editor')).toEqual(account);
      expect(await fixture.store.findAccountById(account.id)).toEqual(account);
      expect(await fixture.store.findAccount('nobody')).toBeUndefined();
      await expect(fixture.store.createAccount('editor', 'other')).rejects.toBeInstanceOf(DuplicateUsernameError);
      expect(await fixture.store.countAccounts()).toBe(1);
    });

    it('creates the first account only while there is none, even when asked at once', async () => {
      const results = await Promise.all([
        fixture.store.createFirstAccount('first', 'h1'),
        fixture.store.createFirstAccount('second', 'h2'),
      ]);
      expect(results.filter(Boolean)).toHaveLength(1);
      expect(await fixture.store.countAccounts()).toBe(1);
      expect(await fixture.store.createFirstAccount('third', 'h3')).toBeUndefined();
    });
  });

  describe('sessions', () => {
    it('finds a live session with its account, not an expired or deleted one', async () => {
      const { id } = await fixture.store.createAccount('editor', 'hash');
      const now = new Date();
      await fixture.store.createSession({
        tokenHash: 'live',
        accountId: id,
        expiresAt: new Date(now.getTime() + HOUR),
      });
      await fixture.store.createSession({ tokenHash: 'old', accountId: id, expiresAt: new Date(now.getTime() - 1) });

      expect(await fixture.store.findSession('live', now)).toEqual({
        accountId: id,
        username: 'editor',
        expiresAt: new Date(now.getTime() + HOUR),
      });
      expect(await fixture.store.findSession('old', now)).toBeUndefined();
      expect(await fixture.store.findSession('live', new Date(now.getTime() + 2 * HOUR))).toBeUndefined();
      expect(await fixture.store.findSession('unknown', now)).toBeUndefined();

      await fixture.store.extendSession('live', new Date(now.getTime() + 3 * HOUR));
      expect(await fixture.store.findSession('live', new Date(now.getTime() + 2 * HOUR))).toBeDefined();

      expect(await fixture.store.deleteExpiredSessions(now)).toBe(1);
      await fixture.store.deleteSession('live');
      expect(await fixture.store.findSession('live', now)).toBeUndefined();
    });
  });

  describe('rate limits', () => {
    it('counts hits per key within a window opened by the first hit, then starts again', async () => {
      const start = new Date(Date.UTC(2024, 0, 1, 12, 0, 0));
      const at = (ms: number) => new Date(start.getTime() + ms);
      expect(await fixture.store.hitRateLimit('login:1.2.3.4', 60_000, at(0))).toBe(1);
      expect(await fixture.store.hitRateLimit('login:1.2.3.4', 60_000, at(10_000))).toBe(2);
      expect(await fixture.store.hitRateLimit('login:5.6.7.8', 60_000, at(10_000))).toBe(1);
      expect(await fixture.store.hitRateLimit('login:1.2.3.4', 60_000, at(59_999))).toBe(3);
      expect(await fixture.store.hitRateLimit('login:1.2.3.4', 60_000, at(60_000))).toBe(1);

      await fixture.store.resetRateLimit('login:1.2.3.4');
      expect(await fixture.store.hitRateLimit('login:1.2.3.4', 60_000, at(61_000))).toBe(1);
      expect(await fixture.store.pruneRateLimits(at(60_000))).toBe(1);
    });

    it('keeps counting across a minute boundary of the clock', async () => {
      const start = new Date(Date.UTC(2024, 0, 1, 12, 0, 59, 900));
      const at = (ms: number) => new Date(start.getTime() + ms);
      expect(await fixture.store.hitRateLimit('login:9.9.9.9', 60_000, at(0))).toBe(1);
      expect(await fixture.store.hitRateLimit('login:9.9.9.9', 60_000, at(200))).toBe(2);
      expect(await fixture.store.hitRateLimit('login:9.9.9.9', 60_000, at(59_999))).toBe(3);
      expect(await fixture.store.hitRateLimit('login:9.9.9.9', 60_000, at(60_000))).toBe(1);
    });

    it('counts every one of many simultaneous hits', async () => {
      const now = new Date();
      const counts = await Promise.all(
        Array.from({ length: 20 }, () => fixture.store.hitRateLimit('burst', 60_000, now)),
      );
      expect([...counts].sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, index) => index + 1));
    });

    it('refuses a window that is not a positive whole number of milliseconds', async () => {
      await expect(fixture.store.hitRateLimit('key', 0)).rejects.toThrow(RangeError);
    });
  });

  describe('one-time jobs', () => {
    it('lets only the first claim of a job through', async () => {
      const claims = await Promise.all([fixture.store.claimOnce('seed'), fixture.store.claimOnce('seed')]);
      expect(claims.sort()).toEqual([false, true]);
      expect(await fixture.store.claimOnce('seed')).toBe(false);
      expect(await fixture.store.claimOnce('other')).toBe(true);
    });
  });
});
