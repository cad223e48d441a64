// Serves the built front end (docs/design.md §1, §2, §6): the shell at `/` — index.html for every page route, with the
// first route's files preloaded —, each remote under /remotes/<folder>/ (CORS open, so a shell elsewhere may load
// it), and remotes.json. Content-hashed files are cached for a year, everything naming a build is revalidated.
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { matchPage, REMOTES } from '@simple-recipes/shared-api/contracts';
import { readCookie } from '../cookies';
import { BUCKET_COOKIE, BUCKET_MAX_AGE_S, newBucket, parseBucket } from '../releases/buckets';
import type { SiteReleases } from '../releases/site-releases';
import { cacheControlFor, IMMUTABLE, NO_CACHE } from '../static-site/cache-rules';
import { renderIndexHtml } from '../static-site/index-html';
import { withHeadTags } from '../static-site/head-tags';
import { headFor, pageStatus } from '../static-site/page-head';
import { lookUpPage, sharedLookups } from '../static-site/page-lookup';
import { remoteManifestFetcher } from '../static-site/manifests';
import { createPreloadPlanner } from '../static-site/preloads';
import { remoteOrigins, remotesConfigFile, type PartialRemotesConfig } from '../static-site/remotes-config';
import { siteOrigin } from '../site-origin';
import type { PictureSize } from '../images/picture-size';

export interface StaticSiteOptions {
  /** The repository root: the shell is served from shell/dist, each remote from <folder>/dist. */
  rootDir: string;
  /** A remotes.json served instead of the shell build's own (env REMOTES_JSON): moves a remote, no rebuild. */
  remotesJson?: string;
  /** The site's public origin (SITE_URL) for the absolute addresses in the head; else the request's. */
  siteUrl?: string;
  /** The size of a recipe's picture (link previews announce it). */
  pictureSize?: (imageUrl: string) => Promise<PictureSize | null>;
  /** Published releases of the remotes (routes/remotes.ts): their files, and which version each visitor gets. */
  releases?: SiteReleases;
}

export function siteDirectories(rootDir: string) {
  return {
    shellDir: path.join(rootDir, 'shell', 'dist'),
    remoteDirs: Object.fromEntries(
      Object.values(REMOTES).map(({ folder }) => [folder, path.join(rootDir, folder, 'dist')]),
    ) as Record<string, string>,
  };
}

export function remotesJsonPath(options: StaticSiteOptions): string {
  return options.remotesJson ?? path.join(siteDirectories(options.rootDir).shellDir, 'remotes.json');
}

/**
 * Origins other than the site's own that remotes.json loads remotes from, for the Content-Security-Policy
 * (security-headers' `remoteOrigins`). Read at start; the origins of published releases follow activations
 * without a restart (releases/live-remotes.ts).
 */
export function staticSiteRemoteOrigins(options: StaticSiteOptions): string[] {
  return remoteOrigins(remotesConfigFile(remotesJsonPath(options)).current().config);
}

/** A page of PAGE_ROUTES (shared-api/contracts.ts) — anything else is answered 404 (the shell's not-found page). */
function isPageRoute(pathname: string): boolean {
  return matchPage(pathname) !== null;
}

async function staticSite(app: FastifyInstance, options: StaticSiteOptions): Promise<void> {
  const { shellDir, remoteDirs } = siteDirectories(options.rootDir);
  const indexFile = path.join(shellDir, 'index.html');
  if (!existsSync(indexFile)) {
    throw new Error(`The front end is not built (no ${indexFile}). Run \`npm run build\` first.`);
  }
  const remotesFile = remotesConfigFile(remotesJsonPath(options));
  remotesFile.current(); // a missing or malformed remotes.json stops the start with its reason
  // The page's own API, asked in-process for the picture to preload (lcp-image.ts) and for what the page is
  // (page-lookup.ts): both take the one request in flight.
  const apiLookup = sharedLookups(async (apiPath) => {
    const response = await app.inject({ method: 'GET', url: `/api${apiPath}` });
    return { status: response.statusCode, body: response.statusCode === 200 ? response.json() : null };
  });
  const { releases } = options;
  const preloadsFor = createPreloadPlanner({
    shellDir,
    remoteDirs,
    fetchManifest: remoteManifestFetcher(),
    releaseManifestFile: (pathname) => {
      const [, , folder, version] = pathname.split('/');
      const dir = releases && folder && version ? releases.releaseFolder(folder, version) : null;
      return dir && path.join(dir, 'mf-manifest.json');
    },
    apiGet: async (apiPath) => {
      const { status, body } = await apiLookup(apiPath);
      return status === 200 ? body : null;
    },
  });

  let template: { key: string; html: string } | null = null;
  const indexTemplate = (): string => {
    const stat = statSync(indexFile);
    const key = `${stat.mtimeMs}:${stat.size}`;
    if (template?.key !== key) template = { key, html: readFileSync(indexFile, 'utf8') };
    return template.html;
  };

  const allowCrossOrigin = (reply: FastifyReply) => {
    // Remotes may be loaded by a shell on another origin.
    reply.header('access-control-allow-origin', '*');
    reply.header('cross-origin-resource-policy', 'cross-origin');
  };
  const setCacheHeaders = (reply: FastifyReply, file: string) => {
    if (releases && file.startsWith(releases.root + path.sep)) {
      // Nothing at a release's address ever changes (its version is the hash of its files): even remoteEntry.js.
      reply.header('cache-control', IMMUTABLE);
      allowCrossOrigin(reply);
      return;
    }
    reply.header('cache-control', cacheControlFor(path.basename(file)));
  };

  if (releases) {
    for (const folder of Object.keys(remoteDirs)) {
      app.get<{ Params: { version: string; '*': string } }>(
        `/remotes/${folder}/:version([0-9a-f]{12})/*`,
        async (request, reply) => {
          const dir = releases.releaseFolder(folder, request.params.version);
          if (!dir) return reply.callNotFound();
          return reply.sendFile(request.params['*'], dir);
        },
      );
    }
  }

  for (const [folder, dir] of Object.entries(remoteDirs)) {
    if (!existsSync(dir)) {
      app.log.warn(`Remote ${folder} is not built (${dir}); /remotes/${folder}/ answers 404.`);
      continue;
    }
    await app.register(fastifyStatic, {
      root: dir,
      prefix: `/remotes/${folder}/`,
      decorateReply: false,
      preCompressed: true,
      cacheControl: false,
      index: false,
      dotfiles: 'ignore',
      setHeaders(reply, file) {
        setCacheHeaders(reply, file);
        allowCrossOrigin(reply);
      },
    });
  }

  // The shell's files are sent by the page handler below (so page routes can fall back to index.html).
  await app.register(fastifyStatic, {
    root: shellDir,
    serve: false,
    preCompressed: true,
    cacheControl: false,
    index: false,
    dotfiles: 'ignore',
    setHeaders: setCacheHeaders,
  });

  /** The visitor's canary bucket: from its cookie, or a new one set on this answer. */
  const bucketOf = (request: FastifyRequest, reply: FastifyReply): number => {
    const known = parseBucket(readCookie(request.headers.cookie, BUCKET_COOKIE));
    if (known !== null) return known;
    const bucket = newBucket();
    const secure = request.protocol === 'https' ? '; Secure' : '';
    reply.header(
      'set-cookie',
      `${BUCKET_COOKIE}=${bucket}; Path=/; Max-Age=${BUCKET_MAX_AGE_S}; HttpOnly; SameSite=Lax${secure}`,
    );
    return bucket;
  };

  /**
   * The remote locations a visitor gets: with releases, the active (or canary) version of each remote and the last
   * good one to fall back to; without, the site's remotes.json as it is.
   */
  const remotesFor = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!releases) {
      const { config, text } = remotesFile.current();
      return { config, document: config as object, text };
    }
    remotesFile.current(); // a remotes.json broken since the start is reported, not served stale
    await releases.live.refresh();
    const chosen = releases.live.choose(bucketOf(request, reply));
    const document = {
      ...chosen.config,
      fallbacks: chosen.fallbacks,
      versions: chosen.versions,
      fallbackVersions: chosen.fallbackVersions,
    };
    return { config: chosen.config as PartialRemotesConfig, document, text: `${JSON.stringify(document, null, 2)}\n` };
  };

  app.get('/remotes.json', async (request, reply) => {
    const { text } = await remotesFor(request, reply);
    return reply.header('cache-control', NO_CACHE).type('application/json; charset=utf-8').send(text);
  });

  const sendPage = async (request: FastifyRequest, reply: FastifyReply, pathname: string) => {
    const { config, document } = await remotesFor(request, reply);
    const pageRoute = isPageRoute(pathname);
    const search = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
    const [preloads, page] = await Promise.all([
      preloadsFor(pathname, config, search),
      lookUpPage(pathname, apiLookup),
    ]);
    // A renamed recipe's old address: its page lives at the current stub (revalidated, so a later rename back is seen).
    if (page.kind === 'moved') {
      // The query as URL syntax (percent-encoded): whatever bytes the request carried, the Location header is valid.
      const query = new URL(request.url, 'http://site.invalid').search;
      return reply.header('cache-control', NO_CACHE).redirect(`/${encodeURIComponent(page.stub)}${query}`, 301);
    }
    const origin = siteOrigin(request, options.siteUrl);
    const head = await headFor(page, origin, options.pictureSize);
    // A page that is no route shows the not-found screen: it makes no API call worth starting.
    const html = renderIndexHtml(
      indexTemplate(),
      pageRoute ? preloads : { ...preloads, fetches: [], images: [] },
      document,
    );
    const status = pageStatus(page);
    if (status === 503) reply.header('retry-after', '5');
    return reply
      .code(status)
      .header('cache-control', NO_CACHE)
      .type('text/html; charset=utf-8')
      .send(withHeadTags(html, head));
  };

  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (pathname === '/api' || pathname.startsWith('/api/') || pathname.startsWith('/remotes/')) {
      return reply.callNotFound();
    }
    if (pathname === '/index.html') return sendPage(request, reply, '/');
    const last = pathname.slice(pathname.lastIndexOf('/') + 1);
    // A file name (a dot in the last segment): the file, or a real 404 — never a page for a missing asset.
    if (last.includes('.')) return reply.sendFile(pathname.slice(1));
    return sendPage(request, reply, pathname);
  };
  app.get('/', handler);
  app.get('/*', handler);
}

export default fp(staticSite, { name: 'static-site' });
