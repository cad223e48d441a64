// First start seeds an empty database with real-looking recipes and pictures; never twice, never over data; a
// first start stopped while seeding seeds at the next one; a database started with SEED=false stays unseeded.
import type { Recipe } from '@simple-recipes/shared-api/types';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openStore } from '../src/db/open-store';
import type { EncodedImage } from '../src/images/derive';
import { ImageFiles } from '../src/images/image-files';
import { seedIfEmpty } from '../src/seed/seed';
import { SEED_RECIPES } from '../src/seed/seed-recipes';
import { ApiClient, draft, editorClient } from './helpers/client';
import { createTestDatabase } from './helpers/database';
import { dataOf, startServer } from './helpers/server';

jest.setTimeout(180_000);

it('seeds ≥ 24 recipes across ≥ 6 tags with pictures, once, and never into a database with data', async () => {
  const seeded = await startServer({ seed: true });
  try {
    const client = new ApiClient(seeded);
    const tags = await client.tags();
    expect(tags.length).toBeGreaterThanOrEqual(6);
    for (const tag of tags) expect(tag.shorthand).toMatch(/^[A-Z]{2,5}$/);

    const first = await client.list();
    expect(first.count).toBeGreaterThanOrEqual(24);
    const summaries = [...first.recipes, ...(await client.list('page=2')).recipes];
    const recipes: Recipe[] = await Promise.all(summaries.map((summary) => client.recipe(summary.stub)));

    expect(recipes.some((recipe) => /[^\u0000-\u007f]/.test(recipe.name))).toBe(true);
    expect(recipes.some((recipe) => recipe.source === null)).toBe(true);
    expect(recipes.some((recipe) => recipe.source !== null)).toBe(true);
    expect(new Set(recipes.map((recipe) => recipe.created_at)).size).toBe(recipes.length);
    const usedTags = new Set(recipes.flatMap((recipe) => recipe.tags.map((tag) => tag.shorthand)));
    expect(usedTags.size).toBeGreaterThanOrEqual(6);
    for (const recipe of recipes) {
      expect(recipe.ingredients_sections.length).toBeGreaterThanOrEqual(1);
      expect(recipe.recipe_sections.length).toBeGreaterThanOrEqual(1);
      expect(recipe.prep_time + recipe.cooking_time).toBeGreaterThan(0);
      expect(recipe.imageUrl).toMatch(/^\/api\/images\//);
      expect(recipe.emptyImageUrl).toMatch(/^data:image\/webp;base64,/);
    }
    expect(recipes.filter((recipe) => recipe.ingredients_sections.length >= 2).length).toBeGreaterThanOrEqual(20);
    expect(
      recipes.some((recipe) => recipe.recipe_sections.some((section) => section.steps.some((step) => step.notes))),
    ).toBe(true);

    // Every picture is served and is a real, non-blank image.
    const sharp = (await import('sharp')).default;
    for (const recipe of recipes.slice(0, 4)) {
      const response = await fetch(seeded.url + recipe.thumbnailUrl);
      expect(response.status).toBe(200);
      const stats = await sharp(Buffer.from(await response.arrayBuffer())).stats();
      expect(stats.isOpaque).toBe(true);
      expect(Math.max(...stats.channels.map((channel) => channel.stdev))).toBeGreaterThan(20);
    }

    // Removing every recipe and restarting does not seed again.
    const editor = await editorClient(seeded);
    for (const recipe of recipes) expect((await editor.remove(recipe.stub)).status).toBe(200);
    await seeded.close({ keepData: true });
    const restarted = await startServer({ seed: true, reuse: dataOf(seeded) });
    try {
      expect((await new ApiClient(restarted).list()).count).toBe(0);
      expect(await restarted.imageFiles()).toEqual([]);
    } finally {
      await restarted.close();
    }
  } finally {
    await seeded.close().catch(() => undefined);
  }
});

it('does not seed a database that already has recipes', async () => {
  const existing = await startServer();
  const editor = await editorClient(existing);
  await editor.create(draft('My Own Recipe'));
  await existing.close({ keepData: true });
  const restarted = await startServer({ seed: true, reuse: dataOf(existing) });
  try {
    const { recipes, count } = await new ApiClient(restarted).list();
    expect(count).toBe(1);
    expect(recipes[0]!.name).toBe('My Own Recipe');
    expect(await new ApiClient(restarted).tags()).toEqual([]);
  } finally {
    await restarted.close();
  }
});

it('a database first started with SEED=false is not seeded by a later start with the default', async () => {
  const unseeded = await startServer({ seed: false });
  await unseeded.close({ keepData: true });
  const restarted = await startServer({ seed: true, reuse: dataOf(unseeded) });
  try {
    expect((await new ApiClient(restarted).list()).count).toBe(0);
    expect(await new ApiClient(restarted).tags()).toEqual([]);
  } finally {
    await restarted.close();
  }
});

describe('seeding on the store directly', () => {
  const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
  let dataDir: string;
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeEach(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'recipes-seed-test-'));
    database = await createTestDatabase();
  });
  afterEach(async () => {
    await database.drop();
    await rm(dataDir, { recursive: true, force: true });
  });
  const open = () => openStore({ dataDir, ...(database.databaseUrl ? { databaseUrl: database.databaseUrl } : {}) });

  /** The process stops (SIGTERM, Ctrl-C) while the pictures are made: the stand-in throws part-way. */
  class StoppedPartWay extends ImageFiles {
    private calls = 0;
    override async writeNew(images: EncodedImage[]): Promise<string[]> {
      if ((this.calls += 1) > 5) throw new Error('stopped');
      return super.writeNew(images);
    }
  }

  it('a first start stopped while seeding seeds every sample at the next start', async () => {
    const first = await open();
    try {
      const images = new StoppedPartWay(join(dataDir, 'images'));
      await images.init();
      await expect(seedIfEmpty({ store: first, images, log: quiet })).rejects.toThrow('stopped');
      expect(await first.countRecipes()).toBe(0);
    } finally {
      await first.close();
    }
    const next = await open();
    try {
      const images = new ImageFiles(join(dataDir, 'images'));
      expect(await seedIfEmpty({ store: next, images, log: quiet })).toBe(SEED_RECIPES.length);
      expect(await next.countRecipes()).toBe(SEED_RECIPES.length);
    } finally {
      await next.close();
    }
  });

  it('two processes starting at once on a new database seed it once', async () => {
    const [a, b] = [await open(), await open()];
    try {
      const images = new ImageFiles(join(dataDir, 'images'));
      await images.init();
      const added = await Promise.all([a, b].map((store) => seedIfEmpty({ store, images, log: quiet })));
      expect(added.sort()).toEqual([0, SEED_RECIPES.length]);
      expect(await a.countRecipes()).toBe(SEED_RECIPES.length);
    } finally {
      await a.close();
      await b.close();
    }
  });
});
