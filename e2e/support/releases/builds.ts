// Variants of the built catalog remote for release tests, made from its dist/ without running webpack again: a copy
// whose page heading says something else, and one whose remote entry throws as it loads.
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from '../paths';

/** A copy of mf-catalog/dist at `<tmp>/mf-catalog/dist` (the remotes CLI takes the folder above dist/). */
function copyCatalog(): { folder: string; dist: string; cleanup: () => void } {
  const root = mkdtempSync(path.join(tmpdir(), 'catalog-release-'));
  const folder = path.join(root, 'mf-catalog');
  const dist = path.join(folder, 'dist');
  cpSync(path.join(REPO_ROOT, 'mf-catalog', 'dist'), dist, { recursive: true });
  // Changed files would disagree with their precompressed copies: served as they are instead.
  for (const file of readdirSync(dist, { recursive: true }) as string[]) {
    if (/\.(br|gz)$/.test(file)) rmSync(path.join(dist, file));
  }
  return { folder, dist, cleanup: () => rmSync(root, { recursive: true, force: true }) };
}

/** The catalog with another page heading (`Recipes` → `heading`). */
export function catalogWithHeading(heading: string) {
  const build = copyCatalog();
  const chunk = readdirSync(build.dist).find((file) => /^__federation_expose_CatalogPage\..*\.js$/.test(file));
  if (!chunk) throw new Error('The catalog build has no page chunk.');
  const file = path.join(build.dist, chunk);
  const source = readFileSync(file, 'utf8');
  if (!source.includes('children:"Recipes"}'))
    throw new Error('The catalog page chunk no longer has its "Recipes" heading.');
  writeFileSync(file, source.replace('children:"Recipes"}', `children:${JSON.stringify(heading)}}`));
  return build;
}

/** The catalog whose remoteEntry.js throws when it runs. */
export function catalogThatThrows() {
  const build = copyCatalog();
  const entry = path.join(build.dist, 'remoteEntry.js');
  writeFileSync(entry, `throw new Error('This release is broken on purpose.');\n${readFileSync(entry, 'utf8')}`);
  return build;
}
