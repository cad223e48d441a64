// Which files the first route needs, so index.html can ask for all of them at once instead of discovering them
// one round trip after another (docs/design.md §2): the shell's bootstrap and shared chunks, then the route's remote —
// its remoteEntry.js and the chunks of its exposed page — from the remotes' mf-manifest.json. (A remote's own
// shared chunks are left out: the shell's copies of the singletons are the ones used.) And the API calls the page
// makes first (the permission, the list or the recipe): started with the HTML, their answers are there when the
// page asks, and the page's own fetch takes the preloaded answer instead of a second request.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { REMOTES, remoteForPath, type RemoteKey } from '@simple-recipes/shared-api/contracts';
import { listPageKeys, permissionKey, recipeKey } from '@simple-recipes/shared-api/urls';
import { lcpImageFor, type ApiGet } from './lcp-image';
import { readJsonFileCached, readManifestFile, type FederationManifest } from './manifests';
import type { PartialRemotesConfig } from './remotes-config';

export interface Preloads {
  scripts: string[];
  styles: string[];
  /** API calls (`rel=preload as=fetch`). */
  fetches: string[];
  /** The picture of the page's largest paint (`rel=preload as=image fetchpriority=high`). */
  images: string[];
}

/** Where the API is mounted (app.ts). */
const API_PREFIX = '/api';

/** The stub in `/:stub` and `/:stub/update`, decoded; null when the path has none or is malformed. */
export function stubOf(pathname: string): string | null {
  const first = pathname.split('/').filter(Boolean)[0];
  if (first === undefined) return null;
  try {
    return decodeURIComponent(first);
  } catch {
    return null;
  }
}

/**
 * The API paths a page asks for first: the permission (the header and the editor's guard wait for it; its answer
 * re-renders the page, so left to the page it would be one more round trip before the content settles), then the
 * data of the route's remote (every list page a reloaded `?pages=` shows, asked for side by side as the page does).
 */
function firstApiCalls(key: RemoteKey | null, pathname: string, search: string): string[] {
  const stub = stubOf(pathname);
  if (key === 'catalog') return [permissionKey, ...listPageKeys(search)];
  if (key === 'recipeView' && stub) return [permissionKey, recipeKey(stub)];
  if (key === 'recipeEditor' && stub && stub !== 'create') return [permissionKey, recipeKey(stub)];
  return [permissionKey];
}

interface ShellPreloadList {
  scripts: string[];
  styles: string[];
}

const readPreloadList = readJsonFileCached((value, where): ShellPreloadList => {
  const list = value as Partial<ShellPreloadList> | null;
  if (!list || !Array.isArray(list.scripts) || !Array.isArray(list.styles)) throw new Error(`${where} is malformed.`);
  return list as ShellPreloadList;
});

// Relative URLs are resolved against this stand-in origin, then written back without it.
const SITE = 'http://site.invalid';

function siteUrl(url: URL): string {
  return url.origin === SITE ? `${url.pathname}${url.search}` : url.href;
}

export interface PreloadPlannerOptions {
  shellDir: string;
  /** Remote folder (`mf-catalog`) → its dist directory, for remotes this server hosts under /remotes/<folder>/. */
  remoteDirs: Record<string, string>;
  /** Manifests of remotes on another origin. */
  fetchManifest: (url: string) => Promise<FederationManifest | null>;
  /** The manifest file of a published release this server hosts (`/remotes/<remote>/<version>/…`), or null. */
  releaseManifestFile?: (pathname: string) => string | null;
  /** Asks this server's API (for the picture of the page's largest paint); without it, no picture is preloaded. */
  apiGet?: ApiGet;
}

export function createPreloadPlanner({
  shellDir,
  remoteDirs,
  fetchManifest,
  apiGet,
  releaseManifestFile,
}: PreloadPlannerOptions) {
  /** preload.json, written by the shell's build: its bootstrap chunks and every shared module it provides. */
  function shellPreloads(): ShellPreloadList {
    const list = readPreloadList(path.join(shellDir, 'preload.json'));
    return { scripts: list.scripts.map((file) => `/${file}`), styles: list.styles.map((file) => `/${file}`) };
  }

  async function remoteManifest(entry: URL): Promise<FederationManifest | null> {
    if (entry.origin === SITE) {
      const released = releaseManifestFile?.(entry.pathname);
      if (released) return existsSync(released) ? readManifestFile(released) : null;
      const folder = Object.keys(remoteDirs).find((name) => entry.pathname.startsWith(`/remotes/${name}/`));
      const dir = folder ? remoteDirs[folder] : undefined;
      const file = dir && path.join(dir, 'mf-manifest.json');
      return file && existsSync(file) ? readManifestFile(file) : null;
    }
    return fetchManifest(new URL('mf-manifest.json', entry).href);
  }

  /** The shell's files, then the route's remote: its entry and the chunks of its exposed page. */
  async function addFiles(plan: Preloads, key: RemoteKey | null, remotes: PartialRemotesConfig): Promise<void> {
    try {
      const shell = shellPreloads();
      plan.scripts.push(...shell.scripts);
      plan.styles.push(...shell.styles);
    } catch {
      // A shell build without preload.json or manifest still works, only without these hints.
    }
    const entryUrl = key ? remotes[REMOTES[key].name] : undefined;
    if (!key || !entryUrl) return;
    const entry = new URL(entryUrl, `${SITE}/`);
    plan.scripts.push(siteUrl(entry));
    try {
      const manifest = await remoteManifest(entry);
      const exposed = manifest?.exposes.find((item) => item.path === REMOTES[key].expose);
      if (exposed) {
        plan.scripts.push(...exposed.assets.js.sync.map((file) => siteUrl(new URL(file, entry))));
        plan.styles.push(...exposed.assets.css.sync.map((file) => siteUrl(new URL(file, entry))));
      }
    } catch {
      // Unreadable manifest: the remote entry alone is still worth preloading.
    }
  }

  /**
   * The preloads of a page (its path and query string), given the remote locations in force. Never throws: preloads
   * are a bonus.
   */
  return async function preloadsFor(pathname: string, remotes: PartialRemotesConfig, search = ''): Promise<Preloads> {
    const key = remoteForPath(pathname);
    const picture = apiGet ? lcpImageFor(key, stubOf(pathname), search, apiGet) : Promise.resolve(null);
    const plan: Preloads = {
      scripts: [],
      styles: [],
      fetches: firstApiCalls(key, pathname, search).map((apiPath) => API_PREFIX + apiPath),
      images: [],
    };
    await addFiles(plan, key, remotes);
    const image = await picture;
    if (image) plan.images.push(image);
    return plan;
  };
}
