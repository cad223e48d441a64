// The bits of Module Federation's mf-manifest.json the preloads need, read from disk (remotes this server hosts)
// or over HTTP (remotes on another origin), cached until the file changes / for a minute.
import { readFileSync, statSync } from 'node:fs';

interface ManifestAssets {
  js: { sync: string[]; async: string[] };
  css: { sync: string[]; async: string[] };
}

export interface FederationManifest {
  shared: { name: string; assets: ManifestAssets }[];
  exposes: { path: string; assets: ManifestAssets }[];
}

function asManifest(value: unknown, where: string): FederationManifest {
  const manifest = value as Partial<FederationManifest> | null;
  if (!manifest || !Array.isArray(manifest.shared) || !Array.isArray(manifest.exposes)) {
    throw new Error(`${where} is not a Module Federation manifest.`);
  }
  return manifest as FederationManifest;
}

export function readJsonFileCached<T>(parse: (value: unknown, where: string) => T) {
  const cache = new Map<string, { key: string; value: T }>();
  return (file: string): T => {
    const stat = statSync(file);
    const key = `${stat.mtimeMs}:${stat.size}`;
    const hit = cache.get(file);
    if (hit?.key === key) return hit.value;
    const value = parse(JSON.parse(readFileSync(file, 'utf8')), file);
    cache.set(file, { key, value });
    return value;
  };
}

export const readManifestFile = readJsonFileCached(asManifest);

const REMOTE_MANIFEST_TTL_MS = 60_000;
const REMOTE_MANIFEST_TIMEOUT_MS = 2_000;

/** A manifest next to a remote entry on another origin; a failure is remembered for the TTL too (no retry storm). */
export function remoteManifestFetcher(fetchImpl: typeof fetch = fetch) {
  const cache = new Map<string, { at: number; value: Promise<FederationManifest | null> }>();
  return (url: string, now = Date.now()): Promise<FederationManifest | null> => {
    const hit = cache.get(url);
    if (hit && now - hit.at < REMOTE_MANIFEST_TTL_MS) return hit.value;
    const value = fetchImpl(url, { signal: AbortSignal.timeout(REMOTE_MANIFEST_TIMEOUT_MS) })
      .then(async (response) => (response.ok ? asManifest(await response.json(), url) : null))
      .catch(() => null);
    cache.set(url, { at: now, value });
    return value;
  };
}
