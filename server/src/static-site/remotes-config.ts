// The remotes.json the site serves: an override file (REMOTES_JSON) when configured, else the shell build's own.
// Read again whenever the file changes, so moving a remote needs neither a shell rebuild nor a restart.
import { readFileSync, statSync } from 'node:fs';
import { REMOTES, type RemotesConfig } from '@simple-recipes/shared-api/contracts';

export type PartialRemotesConfig = Partial<RemotesConfig>;

/** Keeps the known remote names with a non-empty URL; anything else in the file is a clear error. */
export function parseRemotesConfig(text: string, file: string): PartialRemotesConfig {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new Error(`${file} is not valid JSON.`);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new Error(`${file} must be a JSON object of remote name → URL.`);
  }
  const config: PartialRemotesConfig = {};
  for (const { name } of Object.values(REMOTES)) {
    const url = (value as Record<string, unknown>)[name];
    if (typeof url === 'string' && url.trim() !== '') config[name] = url.trim();
  }
  return config;
}

export interface RemotesConfigFile {
  readonly file: string;
  /** The parsed config (re-read when the file's mtime or size changed). */
  current(): { config: PartialRemotesConfig; text: string };
}

export function remotesConfigFile(file: string): RemotesConfigFile {
  let cached: { key: string; config: PartialRemotesConfig; text: string } | null = null;
  return {
    file,
    current() {
      const stat = statSync(file);
      const key = `${stat.mtimeMs}:${stat.size}`;
      if (cached?.key !== key) {
        const text = readFileSync(file, 'utf8');
        cached = { key, config: parseRemotesConfig(text, file), text };
      }
      return cached;
    },
  };
}

/** The other origins the page loads remotes from (for the Content-Security-Policy). */
export function remoteOrigins(config: PartialRemotesConfig): string[] {
  const origins = new Set<string>();
  for (const url of Object.values(config)) {
    if (/^https?:\/\//i.test(url)) origins.add(new URL(url).origin);
  }
  return [...origins];
}
