// docs/design.md §4 over HTTP: the permission call, log in / log out, cookie flags, server-side sessions, rate limiting
// shared by every process, the first editor account and `npm run users -- add NAME`.
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { promisify } from 'node:util';
import { ApiClient, draft, editorClient, errorOf } from './helpers/client';
import { createTestDatabase } from './helpers/database';
import { dataOf, EDITOR, startServer, type TestServer } from './helpers/server';

jest.setTimeout(60_000);

let server: TestServer;

beforeAll(async () => {
  server = await startServer({ loginRateLimit: { maxPerAddress: 1000, maxPerUsername: 1000 } });
});

afterAll(async () => {
  await server?.close();
});

function cookieOf(response: Response): string | undefined {
  return response.headers.getSetCookie().find((cookie) => cookie.startsWith('sid='));
}

describe('GET /api/users', () => {
  it('says a visitor may not edit, and an editor may, with the name', async () => {
    const visitor = new ApiClient(server);
    expect(await visitor.json('/api/users')).toEqual({ status: false });
    const editor = await editorClient(server);
    expect(await editor.json('/api/users')).toEqual({ status: true, name: EDITOR.username });
    const response = await editor.request('GET', '/api/users');
    expect(response.headers.get('cache-control')).toBe('no-store');
  });
});

describe('POST /api/session', () => {
  it('answers 204 and sets an HttpOnly, SameSite=Lax session cookie holding a long random token', async () => {
    const client = new ApiClient(server);
    const response = await client.login();
    expect(response.status).toBe(204);
    const cookie = cookieOf(response)!;
    expect(cookie).toMatch(/^sid=[A-Za-z0-9_-]{43}; /);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Lax/);
    expect(cookie).toMatch(/; Path=\//);
    expect(cookie).not.toMatch(/; Secure/);
    // Two logins, two different tokens.
    const again = cookieOf(await new ApiClient(server).login())!;
    expect(again.split(';')[0]).not.toBe(cookie.split(';')[0]);
  });

  it('answers 401 for a wrong password or an unknown user, with no cookie and no hint which', async () => {
    const client = new ApiClient(server);
    const wrong = await client.login(EDITOR.username, 'not the password');
    const unknown = await client.login('nobody', EDITOR.password);
    for (const response of [wrong, unknown]) {
      expect(response.status).toBe(401);
      expect(cookieOf(response)).toBeUndefined();
    }
    expect((await errorOf(wrong)).error).toBe((await errorOf(unknown)).error);
  });

  it('answers 400 for missing or malformed credentials and 403 without the marker', async () => {
    const client = new ApiClient(server);
    const missing = await client.request('POST', '/api/session', {
      body: JSON.stringify({ username: 'editor' }),
      headers: { 'content-type': 'application/json' },
    });
    expect(missing.status).toBe(400);
    await errorOf(missing);
    const broken = await client.request('POST', '/api/session', {
      body: '{"username": "editor", "password": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(broken.status).toBe(400);
    await errorOf(broken);
    const form = await client.request('POST', '/api/session', {
      body: 'username=editor&password=x',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.status).toBe(415);
    const noMarker = await client.request('POST', '/api/session', {
      body: JSON.stringify(EDITOR),
      headers: { 'content-type': 'application/json' },
      marker: false,
    });
    expect(noMarker.status).toBe(403);
    expect(cookieOf(noMarker)).toBeUndefined();
  });

  it('never returns the password or its hash', async () => {
    const client = await editorClient(server);
    for (const path of ['/api/users', '/api/docs/json']) {
      const text = await (await client.request('GET', path)).text();
      expect(text).not.toContain(EDITOR.password);
      expect(text).not.toMatch(/scrypt\$/);
    }
  });
});

describe('DELETE /api/session', () => {
  it('deletes the session server-side: the old cookie replayed is a visitor', async () => {
    const editor = await editorClient(server);
    const cookie = editor.cookie;
    const response = await editor.logout();
    expect(response.status).toBe(204);
    expect(cookieOf(response)).toMatch(/^sid=; .*Expires=Thu, 01 Jan 1970/);

    const replay = new ApiClient(server);
    replay.cookie = cookie;
    expect(await replay.json('/api/users')).toEqual({ status: false });
    expect((await replay.save(draft('After Logout Pie'))).status).toBe(401);
  });

  it('is fine for a visitor, but needs the marker', async () => {
    const visitor = new ApiClient(server);
    expect((await visitor.logout()).status).toBe(204);
    expect((await visitor.request('DELETE', '/api/session', { marker: false })).status).toBe(403);
  });
});

describe('sessions', () => {
  it('an expired session is a visitor', async () => {
    const shortLived = await startServer({ sessionTtlMs: 1500 });
    try {
      const editor = await editorClient(shortLived);
      expect(await editor.json('/api/users')).toMatchObject({ status: true });
      await new Promise((resolve) => setTimeout(resolve, 1700));
      expect(await editor.json('/api/users')).toEqual({ status: false });
      expect((await editor.save(draft('Too Late Pie'))).status).toBe(401);
    } finally {
      await shortLived.close();
    }
  });

  it('the cookie is Secure over https (behind a trusted proxy) or when configured', async () => {
    const proxied = await startServer({ trustProxy: true });
    try {
      const response = await fetch(`${proxied.url}/api/session`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-requested-with': 'XMLHttpRequest',
          'x-forwarded-proto': 'https',
        },
        body: JSON.stringify(EDITOR),
      });
      expect(response.status).toBe(204);
      expect(cookieOf(response)).toMatch(/; Secure/);
    } finally {
      await proxied.close();
    }
    const forced = await startServer({ secureCookies: true });
    try {
      expect(cookieOf(await new ApiClient(forced).login())).toMatch(/; Secure/);
    } finally {
      await forced.close();
    }
  });
});

describe('login rate limit', () => {
  it('answers 429 after too many attempts, even with the right password, counted across processes', async () => {
    const limit = { maxPerAddress: 3, maxPerUsername: 100, windowMs: 60_000 };
    const first = await startServer({ loginRateLimit: limit });
    // A second server process on the same database shares the counters.
    const second = await startServer({ loginRateLimit: limit, reuse: dataOf(first) });
    try {
      expect((await new ApiClient(first).login(EDITOR.username, 'wrong-1')).status).toBe(401);
      expect((await new ApiClient(second).login(EDITOR.username, 'wrong-2')).status).toBe(401);
      expect((await new ApiClient(first).login(EDITOR.username, 'wrong-3')).status).toBe(401);
      const blocked = await new ApiClient(second).login();
      expect(blocked.status).toBe(429);
      expect(blocked.headers.get('retry-after')).toBe('60');
      expect((await errorOf(blocked)).error).toMatch(/Too many login attempts/);
      expect(cookieOf(blocked)).toBeUndefined();
    } finally {
      await second.close({ keepData: true });
      await first.close();
    }
  });

  it('also limits attempts on one username from many addresses', async () => {
    const limited = await startServer({ trustProxy: true, loginRateLimit: { maxPerAddress: 100, maxPerUsername: 2 } });
    try {
      const attempt = (address: string, password: string) =>
        fetch(`${limited.url}/api/session`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-requested-with': 'XMLHttpRequest',
            'x-forwarded-for': address,
          },
          body: JSON.stringify({ username: EDITOR.username, password }),
        });
      expect((await attempt('203.0.113.1', 'guess-1')).status).toBe(401);
      expect((await attempt('203.0.113.2', 'guess-2')).status).toBe(401);
      expect((await attempt('203.0.113.3', EDITOR.password)).status).toBe(429);
    } finally {
      await limited.close();
    }
  });
});

describe('the first editor account', () => {
  function captureLog() {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    return { lines, logger: { level: 'info', stream } };
  }

  it('is created from the configured name and password on first start; later those settings are ignored', async () => {
    const first = await startServer({ editor: { username: 'chef', password: 'first-password-123' } });
    try {
      expect((await new ApiClient(first).login('chef', 'first-password-123')).status).toBe(204);
      await first.close({ keepData: true });

      const log = captureLog();
      const restarted = await startServer({
        reuse: dataOf(first),
        editor: { username: 'other', password: 'second-password-456' },
        logger: log.logger,
      });
      try {
        expect((await new ApiClient(restarted).login('chef', 'first-password-123')).status).toBe(204);
        expect((await new ApiClient(restarted).login('other', 'second-password-456')).status).toBe(401);
        expect(log.lines.join('')).toMatch(/Accounts exist already: EDITOR_USERNAME and EDITOR_PASSWORD are ignored/);
        expect(log.lines.join('')).not.toContain('second-password-456');
      } finally {
        await restarted.close();
      }
    } finally {
      await first.close().catch(() => undefined);
    }
  });

  it('gets a random password, shown once, when none is configured; the name defaults to "editor"', async () => {
    const announced: string[] = [];
    const log = captureLog();
    const fresh = await startServer({ editor: {}, announce: (message) => announced.push(message), logger: log.logger });
    try {
      expect(announced).toHaveLength(1);
      const password = /Password: (\S+)/.exec(announced[0]!)?.[1];
      expect(password).toMatch(/^[A-Za-z0-9]{16,}$/);
      expect(log.lines.join('')).not.toContain(password!);
      expect((await new ApiClient(fresh).login('editor', password)).status).toBe(204);
    } finally {
      await fresh.close();
    }
  });

  it('refuses to start, in one line, with an EDITOR_PASSWORD shorter than `npm run users -- add` accepts', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'recipes-short-password-'));
    const database = await createTestDatabase();
    try {
      const started = promisify(execFile)(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
        cwd: `${__dirname}/..`,
        env: {
          ...process.env,
          HOST: '127.0.0.1',
          PORT: '0',
          SEED: 'false',
          SERVE_SITE: 'false',
          DATA_DIR: dataDir,
          EDITOR_PASSWORD: 'short',
          ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}),
        },
      });
      await expect(started).rejects.toMatchObject({
        code: 1,
        stderr:
          'The server could not start: EDITOR_PASSWORD must have at least 8 characters. ' +
          'Choose a longer one, or leave it unset to get a random one.\n',
      });

      // No account was made: a long enough one is taken next; once accounts exist, a short one is ignored.
      const reuse = { dataDir, database: { ...database, drop: async () => undefined } };
      const first = await startServer({ reuse, editor: { username: 'chef', password: 'long-enough-1' } });
      await first.close({ keepData: true });
      const again = await startServer({ reuse, editor: { password: 'short' } });
      try {
        expect((await new ApiClient(again).login('chef', 'long-enough-1')).status).toBe(204);
      } finally {
        await again.close({ keepData: true });
      }
    } finally {
      await database.drop();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

describe('npm run users -- add NAME', () => {
  const run = promisify(execFile);

  it('adds an editor who can log in (password from standard input)', async () => {
    const target = await startServer();
    try {
      const env = {
        ...process.env,
        DATA_DIR: target.dataDir,
        ...(target.databaseUrl ? { DATABASE_URL: target.databaseUrl } : {}),
      };
      const child = run(process.execPath, ['--import', 'tsx', 'src/users-cli.ts', 'add', 'alice'], {
        cwd: `${__dirname}/..`,
        env,
      });
      child.child.stdin!.end('alices-secret-pass\n');
      const { stdout } = await child;
      expect(stdout).toMatch(/Added the editor account "alice"/);
      expect((await new ApiClient(target).login('alice', 'alices-secret-pass')).status).toBe(204);

      const again = run(process.execPath, ['--import', 'tsx', 'src/users-cli.ts', 'add', 'alice'], {
        cwd: `${__dirname}/..`,
        env,
      });
      again.child.stdin!.end('another-password\n');
      await expect(again).rejects.toMatchObject({ code: 1, stderr: expect.stringMatching(/exists already/) });

      const short = run(process.execPath, ['--import', 'tsx', 'src/users-cli.ts', 'add', 'bob'], {
        cwd: `${__dirname}/..`,
        env,
      });
      short.child.stdin!.end('short\n');
      await expect(short).rejects.toMatchObject({ code: 1, stderr: expect.stringMatching(/at least 8 characters/) });
    } finally {
      await target.close();
    }
  });
});
