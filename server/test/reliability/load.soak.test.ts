// A bounded mixed load on the real server process (127.0.0.1) for about a minute: readers browse (lists with
// sorting, tags, search and paging; recipes; card images; tags; the permission call) while a few editors create,
// update and remove recipes with pictures. Zero 5xx, zero failed requests, memory flat (what the process holds after
// full collections, at the end of the warm-up and after the load: its JS heap, the memory outside it, its RSS
// apart from the memory-mapped database), and
// afterwards every acknowledged save is there whole.
//
// Runs only with SOAK=1 (`npm run test:soak`; CI runs it too), so `npm test` stays fast. SOAK_SECONDS changes the
// length; TEST_DATABASE=postgres runs it on PostgreSQL.
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RecipeListPage, Tag } from '@simple-recipes/shared-api/types';
import { openStore } from '../../src/db/open-store';
import { ApiClient } from '../helpers/client';
import { createTestDatabase } from '../helpers/database';
import * as images from '../helpers/images';
import { randomSource, SaveLedger, storedRecipes, variedDraft } from '../helpers/save-ledger';
import type { TestServer } from '../helpers/server';
import {
  disposeServerProcess,
  startServerProcess,
  type CollectedMemory,
  type ServerProcess,
} from '../helpers/server-process';

const SOAK = process.env.SOAK === '1';
const DURATION_MS = Number(process.env.SOAK_SECONDS || 60) * 1000;
const READERS = 6;
const EDITORS = 3;
const WARM_UP_MS = Math.min(20_000, DURATION_MS / 3);
/** How long the server is left without requests after the load before its memory is read. */
const IDLE_MS = 5_000;
const MIB = 1024 * 1024;
/** After the warm-up, what the server holds may grow this much (caches still filling), not more. */
const HEAP_GROWTH_MAX_BYTES = 8 * MIB;
const EXTERNAL_GROWTH_MAX_BYTES = 8 * MIB;
const RSS_GROWTH_MAX_BYTES = 40 * MIB;

jest.setTimeout(DURATION_MS + 240_000);

const SEARCH_WORDS = ['fen', 'fennel', 'ingr', 'ingredient 0', 'load', 'lentils', 'vegetarian', 'quick', 'of fen'];
const TAGS = [
  { tag: 'Vegetarian', shorthand: 'VEG' },
  { tag: 'Quick', shorthand: 'QUICK' },
  { tag: 'Dessert', shorthand: 'DESSERT' },
  { tag: 'Soup', shorthand: 'SOUP' },
  { tag: 'Baking', shorthand: 'BAKE' },
  { tag: 'Spicy', shorthand: 'SPICY' },
];
const FIXTURE_RECIPES = 24;

(SOAK ? describe : describe.skip)('a minute of mixed load', () => {
  let running: ServerProcess | undefined;

  afterAll(async () => {
    await disposeServerProcess(running);
  });

  it('answers everything (zero 5xx), keeps its memory flat, and loses no acknowledged save', async () => {
    // A site like the seeded one (tags, two dozen recipes, a third with pictures), made quickly.
    const dataDir = await mkdtemp(join(tmpdir(), 'recipes-soak-'));
    const database = await createTestDatabase();
    const store = await openStore({ dataDir, databaseUrl: database.databaseUrl });
    const tags: Tag[] = await store.ensureTags(TAGS).finally(() => store.close());
    // At the production default log level (info: a line per request).
    running = await startServerProcess({ dataDir, database, memoryProbe: true });
    const server = running;
    const visitor = new ApiClient({ url: server.url } as TestServer);
    const setup = new ApiClient({ url: server.url } as TestServer);
    expect((await setup.login()).status).toBe(204);
    const setupRandom = randomSource(42);
    for (let i = 0; i < FIXTURE_RECIPES; i++) {
      const parts = variedDraft(`Fixture Fennel ${i}`, setupRandom, 1);
      parts.recipe.tags = tags.filter(() => setupRandom() < 0.3).map((tag) => tag.id);
      await setup.create(
        parts,
        i % 3 === 0
          ? { image: await images.jpeg(640, 480, '#000000', `#${(i * 97).toString(16).padStart(6, '0')}`) }
          : {},
      );
    }
    const seeded = await visitor.list();
    expect(seeded.count).toBe(FIXTURE_RECIPES);
    const stubs = new Set(seeded.recipes.map((recipe) => recipe.stub));

    const problems: string[] = [];
    const counts = { requests: 0, reads: 0, saves: 0, removals: 0 };
    const statusCounts = new Map<number, number>();
    const note = (what: string, status: number | string, expected: number[]) => {
      counts.requests++;
      if (typeof status === 'number') statusCounts.set(status, (statusCounts.get(status) ?? 0) + 1);
      if (typeof status !== 'number' || !expected.includes(status)) {
        if (problems.length < 50) problems.push(`${what}: ${status}`);
      }
    };
    const deadline = Date.now() + DURATION_MS;

    const reader = async (id: number) => {
      const random = randomSource(500 + id);
      const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
      while (Date.now() < deadline) {
        const roll = random();
        let path: string;
        if (roll < 0.45) {
          const query = new URLSearchParams({
            sortField: pick(['name', 'created_at']),
            sortDir: pick(['asc', 'desc']),
            page: String(1 + Math.floor(random() * 2)),
          });
          if (random() < 0.3) query.set('search', pick(SEARCH_WORDS));
          if (random() < 0.2 && tags.length) query.set('tags', pick(tags).shorthand);
          path = `/api/recipes?${query}`;
        } else if (roll < 0.75) {
          path = `/api/recipes/${pick([...stubs])}`;
        } else if (roll < 0.9) {
          path = '/api/tags';
        } else {
          path = '/api/users';
        }
        try {
          const response = await fetch(server.url + path);
          const body = await response.text();
          // A recipe an editor removed meanwhile is a fine 404.
          note(`GET ${path}`, response.status, path.startsWith('/api/recipes/') ? [200, 404] : [200]);
          counts.reads++;
          if (response.status === 200 && path.startsWith('/api/recipes?')) {
            const page = JSON.parse(body) as RecipeListPage;
            const withImage = page.recipes.filter((recipe) => recipe.thumbnailUrl);
            if (withImage.length && random() < 0.5) {
              const image = await fetch(server.url + pick(withImage).thumbnailUrl!);
              await image.arrayBuffer();
              note('GET thumbnail', image.status, [200, 404]);
            }
          }
        } catch (error) {
          note(`GET ${path}`, `failed: ${(error as Error).message}`, []);
        }
      }
    };

    const ledger = new SaveLedger();
    const pictures = await Promise.all(
      ['#c0392b', '#27ae60', '#2980b9', '#8e44ad'].map((to, i) =>
        images.jpeg(800, 600, ['#f1c40f', '#ecf0f1', '#2c3e50', '#e67e22'][i], to),
      ),
    );
    const editor = async (id: number) => {
      const random = randomSource(900 + id);
      const client = new ApiClient({ url: server.url } as TestServer);
      expect((await client.login()).status).toBe(204);
      const own: Array<{ name: string; stub: string; version: number }> = [];
      for (let n = 0; Date.now() < deadline; n++) {
        const roll = random();
        try {
          if (own.length === 0 || roll < 0.35) {
            const name = `Load Lentils ${id}-${n}`;
            const parts = variedDraft(name, random, 1);
            const settle = ledger.send(name, parts);
            const response = await client.save(parts, random() < 0.4 ? { image: pictures[n % pictures.length]! } : {});
            const stub = await response.text();
            note('create', response.status, [201]);
            settle(response.status === 201 ? 'acknowledged' : 'failed');
            if (response.status === 201) {
              own.push({ name, stub, version: 1 });
              stubs.add(stub);
            }
          } else if (roll < 0.85 || own.length < 3) {
            const target = own[Math.floor(random() * own.length)]!;
            const current = await client.recipe(target.stub);
            const parts = variedDraft(target.name, random, ++target.version);
            parts.recipe.updated_at = current.updated_at;
            const settle = ledger.send(target.name, parts);
            const response = await client.save(parts, {
              stub: target.stub,
              ...(random() < 0.25 ? { image: pictures[n % pictures.length]! } : {}),
            });
            await response.text();
            note('update', response.status, [200]);
            settle(response.status === 200 ? 'acknowledged' : 'failed');
          } else {
            const [target] = own.splice(Math.floor(random() * own.length), 1);
            const settle = ledger.send(target!.name, null);
            const response = await client.remove(target!.stub);
            await response.text();
            note('remove', response.status, [200]);
            settle(response.status === 200 ? 'acknowledged' : 'failed');
            counts.removals++;
          }
          counts.saves++;
        } catch (error) {
          note('editor request', `failed: ${(error as Error).message}`, []);
        }
      }
    };

    // What the server holds after full collections, once the warm-up has filled its caches and again after the
    // load and a few idle seconds: a leak keeps what it took; garbage not yet collected is no part of either.
    const warmedUp = new Promise<CollectedMemory>((resolve, reject) =>
      setTimeout(() => server.memoryAfterCollection().then(resolve, reject), WARM_UP_MS),
    );
    warmedUp.catch(() => undefined); // read after the load, where a failure fails the test
    const rss: number[] = [];
    const sampler = setInterval(() => rss.push(server.rssBytes()), 1000);
    let before: CollectedMemory;
    let after: CollectedMemory;
    try {
      await Promise.all([
        ...Array.from({ length: READERS }, (_, i) => reader(i)),
        ...Array.from({ length: EDITORS }, (_, i) => editor(i)),
      ]);
      before = await warmedUp;
      await new Promise((resolve) => setTimeout(resolve, IDLE_MS));
      after = await server.memoryAfterCollection();
    } finally {
      clearInterval(sampler);
    }

    const mib = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
    const growth = (field: keyof CollectedMemory) => `${mib(before[field])} → ${mib(after[field])} MiB`;
    console.log(
      `load: ${counts.requests} requests (${counts.reads} reads, ${counts.saves} writes, ` +
        `${counts.removals} removals) in ${DURATION_MS / 1000} s; ` +
        `statuses ${JSON.stringify(Object.fromEntries(statusCounts))}; after full collections, from the warm-up ` +
        `to the end: JS heap ${growth('heapUsed')}, outside it ${growth('external')}, RSS ${growth('rss')} ` +
        `(${growth('rssAnon')} of it allocated, ${growth('rssFile')} file pages) ` +
        `(RSS sampled under load: ${mib(Math.min(...rss))} to ${mib(Math.max(...rss))} MiB)`,
    );
    expect(problems).toEqual([]);
    expect([...statusCounts.keys()].filter((status) => status >= 500)).toEqual([]);
    expect(counts.saves).toBeGreaterThan(20);
    expect(after.heapUsed - before.heapUsed).toBeLessThan(HEAP_GROWTH_MAX_BYTES);
    expect(after.external - before.external).toBeLessThan(EXTERNAL_GROWTH_MAX_BYTES);
    expect(after.rssAnon - before.rssAnon).toBeLessThan(RSS_GROWTH_MAX_BYTES);

    // Every acknowledged save is there whole; removed ones are gone; the sample recipes are untouched.
    const names = new Set(ledger.names());
    const stored = await storedRecipes(visitor);
    expect(ledger.check(stored.filter((recipe) => names.has(recipe.name)))).toEqual([]);
    expect(stored.filter((recipe) => !names.has(recipe.name))).toHaveLength(seeded.count);
    for (const recipe of stored.filter((r) => names.has(r.name) && r.imageUrl)) {
      const image = await fetch(server.url + recipe.imageUrl!);
      expect(image.status).toBe(200);
      await image.arrayBuffer();
    }
  });
});
