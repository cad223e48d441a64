// A small web server for import tests: serves the pages and pictures a test gives it on 127.0.0.1 (port 0).
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type PageHandler = (request: IncomingMessage, response: ServerResponse) => void;

export interface PageServer {
  /** `http://127.0.0.1:PORT` */
  origin: string;
  /** `127.0.0.1:PORT`, for IMPORT_ALLOWED_HOSTS. */
  host: string;
  port: number;
  /** Paths asked for, in order. */
  requests: string[];
  close(): Promise<void>;
}

export async function startPageServer(routes: Record<string, PageHandler>): Promise<PageServer> {
  const requests: string[] = [];
  const server: Server = createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0] ?? '/';
    requests.push(path);
    const handler = routes[path];
    if (handler) handler(request, response);
    else response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    host: `127.0.0.1:${port}`,
    port,
    requests,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export function send(contentType: string, body: string | Buffer, headers: Record<string, string> = {}): PageHandler {
  return (_request, response) => response.writeHead(200, { ...headers, 'content-type': contentType }).end(body);
}

export function redirectTo(location: string, status = 302): PageHandler {
  return (_request, response) => response.writeHead(status, { location }).end();
}

/** A recipe page the way real sites write one: JSON-LD in a @graph, sections, ISO durations, an image object. */
export function recipePage(options: { name: string; image?: string; keywords?: string; canonical?: string }): string {
  const recipe = {
    '@type': ['Recipe', 'NewsArticle'],
    name: options.name,
    ...(options.image ? { image: [{ '@type': 'ImageObject', url: options.image }] } : {}),
    recipeYield: ['4', '4 servings'],
    prepTime: 'PT15M',
    cookTime: 'PT1H5M',
    keywords: options.keywords ?? '',
    recipeCategory: 'Dinner',
    recipeIngredient: ['2 cups flour, sifted', '1 ½ tsp salt', '2-3 cloves garlic, minced', 'Salt to taste'],
    recipeInstructions: [
      {
        '@type': 'HowToSection',
        name: 'Dough',
        itemListElement: [
          { '@type': 'HowToStep', text: 'Mix the flour &amp; salt.' },
          { '@type': 'HowToStep', text: 'Knead for 10 minutes.' },
        ],
      },
      {
        '@type': 'HowToSection',
        name: 'Bake',
        itemListElement: [{ '@type': 'HowToStep', text: 'Bake until golden.' }],
      },
    ],
  };
  const graph = { '@context': 'https://schema.org', '@graph': [{ '@type': 'WebSite', name: 'A site' }, recipe] };
  return `<!doctype html><html><head><title>${options.name}</title>${
    options.canonical ? `<link rel="canonical" href="${options.canonical}">` : ''
  }<script type="application/ld+json">${JSON.stringify(graph)}</script></head><body><h1>${options.name}</h1></body></html>`;
}
