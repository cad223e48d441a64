import type { RemotesConfig } from '@simple-recipes/shared-api/contracts';

/** Where the server inlines remotes.json into index.html, which saves the shell a round trip at start. */
export const INLINE_CONFIG_ID = 'remotes-config';
export const REMOTES_JSON_URL = '/remotes.json';

export type PartialRemotesConfig = Partial<RemotesConfig>;

/** Keeps the remote name → URL pairs of a parsed remotes.json; anything else is a clear error. */
export function parseRemotesConfig(value: unknown): PartialRemotesConfig {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new Error('remotes.json must be a JSON object of remote name → URL.');
  }
  const config: Record<string, string> = {};
  for (const [name, url] of Object.entries(value)) {
    if (typeof url === 'string' && url.trim() !== '') config[name] = url.trim();
  }
  return config as PartialRemotesConfig;
}

/**
 * What the server adds beside the locations when it serves published releases (issue 13): for each remote the
 * version chosen for this visitor, and the last good entry (with its version) to load if the chosen one fails.
 */
export interface ReleaseInfo {
  fallbacks: Partial<Record<string, string>>;
  versions: Partial<Record<string, string>>;
  fallbackVersions: Partial<Record<string, string>>;
}

function stringsOf(value: unknown): Partial<Record<string, string>> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  return Object.fromEntries(
    Object.entries(value).filter((pair): pair is [string, string] => typeof pair[1] === 'string' && pair[1] !== ''),
  );
}

export function parseReleaseInfo(value: unknown): ReleaseInfo {
  const raw = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  return {
    fallbacks: stringsOf(raw.fallbacks),
    versions: stringsOf(raw.versions),
    fallbackVersions: stringsOf(raw.fallbackVersions),
  };
}

export interface RemotesSetup {
  config: PartialRemotesConfig;
  releases: ReleaseInfo;
}

/**
 * The remote locations: inlined in the page by the server when it has them, else fetched from /remotes.json
 * (the dev server and any plain static host serve that file).
 */
export async function loadRemotesSetup(
  doc: Document = document,
  fetchJson: (url: string) => Promise<unknown> = fetchRemotesJson,
): Promise<RemotesSetup> {
  const setup = (value: unknown) => ({ config: parseRemotesConfig(value), releases: parseReleaseInfo(value) });
  const inline = doc.getElementById(INLINE_CONFIG_ID)?.textContent;
  if (inline) {
    try {
      return setup(JSON.parse(inline));
    } catch (error) {
      console.error('The remotes config inlined in the page is not valid; fetching remotes.json instead.', error);
    }
  }
  return setup(await fetchJson(REMOTES_JSON_URL));
}

export async function loadRemotesConfig(
  doc: Document = document,
  fetchJson: (url: string) => Promise<unknown> = fetchRemotesJson,
): Promise<PartialRemotesConfig> {
  return (await loadRemotesSetup(doc, fetchJson)).config;
}

async function fetchRemotesJson(url: string): Promise<unknown> {
  const response = await fetch(url, { cache: 'no-cache', headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`${url} answered ${response.status}.`);
  return response.json();
}
