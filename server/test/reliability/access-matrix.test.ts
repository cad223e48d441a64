// Nobody but an editor changes anything: every write, by every kind of caller who is not a logged-in editor
// sending the marker header, is refused with the right status and changes nothing. Also: the login rate limit,
// passwords never in the log or an answer, the session cookie's flags, and logout ending the session server-side.
import { randomBytes } from 'node:crypto';
import { hashToken } from '../../src/accounts/token-hash';
import { ApiClient, draft, editorClient, errorOf } from '../helpers/client';
import * as images from '../helpers/images';
import { EDITOR, startServer, type TestServer } from '../helpers/server';
import { disposeServerProcess, startServerProcess, type ServerProcess } from '../helpers/server-process';

jest.setTimeout(120_000);

let server: TestServer;
let editor: ApiClient;
let visitor: ApiClient;
let stub: string;
let formerStub: string;
let picture: Buffer;
const identities: Record<string, string | null> = {};

beforeAll(async () => {
  server = await startServer({ loginRateLimit: { maxPerAddress: 10_000, maxPerUsername: 10_000 } });
  editor = await editorClient(server);
  visitor = new ApiClient(server);
  picture = await images.jpeg(400, 300);
  formerStub = await editor.create(draft('Guarded Goulash'), { image: await images.png() });
  // Renamed once, so writes through a former stub are tried too.
  stub = await (await editor.save(draft('Guarded Goulash Deluxe'), { stub: formerStub })).text();

  const loggedOut = await editorClient(server);
  const staleCookie = loggedOut.cookie;
  expect((await loggedOut.logout()).status).toBe(204);

  // A real session of the editor whose time is up (as the database has it), not yet removed by housekeeping.
  const expiredToken = randomBytes(32).toString('base64url');
  const account = await server.store.findAccount(EDITOR.username);
  await server.store.createSession({
    tokenHash: hashToken(expiredToken),
    accountId: account!.id,
    expiresAt: new Date(Date.now() - 60_000),
  });

  Object.assign(identities, {
    'a visitor': null,
    'a logged-out editor (old cookie)': staleCookie,
    'a forged session cookie': `sid=${randomBytes(32).toString('base64url')}`,
    'an expired session cookie': `sid=${expiredToken}`,
    'a malformed session cookie': 'sid=not-a-token; other=1',
  });
});

afterAll(async () => {
  await server?.close();
});

async function snapshot() {
  const { recipes, count } = await visitor.list('sortField=created_at');
  return {
    count,
    recipes: await Promise.all(recipes.map((recipe) => visitor.recipe(recipe.stub))),
    files: await server.imageFiles(),
  };
}

type Write = (cookie: string | null, headers: Record<string, string>) => Promise<Response>;

function saveForm(name: string): FormData {
  const parts = draft(name);
  const form = new FormData();
  form.append('files', new Blob([new Uint8Array(picture)], { type: 'image/jpeg' }), 'picture.jpg');
  for (const part of ['recipe', 'ingredients', 'steps'] as const) form.append(part, JSON.stringify(parts[part]));
  return form;
}

const WRITES: Record<string, Write> = {
  create: (cookie, headers) =>
    editor.request('POST', '/api/recipes', { body: saveForm('Intruder Pie'), cookie, headers, marker: false }),
  update: (cookie, headers) =>
    editor.request('POST', `/api/recipes/${stub}`, {
      body: saveForm('Defaced Goulash'),
      cookie,
      headers,
      marker: false,
    }),
  'update through a former stub': (cookie, headers) =>
    editor.request('POST', `/api/recipes/${formerStub}`, {
      body: saveForm('Defaced Goulash'),
      cookie,
      headers,
      marker: false,
    }),
  delete: (cookie, headers) => editor.request('DELETE', `/api/recipes/${stub}`, { cookie, headers, marker: false }),
  'delete through a former stub': (cookie, headers) =>
    editor.request('DELETE', `/api/recipes/${formerStub}`, { cookie, headers, marker: false }),
};

const MARKER = { 'x-requested-with': 'XMLHttpRequest' };

async function expectRefused(write: () => Promise<Response>, status: number, message: RegExp) {
  const before = await snapshot();
  const response = await write();
  expect(response.status).toBe(status);
  expect((await errorOf(response)).error).toMatch(message);
  expect(await snapshot()).toEqual(before);
}

describe('with the marker header, but no editor session → 401, nothing changed', () => {
  const rows = Object.keys(WRITES).flatMap((write) =>
    [
      'a visitor',
      'a logged-out editor (old cookie)',
      'a forged session cookie',
      'an expired session cookie',
      'a malformed session cookie',
    ].map((identity) => [write, identity] as const),
  );
  it.each(rows)('%s as %s', async (write, identity) => {
    await expectRefused(() => WRITES[write]!(identities[identity]!, MARKER), 401, /log in/);
  });
});

describe('without the marker header (a cross-site form) → 403, nothing changed, even for the editor', () => {
  const callers = [
    'the logged-in editor',
    'a visitor',
    'a logged-out editor (old cookie)',
    'a forged session cookie',
    'an expired session cookie',
  ];
  const rows = Object.keys(WRITES).flatMap((write) => callers.map((caller) => [write, caller] as const));
  it.each(rows)('%s as %s', async (write, caller) => {
    const cookie = caller === 'the logged-in editor' ? editor.cookie : identities[caller]!;
    await expectRefused(() => WRITES[write]!(cookie, {}), 403, /X-Requested-With/);
  });

  it.each([['fetch'], ['xmlhttprequest'], [''], ['XMLHttpRequest, evil']])(
    'a marker of %j is no marker',
    async (value) => {
      for (const write of Object.values(WRITES)) {
        await expectRefused(() => write(editor.cookie, { 'x-requested-with': value }), 403, /X-Requested-With/);
      }
    },
  );

  it('log-in and log-out need it too: no session is started or ended', async () => {
    const login = await visitor.request('POST', '/api/session', {
      body: JSON.stringify(EDITOR),
      headers: { 'content-type': 'application/json' },
      marker: false,
    });
    expect(login.status).toBe(403);
    expect(login.headers.getSetCookie()).toEqual([]);
    const logout = await editor.request('DELETE', '/api/session', { marker: false });
    expect(logout.status).toBe(403);
    expect(await editor.json('/api/users')).toMatchObject({ status: true });
  });
});

it('the logged-in editor with the marker may do every one of these writes (the refusals above are not for everyone)', async () => {
  const other = await editorClient(server);
  const created = await other.request('POST', '/api/recipes', { body: saveForm('Allowed Apple Pie') });
  expect(created.status).toBe(201);
  const createdStub = await created.text();
  const updated = await other.request('POST', `/api/recipes/${createdStub}`, { body: saveForm('Allowed Apple Pie') });
  expect(updated.status).toBe(200);
  expect((await other.request('DELETE', `/api/recipes/${createdStub}`)).status).toBe(200);
  expect(
    (await other.request('POST', `/api/recipes/${formerStub}`, { body: saveForm('Guarded Goulash Deluxe') })).status,
  ).toBe(200);
});

describe('sessions', () => {
  it('logout deletes the session server-side: the old cookie is a visitor everywhere', async () => {
    const client = await editorClient(server);
    const token = client.cookie!.slice('sid='.length);
    expect(await server.store.findSession(hashToken(token))).toBeDefined();
    expect((await client.logout()).status).toBe(204);
    expect(await server.store.findSession(hashToken(token))).toBeUndefined();
    expect(await client.json('/api/users')).toEqual({ status: false });
    await expectRefused(() => client.save(draft('Replayed Pie')), 401, /log in/);
  });

  it('the database never holds the cookie’s token, only its hash', async () => {
    const client = await editorClient(server);
    const token = client.cookie!.slice('sid='.length);
    expect(await server.store.findSession(token)).toBeUndefined();
    expect(await server.store.findSession(hashToken(token))).toBeDefined();
  });
});

describe('login rate limit', () => {
  it('holds: after the limit even the right password is refused (429, no cookie), and wrong ones no longer say 401', async () => {
    const limited = await startServer({ loginRateLimit: { maxPerAddress: 5, maxPerUsername: 1000, windowMs: 60_000 } });
    try {
      const client = new ApiClient(limited);
      for (let attempt = 1; attempt <= 5; attempt++)
        expect((await client.login(EDITOR.username, `guess-${attempt}`)).status).toBe(401);
      for (const password of [EDITOR.password, 'guess-6']) {
        const response = await client.login(EDITOR.username, password);
        expect(response.status).toBe(429);
        expect(response.headers.getSetCookie()).toEqual([]);
        expect(response.headers.get('retry-after')).toBe('60');
        expect((await errorOf(response)).error).toMatch(/Too many login attempts/);
      }
      expect(client.cookie).toBeNull();
      expect((await client.save(draft('Brute Force Pie'))).status).toBe(401);
    } finally {
      await limited.close();
    }
  });
});

describe('the real process', () => {
  let running: ServerProcess | undefined;
  afterEach(async () => {
    await disposeServerProcess(running);
    running = undefined;
  });

  it('never writes a password or a session token to its log, nor returns a password, even at the most verbose level', async () => {
    running = await startServerProcess({ env: { LOG_LEVEL: 'trace' } });
    const client = new ApiClient({ url: running.url } as TestServer);
    const wrong = 'Wrong-Horse-Battery-9876';
    const answers: string[] = [];
    const keep = async (response: Response) => {
      answers.push(`${response.status} ${JSON.stringify([...response.headers])} ${await response.text()}`);
      return response;
    };
    await keep(await client.login(EDITOR.username, wrong));
    await keep(await client.login('nobody-here', EDITOR.password));
    for (const body of [
      `{"username":"editor","password":"${EDITOR.password}"`,
      `{"username":"editor","password":"${EDITOR.password}" x}`,
      `{"username":"editor","password":"${EDITOR.password}","password":`,
      `{"username":{"x":1},"password":"${EDITOR.password}"}`,
      JSON.stringify({ username: 'editor', password: `${EDITOR.password}${'!'.repeat(1000)}` }),
      `username=editor&password=${EDITOR.password}`,
    ]) {
      await keep(
        await client.request('POST', '/api/session', {
          body,
          headers: { 'content-type': body.startsWith('{') ? 'application/json' : 'application/x-www-form-urlencoded' },
        }),
      );
    }
    const login = await keep(await client.login());
    expect(login.status).toBe(204);
    const token = client.cookie!.slice('sid='.length);
    await keep(await client.save(draft('Logged Lasagne'), { image: picture }));
    await keep(await client.request('GET', '/api/users'));
    await keep(await client.logout());

    const log = running.log();
    expect(log).toMatch(/"url":"\/api\/session"/); // the log did see these requests
    for (const secret of [EDITOR.password, wrong, token]) expect(log).not.toContain(secret);
    // (The token is in the log-in answer's Set-Cookie, of course; passwords are in no answer.)
    for (const secret of [EDITOR.password, wrong]) for (const answer of answers) expect(answer).not.toContain(secret);
    expect(log).not.toMatch(/scrypt|argon2|password_hash/i);
  });

  it('sets the session cookie HttpOnly, SameSite=Lax, Path=/, expiring in the future — and not Secure over plain http by default', async () => {
    running = await startServerProcess();
    const response = await new ApiClient({ url: running.url } as TestServer).login();
    const cookie = response.headers.getSetCookie().find((value) => value.startsWith('sid='))!;
    const attributes = cookie.split('; ').slice(1);
    expect(attributes).toHaveLength(4);
    expect(attributes).toEqual(
      expect.arrayContaining(['HttpOnly', 'Path=/', 'SameSite=Lax', expect.stringMatching(/^Expires=/)]),
    );
    expect(Date.parse(cookie.split('Expires=')[1]!.split(';')[0]!)).toBeGreaterThan(Date.now() + 24 * 60 * 60 * 1000);
  });

  it('adds Secure with COOKIE_SECURE=true (TLS ends at a proxy), on log-in and log-out alike', async () => {
    running = await startServerProcess({ env: { COOKIE_SECURE: 'true' } });
    const client = new ApiClient({ url: running.url } as TestServer);
    const login = await client.login();
    const logout = await client.logout();
    for (const response of [login, logout]) {
      const cookie = response.headers.getSetCookie().find((value) => value.startsWith('sid='))!;
      expect(cookie.split('; ')).toEqual(expect.arrayContaining(['HttpOnly', 'Path=/', 'SameSite=Lax', 'Secure']));
    }
  });
});
