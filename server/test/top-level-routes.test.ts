// docs/design.md §3: a stub is never the word of a path the server answers at the top level, so no recipe's page can hide
// behind a route (or a route behind a recipe). Every route of the whole app — the API, the built site, the
// sitemap, robots.txt and whatever is added next — is read from the router itself: a new top-level route whose
// word is not reserved fails here.
import { RESERVED_STUBS } from '@simple-recipes/shared-api/types';
import { pickStub } from '../src/db/stubs';
import { createSiteFixture } from '../src/static-site/test-fixture';
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

/** Every route path, rebuilt from Fastify's radix tree (`printRoutes`: one node a line, indented 4 per level). */
function routePaths(tree: string): string[] {
  const stack: string[] = [];
  const paths: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^([\s│]*)[├└]── (.+?)(?: \(([^)]*)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    stack.length = depth;
    stack.push(match[2]!);
    if (match[3]) paths.push(stack.join(''));
  }
  return paths;
}

/** The word a path's first segment stands for: `sitemap.xml` → `sitemap`, `api/…` → `api`; null for `/`, `/:stub`, `/*`. */
function topLevelWord(path: string): string | null {
  const segment = path.split('/')[1] ?? '';
  if (segment === '' || segment.startsWith(':') || segment.startsWith('*')) return null;
  return segment.split(/[.:*]/)[0]!;
}

it('reads the routes of the whole app', () => {
  const paths = routePaths(server.app.printRoutes());
  expect(paths).toEqual(
    expect.arrayContaining([
      '/',
      '/*',
      '/api/recipes/:stub',
      '/sitemap.xml',
      '/robots.txt',
      '/remotes.json',
      '/remotes/mf-catalog/*',
    ]),
  );
});

it('reserves the word of every top-level route, so no stub can take it', () => {
  const words = [...new Set(routePaths(server.app.printRoutes()).flatMap((path) => topLevelWord(path) ?? []))];
  expect(words).toEqual(expect.arrayContaining(['api', 'sitemap', 'robots', 'remotes']));
  for (const word of words) {
    expect({ word, reserved: RESERVED_STUBS.includes(word) }).toEqual({ word, reserved: true });
    expect(pickStub(word, () => false)).toBe(`${word}-2`);
  }
});

it("reserves the shell's own page routes", () => {
  for (const page of ['create', 'login']) expect(RESERVED_STUBS).toContain(page);
});
