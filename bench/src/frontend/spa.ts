// The one-bundle SPA of the home page (spa/): built into a temporary folder and served by a small static server
// that sends the precompressed files (as the site's server does) and passes /api/* on to the real server.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BENCH_DIR, REPO_ROOT } from '../paths';

const require = createRequire(import.meta.url);

export interface SpaSite {
  url: string;
  stop(): Promise<void>;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
};

function serveFile(dir: string, request: http.IncomingMessage, response: http.ServerResponse): void {
  const pathname = new URL(request.url ?? '/', 'http://x').pathname;
  const name = path.basename(pathname);
  const file = name && existsSync(path.join(dir, name)) ? name : 'index.html';
  const accepted = String(request.headers['accept-encoding'] ?? '');
  const headers: Record<string, string> = {
    'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
    'cache-control': file === 'index.html' ? 'no-cache' : 'public, max-age=31536000, immutable',
    vary: 'accept-encoding',
  };
  let body = readFileSync(path.join(dir, file));
  for (const [encoding, suffix] of [
    ['br', '.br'],
    ['gzip', '.gz'],
  ] as const) {
    if (accepted.includes(encoding) && existsSync(path.join(dir, file + suffix))) {
      body = readFileSync(path.join(dir, file + suffix));
      headers['content-encoding'] = encoding;
      break;
    }
  }
  response.writeHead(200, { ...headers, 'content-length': String(body.length) });
  response.end(body);
}

function proxy(target: string, request: http.IncomingMessage, response: http.ServerResponse): void {
  const upstream = http.request(
    `${target}${request.url}`,
    { method: request.method, headers: { ...request.headers, host: new URL(target).host } },
    (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    },
  );
  upstream.on('error', () => {
    response.writeHead(502);
    response.end();
  });
  request.pipe(upstream);
}

export async function startSpa(apiUrl: string): Promise<SpaSite> {
  const dir = await mkdtemp(path.join(tmpdir(), 'recipes-bench-spa-'));
  execFileSync(
    process.execPath,
    [
      require.resolve('webpack-cli/bin/cli.js'),
      '--config',
      path.join(BENCH_DIR, 'spa', 'webpack.config.cjs'),
      '--output-path',
      dir,
    ],
    { cwd: REPO_ROOT, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const server = http.createServer((request, response) => {
    if ((request.url ?? '').startsWith('/api/')) proxy(apiUrl, request, response);
    else serveFile(dir, request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    async stop() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await rm(dir, { recursive: true, force: true });
    },
  };
}
