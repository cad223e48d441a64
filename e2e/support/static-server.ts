// A bare static file server with CORS, standing in for a CDN that hosts one remote on another origin.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
};

export interface StaticServer {
  origin: string;
  /** Paths requested so far, e.g. `/mf-catalog/remoteEntry.js`. */
  requests: string[];
  close(): Promise<void>;
}

/** Serves `dir` under `/<mount>/` on 127.0.0.1, a free port. */
export function serveDirectory(dir: string, mount: string): Promise<StaticServer> {
  const requests: string[] = [];
  const server: Server = createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    requests.push(pathname);
    const prefix = `/${mount}/`;
    const file = pathname.startsWith(prefix) ? path.join(dir, pathname.slice(prefix.length)) : '';
    response.setHeader('access-control-allow-origin', '*');
    if (!file || !file.startsWith(dir) || !existsSync(file) || !statSync(file).isFile()) {
      response.writeHead(404).end('not found');
      return;
    }
    response.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(response);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      resolve({
        origin: `http://127.0.0.1:${port}`,
        requests,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}
