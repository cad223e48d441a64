// Builds the Fastify app: plugins, the API under /api, and (when asked) the built front end.
// Tests call buildApp with a temporary dataDir and listen on 127.0.0.1:0; main.ts does the same for real.
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { join } from 'node:path';
import { ensureFirstEditor, type FirstEditorOptions } from './accounts/first-editor';
import { databaseCheck, imageFolderCheck } from './health/checks';
import { Readiness } from './health/readiness';
import { openStore } from './db/open-store';
import type { Store } from './db/store';
import { scheduleHousekeeping, scheduleImportSweep } from './housekeeping';
import { ImageFiles } from './images/image-files';
import { DEFAULT_DISK_SPACE_THRESHOLD, DiskSpaceWatch, type DiskSpaceThreshold } from './machine/disk-space';
import { pictureSizes } from './images/picture-size';
import { MULTIPART_LIMITS } from './plugins/read-save-request';
import compression from './plugins/compression';
import errorHandler from './plugins/error-handler';
import invalidAddress, { rerouteUnreadableAddress } from './plugins/invalid-address';
import machineWatch from './plugins/machine-watch';
import markerHeader from './plugins/marker-header';
import openapi from './plugins/openapi';
import requestMetrics from './plugins/request-metrics';
import securityHeaders from './plugins/security-headers';
import sessions from './plugins/session';
import staticSite, {
  remotesJsonPath,
  siteDirectories,
  staticSiteRemoteOrigins,
  type StaticSiteOptions,
} from './plugins/static-site';
import { createSiteReleases } from './releases/site-releases';
import type { ReleaseLimits } from './releases/limits';
import remotesRoutes, { isMarkerExempt } from './routes/remotes';
import { remotesConfigFile } from './static-site/remotes-config';
import healthRoutes from './routes/health';
import imagesRoutes from './routes/images';
import metricsRoutes from './routes/metrics';
import recipeNamesRoutes from './routes/recipe-names';
import recipesRoutes from './routes/recipes';
import robotsRoutes from './routes/robots';
import exportRoutes from './routes/export';
import importRoutes from './routes/imports';
import { AllowedHosts } from './imports/web/address-rules';
import { ImportedImages } from './imports/web/imported-images';
import { PAGE_READER_LIMITS, PageReaders, type PageReaderLimits } from './imports/page-readers';
import sessionRoutes, { DEFAULT_LOGIN_RATE_LIMIT, type LoginRateLimit } from './routes/session';
import sitemapRoutes from './routes/sitemap';
import tagsRoutes from './routes/tags';
import usersRoutes from './routes/users';
import { seedIfEmpty } from './seed/seed';

export interface AppOptions {
  /** Folder of the SQLite database and the `images/` folder. */
  dataDir: string;
  /** `postgres://…` selects PostgreSQL; images still live under dataDir (share it between processes). */
  databaseUrl?: string;
  /** An already opened store instead of opening one from dataDir/databaseUrl (closed with the app). */
  store?: Store;
  logger?: FastifyServerOptions['logger'];
  /** Serve the built shell and remotes too (production). */
  static?: StaticSiteOptions;
  /**
   * The site's public origin (SITE_URL), for canonical links, link previews, structured data, the sitemap and
   * robots.txt; without it, the origin each request was made to.
   */
  siteUrl?: string;
  /** Extra origins remotes may load from (Content-Security-Policy), besides those in remotes.json. */
  remoteOrigins?: string[];
  /** Behind a reverse proxy: trust its X-Forwarded-* headers (client address, https). */
  trustProxy?: boolean | string | string[];
  /** Secure flag of the session cookie; `auto` (default) sets it when the request came over https. */
  secureCookies?: boolean | 'auto';
  sessionTtlMs?: number;
  loginRateLimit?: Partial<LoginRateLimit>;
  /** The first editor's credentials, used only when there is no account yet (docs/design.md §4). */
  editor?: FirstEditorOptions;
  /**
   * true: seed the sample recipes into an empty, never-seeded database; false: mark a new database as started
   * without them, so no later start seeds it (main.ts: SEED; tests: only when they test it).
   */
  seed?: boolean;
  /**
   * Unreferenced image files younger than this survive the start-up sweep: another process sharing the folder
   * may be between writing them and committing. Default: 0 on SQLite (one process), 1 hour with databaseUrl.
   */
  imageSweepGraceMs?: number;
  /** Size limits of a published release (tests lower them). */
  releaseLimits?: Partial<ReleaseLimits>;
  /** Where the first editor's generated password is shown. */
  announce?: (message: string) => void;
  /** SQLite: how long a write waits for another connection's write lock before answering 503 (default 5 s). */
  lockWaitMs?: number;
  /** When free space in dataDir counts as low (default: under 5 % or under 200 MB). */
  diskSpace?: Partial<DiskSpaceThreshold>;
  /** `IMPORT_ALLOWED_HOSTS`: hosts an import may fetch from even when they are private (tests). */
  importAllowedHosts?: string;
  /** The page reader worker's script (imports/page-reader-worker: .js when built, .ts from the source). */
  pageReaderScript: URL;
  /** Limits of reading imported pages (default PAGE_READER_LIMITS). */
  pageReaderLimits?: Partial<PageReaderLimits>;
  /**
   * The process's readiness, when something answers /readyz before this app is built (the operations port of
   * main.ts); by default the app keeps its own. The app adds its checks and moves it to running and stopping.
   */
  readiness?: Readiness;
  /** Serve GET /metrics on this app's port too, to requests with `Authorization: Bearer <token>`. */
  metricsToken?: string;
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: options.trustProxy ?? false,
    // JSON bodies (login) are small; recipe saves are multipart with their own limits.
    bodyLimit: 64 * 1024,
    // Fastify 5 answers requests arriving during shutdown with 503 and closes idle keep-alive sockets.
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    routerOptions: { maxParamLength: 500 },
    frameworkErrors: rerouteUnreadableAddress,
  });

  // Shutting down: answers still in flight close their connection, so no idle keep-alive socket holds the exit.
  let closing = false;
  const readiness = options.readiness ?? new Readiness();
  app.addHook('preClose', async () => {
    closing = true;
    readiness.setPhase('stopping');
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });
  // A response whose headers went out before the shutdown (a streamed image) finishes after the one-time close of
  // idle sockets: its keep-alive socket would then hold the exit for the whole keep-alive timeout (72 s).
  app.addHook('onResponse', async () => {
    if (closing) setImmediate(() => app.server.closeIdleConnections());
  });

  const store =
    options.store ??
    (await openStore({
      dataDir: options.dataDir,
      databaseUrl: options.databaseUrl,
      ...(options.lockWaitMs === undefined ? {} : { lockWaitMs: options.lockWaitMs }),
    }));
  app.addHook('onClose', async () => store.close());
  const images = new ImageFiles(join(options.dataDir, 'images'));
  const diskSpace = new DiskSpaceWatch(options.dataDir, app.log, {
    ...DEFAULT_DISK_SPACE_THRESHOLD,
    ...options.diskSpace,
  });
  const importedImages = new ImportedImages(join(options.dataDir, 'import-images'));
  const importUploads = join(options.dataDir, 'import-uploads');
  const pageReaders = new PageReaders(options.pageReaderScript, { ...PAGE_READER_LIMITS, ...options.pageReaderLimits });
  app.addHook('onClose', async () => pageReaders.close());

  readiness.addCheck(databaseCheck(store));
  readiness.addCheck(imageFolderCheck(images.dir));
  app.addHook('onReady', async () => readiness.setPhase('running'));

  try {
    await images.init();
    const site = options.static;
    const releases = await createSiteReleases({
      releases: store.releases,
      dataDir: options.dataDir,
      limits: options.releaseLimits,
      log: app.log,
      site: site
        ? (() => {
            const remotesFile = remotesConfigFile(remotesJsonPath(site));
            return { ...siteDirectories(site.rootDir), baseConfig: () => remotesFile.current().config };
          })()
        : null,
    });
    await importedImages.init();
    const remoteOrigins = [
      ...(options.remoteOrigins ?? []),
      ...(options.static ? staticSiteRemoteOrigins(options.static) : []),
    ];

    await app.register(errorHandler);
    await app.register(requestMetrics);
    await app.register(machineWatch, { diskSpace });
    await app.register(securityHeaders, { remoteOrigins, liveOrigins: () => releases.live.origins() });
    await app.register(markerHeader, { exempt: isMarkerExempt });
    await app.register(compression);
    await app.register(multipart, { limits: MULTIPART_LIMITS });
    await app.register(sessions, { store, ttlMs: options.sessionTtlMs, secureCookies: options.secureCookies });
    await app.register(openapi);
    await app.register(invalidAddress);
    await app.register(healthRoutes, { readiness });
    await app.register(metricsRoutes, {
      access: options.metricsToken ? { kind: 'token', token: options.metricsToken } : { kind: 'closed' },
    });

    const loginRateLimit = { ...DEFAULT_LOGIN_RATE_LIMIT, ...options.loginRateLimit };
    await app.register(
      async (api) => {
        await api.register(usersRoutes);
        await api.register(sessionRoutes, { store, loginRateLimit });
        await api.register(tagsRoutes, { store });
        await api.register(recipesRoutes, { store, images, diskSpace, importedImages });
        await api.register(recipeNamesRoutes, { store });
        await api.register(importRoutes, {
          store,
          images,
          importedImages,
          allowedHosts: new AllowedHosts(options.importAllowedHosts),
          pageReaders,
          uploadDir: importUploads,
        });
        await api.register(exportRoutes, { store, images });
        await api.register(imagesRoutes, { images });
        await api.register(remotesRoutes, { store, releases });
      },
      { prefix: '/api' },
    );

    await app.register(sitemapRoutes, { store, siteUrl: options.siteUrl });
    await app.register(robotsRoutes, { siteUrl: options.siteUrl });
    if (options.static) {
      await app.register(staticSite, {
        siteUrl: options.siteUrl,
        pictureSize: pictureSizes(images),
        ...options.static,
        releases,
      });
    }

    scheduleHousekeeping(app, store, loginRateLimit.windowMs);
    // The first search would start it too (answered by the database meanwhile); this starts it once serving.
    app.addHook('onListen', async () => {
      // The cards after the index: both read the recipes table, and the index is what searches wait for.
      void store
        .warmSearchIndex()
        .then(async () => {
          const started = performance.now();
          const cards = await store.warmCardCache();
          app.log.info({ cards, ms: Math.round(performance.now() - started) }, 'Filled the recipe card cache.');
        })
        .catch((error: unknown) => app.log.warn({ err: error }, 'Filling the recipe card cache failed.'));
      // Recipes stored before their sections JSON or card existed read as before until this has written them.
      void store.fillRecipeJson().then(
        (count) => {
          if (count > 0) app.log.info({ count }, 'Wrote the sections JSON and cards of recipes stored without them.');
        },
        (error: unknown) =>
          app.log.warn({ err: error }, 'Writing the sections JSON and cards of older recipes failed.'),
      );
    });
    scheduleImportSweep(app, importedImages, importUploads);

    // Before the first request: the first account, the orphan-file sweep and (first start) the sample recipes.
    // Done here rather than in an onReady hook, whose time limit seeding could pass.
    await ensureFirstEditor(store, options.editor ?? {}, app.log, options.announce);
    const graceMs = options.imageSweepGraceMs ?? (options.databaseUrl ? 60 * 60 * 1000 : 0);
    const removed = await images.sweep(await store.listReferencedImageKeys(), graceMs);
    if (removed.length > 0) app.log.info({ count: removed.length }, 'Removed image files no recipe references.');
    if (options.seed !== undefined) await seedIfEmpty({ store, images, log: app.log }, { samples: options.seed });
  } catch (error) {
    // Nothing may keep the database open when the app could not be built.
    await app.close().catch(() => store.close());
    throw error;
  }

  return app;
}
