// An address with a malformed percent-encoding cannot be read by the router: the visitor gets a 400 page saying so
// (with a way home), an API client the API's JSON error — never the framework's own answer.
import { createSiteFixture } from '../src/static-site/test-fixture';
import { sendRaw } from './helpers/raw-http';
import { startServer, type TestServer } from './helpers/server';

let site: ReturnType<typeof createSiteFixture>;
let server: TestServer;

beforeAll(async () => {
  site = createSiteFixture();
  server = await startServer({ static: { rootDir: site.rootDir } });
});
afterAll(async () => {
  await server?.close();
  site?.cleanup();
});

const get = (path: string, method = 'GET') => sendRaw(server.url, { method, path });

it.each(['/%', '/%zz', '/recipe%', '/recipe%?search=x', '/%E0%A4%A/update'])(
  'answers the page address %s with a 400 page saying it is not valid, with a link home',
  async (path) => {
    const answer = await get(path);
    expect(answer.status).toBe(400);
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(answer.body).toContain('<h1>Address not valid</h1>');
    expect(answer.body).toContain('<a href="/">Back to all recipes</a>');
    expect(answer.body).not.toContain('FST_ERR');
    // The site's headers, as on every answer.
    expect(answer.headers['content-security-policy']).toMatch(/default-src 'self'/);
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
  },
);

it.each(['/api/recipes/%E0%A4%A', '/api/%', '/api/tags%zz'])(
  'answers the API address %s with the API JSON error',
  async (path) => {
    const answer = await get(path);
    expect(answer.status).toBe(400);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(answer.body)).toEqual({ error: 'That address is not valid.' });
  },
);

it('answers other methods at an unreadable API address the same way', async () => {
  const answer = await get('/api/recipes/%', 'DELETE');
  expect(answer.status).toBeGreaterThanOrEqual(400);
  expect(answer.status).toBeLessThan(500);
  expect(JSON.parse(answer.body)).toEqual({ error: expect.any(String) });
});

it('answers a stub past the length limit of the router with a JSON error', async () => {
  // 414 where the router gives up on the stub; here the site's catch-all page route takes it first (404).
  const answer = await get(`/api/recipes/${'a'.repeat(5000)}`);
  expect([404, 414]).toContain(answer.status);
  expect(JSON.parse(answer.body)).toEqual({ error: expect.any(String) });
});

it('has nothing at the address unreadable ones are answered at', async () => {
  const answer = await get('/api/-/invalid-address');
  expect(answer.status).toBe(404);
  expect(JSON.parse(answer.body)).toEqual({ error: 'Not found.' });
});

it('still serves readable addresses with percent-encodings', async () => {
  expect((await get('/%E2%82%AC-cake')).status).toBe(404);
  expect((await get('/api/recipes?search=cr%C3%A8me')).status).toBe(200);
  // The query string is read leniently: a broken % there is taken as it is.
  expect((await get('/api/recipes?search=%zz%')).status).toBe(200);
});
