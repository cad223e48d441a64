// Security headers, JSON errors without stack traces, compression, the image route's refusals of path tricks,
// and the OpenAPI description.
import { ApiClient, draft, editorClient, errorOf } from './helpers/client';
import * as images from './helpers/images';
import { startServer, type TestServer } from './helpers/server';

jest.setTimeout(60_000);

let server: TestServer;
let visitor: ApiClient;
let imageUrl: string;

beforeAll(async () => {
  server = await startServer();
  visitor = new ApiClient(server);
  const editor = await editorClient(server);
  for (let i = 1; i <= 6; i++) await editor.create(draft(`Compressible Casserole Number ${i}`));
  const stub = await editor.create(draft('Headline Hotpot'), { image: await images.jpeg() });
  imageUrl = (await visitor.recipe(stub)).imageUrl!;
});

afterAll(async () => {
  await server?.close();
});

function directives(csp: string | null): Map<string, string> {
  return new Map(
    (csp ?? '').split(';').map((part) => {
      const [name, ...values] = part.trim().split(/\s+/);
      return [name!, values.join(' ')] as [string, string];
    }),
  );
}

describe('security headers', () => {
  it('a strict Content-Security-Policy: no inline or foreign script, no framing, no plugins', async () => {
    const response = await visitor.request('GET', '/api/tags');
    const csp = directives(response.headers.get('content-security-policy'));
    expect(csp.get('script-src')).toBe("'self'");
    expect(csp.get('default-src')).toBe("'self'");
    expect(csp.get('frame-ancestors')).toBe("'none'");
    expect(csp.get('object-src')).toBe("'none'");
    expect(csp.get('img-src')).toBe("'self' data: blob:");
    expect(csp.get('connect-src')).toBe("'self'");
    expect(csp.get('style-src')).toBe("'self'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it('configured remote origins may serve scripts, styles and manifests', async () => {
    const withRemotes = await startServer({ remoteOrigins: ['https://cdn.example.com'] });
    try {
      const csp = directives((await fetch(`${withRemotes.url}/api/tags`)).headers.get('content-security-policy'));
      expect(csp.get('script-src')).toBe("'self' https://cdn.example.com");
      expect(csp.get('connect-src')).toBe("'self' https://cdn.example.com");
    } finally {
      await withRemotes.close();
    }
  });

  it('error answers carry the headers too', async () => {
    const response = await visitor.request('GET', '/api/nothing-here');
    expect(response.headers.get('content-security-policy')).toMatch(/frame-ancestors 'none'/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('errors', () => {
  it('an unknown API route → 404 JSON', async () => {
    for (const path of ['/api/nothing-here', '/api', '/api/recipes/a/b/c', '/api/images/']) {
      const response = await visitor.request('GET', path);
      expect(response.status).toBe(404);
      await errorOf(response);
    }
    const wrongMethod = await visitor.request('PUT', '/api/recipes');
    expect(wrongMethod.status).toBe(404);
    await errorOf(wrongMethod);
  });

  it('a malformed URL → 400 JSON, not a crash', async () => {
    const response = await visitor.request('GET', '/api/recipes/%E0%A4%A');
    expect([400, 404]).toContain(response.status);
    await errorOf(response);
  });

  it('compressed request bodies are refused', async () => {
    const response = await visitor.request('POST', '/api/session', {
      body: 'not really gzip',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
    });
    expect(response.status).toBe(415);
    await errorOf(response);
  });

  it('an over-long JSON body → 413', async () => {
    const response = await visitor.request('POST', '/api/session', {
      body: JSON.stringify({ username: 'x', password: 'p'.repeat(200_000) }),
      headers: { 'content-type': 'application/json' },
    });
    expect(response.status).toBe(413);
    await errorOf(response);
  });
});

describe('compression', () => {
  it('compresses JSON with brotli or gzip as the client asks', async () => {
    for (const encoding of ['br', 'gzip']) {
      const response = await fetch(`${server.url}/api/recipes`, { headers: { 'accept-encoding': encoding } });
      expect(response.headers.get('content-encoding')).toBe(encoding);
      expect((await response.json()).count).toBe(7);
    }
  });

  it('sends a list page asked for again in the coding each client takes, and shows a save at once', async () => {
    const read = async (acceptEncoding: string) => {
      const response = await fetch(`${server.url}/api/recipes?sortDir=desc`, {
        headers: { 'accept-encoding': acceptEncoding },
      });
      expect(response.headers.get('vary')).toMatch(/accept-encoding/i);
      expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
      return {
        coding: response.headers.get('content-encoding'),
        page: (await response.json()) as { count: number; recipes: Array<{ name: string }> },
      };
    };
    const first = await read('br');
    expect(first.coding).toBe('br');
    expect(first.page.count).toBe(7);
    for (const [acceptEncoding, coding] of [
      ['br', 'br'],
      ['gzip;q=1, br;q=0.5', 'gzip'],
      ['identity', null],
      ['br', 'br'],
    ] as const) {
      expect(await read(acceptEncoding)).toEqual({ coding, page: first.page });
    }

    const editor = await editorClient(server);
    const stub = await editor.create(draft('Zesty Zucchini Bake'));
    const after = await read('br');
    expect(after.page.count).toBe(8);
    expect(after.page.recipes[0]!.name).toBe('Zesty Zucchini Bake');
    expect((await editor.remove(stub)).status).toBe(200);
  });

  it('sends a recipe in the coding the client takes, the same recipe in each', async () => {
    const stub = (await visitor.list()).recipes[0]!.stub;
    const read = async (acceptEncoding: string) => {
      const response = await fetch(`${server.url}/api/recipes/${stub}`, {
        headers: { 'accept-encoding': acceptEncoding },
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('vary')).toMatch(/accept-encoding/i);
      expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
      expect(response.headers.get('cache-control')).toBe('no-cache');
      return { coding: response.headers.get('content-encoding'), recipe: (await response.json()) as object };
    };
    const plain = await read('identity');
    expect(plain.coding).toBeNull();
    expect(plain.recipe).toMatchObject({ stub, ingredients_sections: expect.any(Array) });
    expect(await read('br')).toEqual({ coding: 'br', recipe: plain.recipe });
    expect(await read('gzip')).toEqual({ coding: 'gzip', recipe: plain.recipe });
  });

  it('leaves images alone (already compressed)', async () => {
    const response = await fetch(server.url + imageUrl, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.headers.get('content-encoding')).toBeNull();
  });
});

describe('GET /api/images/:file', () => {
  it('serves a stored image as an image, cached for a year, never sniffed, and answers 304 to its ETag', async () => {
    const response = await fetch(server.url + imageUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    const etag = response.headers.get('etag')!;
    const again = await fetch(server.url + imageUrl, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
  });

  it.each([
    '..%2Frecipes.db',
    '..%2F..%2F..%2Fetc%2Fpasswd',
    '%2e%2e%2frecipes.db',
    'recipes.db',
    '.tmp-0123456789abcdef',
    `${'a'.repeat(40)}.html`,
    `${'a'.repeat(40)}.webp`,
    `${'A'.repeat(40)}.webp`,
    `${'a'.repeat(40)}.webp%00.html`,
    `${'a'.repeat(40)}.webp%2F`,
  ])('refuses %s with 404 JSON', async (file) => {
    const response = await fetch(`${server.url}/api/images/${file}`);
    expect(response.status).toBe(404);
    await errorOf(response);
  });

  it('does not serve the database through the images folder', async () => {
    const response = await fetch(`${server.url}/api/images/../recipes.db`);
    expect(response.status).toBe(404);
  });
});

describe('OpenAPI', () => {
  it('describes every call at /api/docs/json and serves the browsable docs at /api/docs', async () => {
    const spec = (await (await fetch(`${server.url}/api/docs/json`)).json()) as {
      paths: Record<string, Record<string, unknown>>;
    };
    expect(Object.keys(spec.paths).sort()).toEqual(
      [
        '/api/remotes',
        '/api/remotes/{name}/active',
        '/api/remotes/{name}/failures',
        '/api/remotes/{name}/releases',
        '/api/remotes/{name}/rollback',
        '/api/export',
        '/api/images/{file}',
        '/api/imports',
        '/api/imports/images/{reference}',
        '/api/recipe-names',
        '/api/recipes',
        '/api/recipes/{stub}',
        '/api/session',
        '/api/tags',
        '/api/users',
      ].sort(),
    );
    expect(Object.keys(spec.paths['/api/recipes']!).sort()).toEqual(['get', 'post']);
    expect(Object.keys(spec.paths['/api/recipes/{stub}']!).sort()).toEqual(['delete', 'get', 'post']);
    const page = await fetch(`${server.url}/api/docs`, { redirect: 'follow' });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
  });
});
