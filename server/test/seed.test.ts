// First start seeds an empty database with real-looking recipes and pictures; never twice, never over data.
import type { Recipe } from '@simple-recipes/shared-api/types';
import { ApiClient, draft, editorClient } from './helpers/client';
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
