// Starts the real app on 127.0.0.1:0 with a temporary DATA_DIR (and a database of its own), as production does.
import type { FastifyInstance } from 'fastify';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildApp, type AppOptions } from '../../src/app';
import { openStore } from '../../src/db/open-store';
import type { Store } from '../../src/db/store';
import { createTestDatabase, TEST_DATABASE, type TestDatabase } from './database';

export const EDITOR = { username: 'editor', password: 'correct horse battery staple' };

export interface TestServer {
  url: string;
  app: FastifyInstance;
  dataDir: string;
  databaseUrl?: string;
  /** The store the app runs on (for fixtures the API has no call for, e.g. tags). */
  store: Store;
  /** Names of the files in the image folder, sorted. */
  imageFiles(): Promise<string[]>;
  /** Stops the app; keeps the data unless `keepData` is false (the default removes it). */
  close(options?: { keepData?: boolean }): Promise<void>;
}

export interface StartOptions extends Partial<AppOptions> {
  /** Reuse the data (folder and database) of an earlier server. */
  reuse?: { dataDir: string; database: TestDatabase };
}

const databases = new Map<string, TestDatabase>();

/** The page reader worker from the source, as `npm run dev` runs it. */
export const PAGE_READER_SCRIPT = pathToFileURL(join(__dirname, '../../src/imports/page-reader-worker.ts'));

export async function startServer(options: StartOptions = {}): Promise<TestServer> {
  const { reuse, ...appOptions } = options;
  const dataDir = reuse?.dataDir ?? (await mkdtemp(join(tmpdir(), 'recipes-server-test-')));
  const database = reuse?.database ?? (await createTestDatabase());
  databases.set(dataDir, database);
  const store = await openStore({
    dataDir,
    databaseUrl: database.databaseUrl,
    ...(appOptions.lockWaitMs === undefined ? {} : { lockWaitMs: appOptions.lockWaitMs }),
  });
  if (store.kind !== TEST_DATABASE) throw new Error(`expected a ${TEST_DATABASE} store, got ${store.kind}`);
  const app = await buildApp({
    dataDir,
    databaseUrl: database.databaseUrl,
    store,
    logger: false,
    editor: EDITOR,
    announce: () => undefined,
    pageReaderScript: PAGE_READER_SCRIPT,
    ...appOptions,
  });
  try {
    await app.listen({ host: '127.0.0.1', port: 0 });
  } catch (error) {
    await app.close();
    throw error;
  }
  const { port } = app.server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    app,
    dataDir,
    ...(database.databaseUrl ? { databaseUrl: database.databaseUrl } : {}),
    store,
    imageFiles: async () => (await readdir(join(dataDir, 'images'))).sort(),
    close: async ({ keepData = false } = {}) => {
      await app.close();
      if (!keepData) {
        await database.drop();
        await rm(dataDir, { recursive: true, force: true });
      }
    },
  };
}

/** The data of a server, to start another one on it. */
export function dataOf(server: TestServer): { dataDir: string; database: TestDatabase } {
  const database = databases.get(server.dataDir);
  if (!database) throw new Error('unknown test server');
  return { dataDir: server.dataDir, database };
}
