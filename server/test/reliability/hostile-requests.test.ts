// Bad input at scale: the generated corpus of malformed and hostile requests (helpers/hostile-corpus.ts) against
// every endpoint. Every answer is a clear 4xx JSON error (or, for a read whose odd input is still a question, a
// harmless 200), never a 5xx or a stack trace; nothing is stored or changed; the server stays healthy.
import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { ApiClient, draft, editorClient } from '../helpers/client';
import { hostileCorpus, type HostileCase } from '../helpers/hostile-corpus';
import * as images from '../helpers/images';
import { sendBytes, sendRaw, type RawAnswer } from '../helpers/raw-http';
import { startServer, type TestServer } from '../helpers/server';

jest.setTimeout(300_000);

let server: TestServer;
let editor: ApiClient;
let visitor: ApiClient;
let corpus: HostileCase[];
const logLines: string[] = [];

beforeAll(async () => {
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      logLines.push(String(chunk));
      done();
    },
  });
  server = await startServer({
    // Log-ins in the corpus are hostile, not a brute-force attack: the rate limit is tested elsewhere.
    loginRateLimit: { maxPerAddress: 100_000, maxPerUsername: 100_000 },
    logger: { level: 'warn', stream: logStream },
  });
  editor = await editorClient(server);
  visitor = new ApiClient(server);
  // Words no injection string starts with, so any search that "matches everything" shows.
  const stub = await editor.create(draft('Quokka Quiche'), { image: await images.jpeg() });
  await editor.create(draft('Kumquat Kulfi'));
  const recipe = await visitor.recipe(stub);
  corpus = await hostileCorpus({ stub, imageFile: recipe.imageUrl!.split('/').pop()!, recipeCount: 2 });
});

afterAll(async () => {
  await server?.close();
});

/** Every file under the data folder with its size (the database files change size on their own: left out). */
async function filesUnder(dir: string, prefix = ''): Promise<string[]> {
  const found: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) found.push(...(await filesUnder(path, `${prefix}${entry.name}/`)));
    else if (!/^recipes\.db/.test(entry.name)) found.push(`${prefix}${entry.name} ${(await stat(path)).size}`);
  }
  return found.sort();
}

async function snapshot() {
  const { recipes, count } = await visitor.list('sortField=created_at');
  return {
    count,
    recipes: await Promise.all(recipes.map((recipe) => visitor.recipe(recipe.stub))),
    files: await filesUnder(server.dataDir),
    editorStillLoggedIn: await editor.json('/api/users'),
  };
}

async function send(hostile: HostileCase): Promise<RawAnswer> {
  if ('bytes' in hostile.request) return sendBytes(server.url, hostile.request.bytes);
  const headers = { ...hostile.request.headers };
  if (hostile.as === 'editor' && !headers.cookie) headers.cookie = editor.cookie!;
  return sendRaw(server.url, { ...hostile.request, headers });
}

/** What is wrong with an answer (empty when it is what a correct server says). */
function problemsOf(hostile: HostileCase, answer: RawAnswer): string[] {
  const problems: string[] = [];
  let body: Record<string, unknown> | undefined;
  try {
    body = JSON.parse(answer.body) as Record<string, unknown>;
  } catch {
    problems.push(`not JSON: ${answer.body.slice(0, 120)}`);
  }
  if (!/^application\/json/.test(answer.headers['content-type'] ?? ''))
    problems.push(`content-type ${answer.headers['content-type']}`);
  if (/\n\s+at |node_modules|\.ts:\d+|\.js:\d+/.test(answer.body)) problems.push('a stack trace in the answer');
  if (hostile.expect.kind === 'refused') {
    if (!hostile.expect.statuses.includes(answer.status))
      problems.push(`status ${answer.status}, expected ${hostile.expect.statuses.join(' or ')}`);
    if (typeof body?.error !== 'string' || body.error.length < 5)
      problems.push(`no clear error sentence: ${answer.body.slice(0, 120)}`);
  } else {
    if (answer.status !== 200) problems.push(`status ${answer.status}, expected 200: ${answer.body.slice(0, 120)}`);
    if (hostile.expect.count !== undefined && body?.count !== hostile.expect.count) {
      problems.push(`count ${String(body?.count)}, expected ${hostile.expect.count}`);
    }
    for (const [key, value] of Object.entries(hostile.expect.json ?? {})) {
      if (body?.[key] !== value)
        problems.push(`${key} is ${JSON.stringify(body?.[key])}, expected ${JSON.stringify(value)}`);
    }
  }
  return problems;
}

it('holds at least 500 malformed or hostile requests, refused ones alone, against every endpoint', () => {
  expect(corpus.filter((hostile) => hostile.expect.kind === 'refused').length).toBeGreaterThanOrEqual(500);
  expect(new Set(corpus.map((hostile) => hostile.endpoint))).toEqual(
    new Set([
      'GET /api/users',
      'POST /api/session',
      'DELETE /api/session',
      'GET /api/tags',
      'GET /api/recipes',
      'GET /api/recipes/:stub',
      'POST /api/recipes',
      'POST /api/recipes/:stub',
      'DELETE /api/recipes/:stub',
      'GET /api/images/:file',
      // Routes that do not exist
      ...corpus
        .filter((hostile) => hostile.family === 'methods and routes that do not exist')
        .map((hostile) => hostile.endpoint),
    ]),
  );
  // The same corpus on every run.
  expect(new Set(corpus.map((hostile) => `${hostile.family}: ${hostile.name} ${hostile.endpoint}`)).size).toBe(
    corpus.length,
  );
});

it('answers every one with a clear 4xx JSON error (or a harmless read), stores and changes nothing', async () => {
  const before = await snapshot();
  const problems: string[] = [];
  const statuses = new Map<number, number>();
  for (const hostile of corpus) {
    let answer: RawAnswer;
    try {
      answer = await send(hostile);
    } catch (error) {
      problems.push(
        `${hostile.family} / ${hostile.endpoint} / ${hostile.name}: no answer (${(error as Error).message})`,
      );
      continue;
    }
    statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
    for (const problem of problemsOf(hostile, answer))
      problems.push(`${hostile.family} / ${hostile.endpoint} / ${hostile.name}: ${problem}`);
  }
  expect(problems).toEqual([]);
  expect([...statuses.keys()].filter((status) => status >= 500)).toEqual([]);
  expect(await snapshot()).toEqual(before);
  // No prototype pollution reached this process (the server runs in it).
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  // Nothing the server had to log as its own failure.
  expect(logLines.filter((line) => /"level":(50|60)/.test(line))).toEqual([]);
});

it('is healthy afterwards: reads, log-in and saves work as before', async () => {
  expect((await fetch(`${server.url}/api/tags`)).status).toBe(200);
  expect((await visitor.list('search=quokka')).count).toBe(1);
  const fresh = await editorClient(server);
  const stub = await fresh.create(draft('After The Onslaught'), { image: await images.png() });
  const recipe = await visitor.recipe(stub);
  expect((await fetch(server.url + recipe.imageUrl)).status).toBe(200);
  expect((await fresh.remove(stub)).status).toBe(200);
});

it('a real picture with something hostile appended (a polyglot) is stored re-encoded, without the tail', async () => {
  const tail = Buffer.from('<html><script>alert(document.cookie)</script></html>PK\x03\x04');
  const stub = await editor.create(draft('Polyglot Pie'), { image: Buffer.concat([await images.jpeg(), tail]) });
  const recipe = await visitor.recipe(stub);
  for (const url of [recipe.imageUrl!, recipe.thumbnailUrl!]) {
    const response = await fetch(server.url + url);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(Buffer.from(await response.arrayBuffer()).includes('<script>')).toBe(false);
  }
  expect((await editor.remove(stub)).status).toBe(200);
});
