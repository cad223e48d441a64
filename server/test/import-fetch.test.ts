// The importer's fetcher on its own, with small limits: time, size (declared, streamed and decompressed), redirects
// (counted and checked), content types, compressed bodies, and names that resolve to a private address.
import dns from 'node:dns';
import zlib from 'node:zlib';
import { AllowedHosts } from '../src/imports/web/address-rules';
import { fetchLimited, type FetchLimits } from '../src/imports/web/fetch-limited';
import { redirectTo, send, startPageServer, type PageServer } from './helpers/page-server';

let pages: PageServer;
let allowed: AllowedHosts;

const LIMITS: FetchLimits = { maxBytes: 64 * 1024, timeoutMs: 500, maxRedirects: 2, accept: ['text/html'] };

beforeAll(async () => {
  pages = await startPageServer({
    '/page': send('text/html; charset=utf-8', '<html>ok</html>'),
    '/big-declared': send('text/html', Buffer.alloc(65 * 1024, 97)),
    '/big-streamed': (_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html' });
      const chunk = Buffer.alloc(16 * 1024, 97);
      for (let index = 0; index < 8; index++) response.write(chunk);
      response.end();
    },
    '/slow': (_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html' });
      response.write('<html>');
      // Never ends: the time limit must.
    },
    '/silent': () => undefined,
    '/slow-gzip': (_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' });
      response.write(zlib.gzipSync('<html>never ends</html>').subarray(0, 10));
    },
    '/image': send('image/png', Buffer.from('png')),
    '/one': (request, response) => redirectTo('/two')(request, response),
    '/two': (request, response) => redirectTo('/page')(request, response),
    '/loop': (request, response) => redirectTo('/loop')(request, response),
    '/to-private': (request, response) => redirectTo('http://10.0.0.1/page')(request, response),
    '/to-file': (request, response) => redirectTo('file:///etc/passwd')(request, response),
    '/forbidden': (_request, response) => response.writeHead(403, { 'content-type': 'text/html' }).end('Denied'),
    '/broken': (_request, response) => response.writeHead(500, { 'content-type': 'text/html' }).end('Oops'),
    '/gzip': compressed('gzip', zlib.gzipSync('<html>gzip</html>')),
    '/deflate': compressed('deflate', zlib.deflateSync('<html>deflate</html>')),
    '/br': compressed('br', zlib.brotliCompressSync('<html>br</html>')),
    // 65 KiB of one letter packs into well under a KiB: the limit counts what it unpacks to.
    '/gzip-bomb': compressed('gzip', zlib.gzipSync(Buffer.alloc(65 * 1024, 97))),
    '/gzip-damaged': compressed(
      'gzip',
      Buffer.concat([zlib.gzipSync('<html>ok</html>').subarray(0, 12), Buffer.from('junk')]),
    ),
    '/accept-encoding': (request, response) =>
      response.writeHead(200, { 'content-type': 'text/html' }).end(String(request.headers['accept-encoding'])),
    '/compress': compressed('compress', Buffer.from('<html>ok</html>')),
  });
  allowed = new AllowedHosts(pages.host);
});

function compressed(encoding: string, body: Buffer) {
  return send('text/html', body, { 'content-encoding': encoding });
}

afterAll(async () => {
  await pages?.close();
});

const fetchPage = (path: string, limits: Partial<FetchLimits> = {}) =>
  fetchLimited(`${pages.origin}${path}`, allowed, { ...LIMITS, ...limits });

test('an allowed host is fetched, following redirects within the limit', async () => {
  const page = await fetchPage('/one');
  expect(page.bytes.toString()).toBe('<html>ok</html>');
  expect(page.url.pathname).toBe('/page');
  expect(page.charset).toBe('utf-8');
});

test('a compressed page is asked for (gzip, Brotli) and unpacked, deflate too', async () => {
  for (const encoding of ['gzip', 'deflate', 'br']) {
    const page = await fetchPage(`/${encoding}`);
    expect(page.bytes.toString()).toBe(`<html>${encoding}</html>`);
  }
  expect((await fetchPage('/accept-encoding')).bytes.toString()).toMatch(/gzip.*br/);
});

test.each([
  ['/gzip-bomb', 'too-large', /too large/],
  ['/gzip-damaged', 'remote-failed', /^The page could not be read: its compressed body is damaged\.$/],
  ['/compress', 'remote-failed', /compressed in a way the importer cannot read \(compress\)/],
  ['/loop', 'invalid', /redirects too many times/],
  ['/to-private', 'invalid', /not a public web address/],
  ['/to-file', 'invalid', /Only http and https/],
  ['/big-declared', 'too-large', /too large/],
  ['/big-streamed', 'too-large', /too large/],
  ['/slow', 'remote-timeout', /took too long/],
  ['/silent', 'remote-timeout', /took too long/],
  ['/slow-gzip', 'remote-timeout', /took too long/],
  ['/image', 'unsupported-type', /cannot be imported/],
  ['/missing', 'invalid', /^There is no page at this address \(the site answered 404\)\.$/],
  // A site that turns the importer away: the editor is told how to bring the page in anyway.
  ['/forbidden', 'invalid', /\(it answered 403\); .*paste it in “Or paste the page, or the recipe's text”\.$/],
  ['/broken', 'invalid', /^The page answered with status 500\.$/],
])('%s is refused as %s', async (path, kind, message) => {
  await expect(fetchPage(path)).rejects.toMatchObject({ kind, message: expect.stringMatching(message) });
});

test('a name that resolves to a private address is refused unless the host is allowed', async () => {
  await expect(fetchLimited(`http://localhost:${pages.port}/page`, allowed, LIMITS)).rejects.toMatchObject({
    kind: 'invalid',
    message: expect.stringMatching(/not a public web address/),
  });
  const page = await fetchLimited(
    `http://localhost:${pages.port}/page`,
    new AllowedHosts(`localhost:${pages.port}`),
    LIMITS,
  );
  expect(page.bytes.toString()).toBe('<html>ok</html>');
});

test('an unknown name says there is no web site there', async () => {
  await expect(fetchLimited('http://no-such-host.invalid/', allowed, LIMITS)).rejects.toMatchObject({
    kind: 'invalid',
  });
});

test('a name with one private address among public ones is refused before any connection is made', async () => {
  const lookup = jest.spyOn(dns, 'lookup').mockImplementation(((
    _host: string,
    _options: unknown,
    callback: (error: null, addresses: dns.LookupAddress[]) => void,
  ) => {
    callback(null, [
      { address: '93.184.216.34', family: 4 },
      { address: '127.0.0.1', family: 4 },
    ]);
  }) as unknown as typeof dns.lookup);
  try {
    await expect(fetchLimited('http://rebinding.example/', allowed, LIMITS)).rejects.toMatchObject({
      kind: 'invalid',
      message: expect.stringMatching(/not a public web address/),
    });
    expect(lookup).toHaveBeenCalledWith('rebinding.example', expect.anything(), expect.any(Function));
  } finally {
    lookup.mockRestore();
  }
});
