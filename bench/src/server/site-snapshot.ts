// A private copy of the four built apps for the server to serve (SITE_ROOT): a rebuild by someone else in the
// middle of a run cannot mix two builds into one measurement.
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { APPS, REPO_ROOT } from '../paths';

export interface SiteSnapshot {
  root: string;
  remove(): Promise<void>;
}

export async function snapshotSite(): Promise<SiteSnapshot> {
  const root = await mkdtemp(path.join(tmpdir(), 'recipes-bench-site-'));
  for (const app of APPS) {
    await cp(path.join(REPO_ROOT, app, 'dist'), path.join(root, app, 'dist'), {
      recursive: true,
      filter: (source) => !source.endsWith('.map'),
    });
  }
  return { root, remove: () => rm(root, { recursive: true, force: true }) };
}
