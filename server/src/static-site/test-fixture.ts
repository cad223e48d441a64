// A miniature built site (shell + remotes, as the webpack factory lays them out) in a temporary folder.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';

const manifest = (shared: Record<string, string[]>, exposes: Record<string, { js: string[]; css: string[] }>) =>
  JSON.stringify({
    shared: Object.entries(shared).map(([name, js]) => ({
      name,
      assets: { js: { sync: js, async: [] }, css: { sync: [], async: [] } },
    })),
    exposes: Object.entries(exposes).map(([exposePath, assets]) => ({
      path: exposePath,
      assets: { js: { sync: assets.js, async: [] }, css: { sync: assets.css, async: [] } },
    })),
  });

export const FIXTURE = {
  mainJs: 'main.0123456789.js',
  bootstrapJs: 'bootstrap.1111111111.js',
  bootstrapCss: 'bootstrap.2222222222.css',
  reactJs: '101.3333333333.js',
  catalogChunk: '__federation_expose_CatalogPage.4444444444.js',
  catalogCss: '__federation_expose_CatalogPage.5555555555.css',
  recipeChunk: '__federation_expose_RecipePage.6666666666.js',
};

export function write(file: string, content: string | Buffer): void {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
}

export function createSiteFixture() {
  const rootDir = mkdtempSync(path.join(tmpdir(), 'static-site-'));
  const shell = path.join(rootDir, 'shell', 'dist');
  write(
    path.join(shell, 'index.html'),
    `<!doctype html><html lang="en"><head><title>Simple Recipes For Everyone</title><script defer src="/${FIXTURE.mainJs}"></script></head><body><div id="root"></div></body></html>`,
  );
  const mainSource = `console.log(${JSON.stringify('x'.repeat(2000))});`;
  write(path.join(shell, FIXTURE.mainJs), mainSource);
  write(path.join(shell, `${FIXTURE.mainJs}.br`), brotliCompressSync(mainSource));
  write(path.join(shell, FIXTURE.bootstrapJs), '/* bootstrap */');
  write(path.join(shell, FIXTURE.bootstrapCss), '/* tokens */');
  write(path.join(shell, FIXTURE.reactJs), '/* react */');
  write(
    path.join(shell, 'preload.json'),
    JSON.stringify({ scripts: [FIXTURE.reactJs, FIXTURE.bootstrapJs], styles: [FIXTURE.bootstrapCss] }),
  );
  write(
    path.join(shell, 'remotes.json'),
    JSON.stringify({
      mf_catalog: '/remotes/mf-catalog/remoteEntry.js',
      mf_recipe_view: '/remotes/mf-recipe-view/remoteEntry.js',
      mf_recipe_editor: '/remotes/mf-recipe-editor/remoteEntry.js',
    }),
  );

  const catalog = path.join(rootDir, 'mf-catalog', 'dist');
  write(path.join(catalog, 'remoteEntry.js'), 'var mf_catalog;');
  write(path.join(catalog, FIXTURE.catalogChunk), '/* catalog page */');
  write(path.join(catalog, FIXTURE.catalogCss), '/* catalog css */');
  write(
    path.join(catalog, 'mf-manifest.json'),
    manifest(
      { react: ['999.7777777777.js'] },
      { './CatalogPage': { js: [FIXTURE.catalogChunk], css: [FIXTURE.catalogCss] } },
    ),
  );
  const recipeView = path.join(rootDir, 'mf-recipe-view', 'dist');
  write(path.join(recipeView, 'remoteEntry.js'), 'var mf_recipe_view;');
  write(path.join(recipeView, FIXTURE.recipeChunk), '/* recipe page */');
  write(
    path.join(recipeView, 'mf-manifest.json'),
    manifest({}, { './RecipePage': { js: [FIXTURE.recipeChunk], css: [] } }),
  );
  // mf-recipe-editor is deliberately not built: its files answer 404.

  return { rootDir, shell, catalog, cleanup: () => rmSync(rootDir, { recursive: true, force: true }) };
}
