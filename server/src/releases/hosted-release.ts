// A release a team hosts on its own CDN: the server fetches its mf-manifest.json (and checks its remote entry
// answers) so the gate can judge it like an uploaded one.
import { ReleaseRefusedError } from './errors';
import { readGateManifest, type GateManifest } from './federation-manifest';

const FETCH_TIMEOUT_MS = 5_000;
const MAX_MANIFEST_BYTES = 1024 * 1024;

export interface HostedRelease {
  manifestUrl: string;
  manifestText: string;
  manifest: GateManifest | { problem: string };
  entryUrl: string;
  remoteEntryProblem: string | null;
}

export function parseManifestUrl(value: unknown): URL {
  if (typeof value !== 'string' || value.length > 2000)
    throw new ReleaseRefusedError(['manifestUrl must be the URL of an mf-manifest.json.']);
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ReleaseRefusedError([`"${value.slice(0, 200)}" is not a URL.`]);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new ReleaseRefusedError(['manifestUrl must be an http(s) URL.']);
  if (url.username || url.password) throw new ReleaseRefusedError(['manifestUrl may not carry credentials.']);
  return url;
}

async function readLimited(response: Response): Promise<string | null> {
  const length = Number(response.headers.get('content-length') ?? 0);
  if (length > MAX_MANIFEST_BYTES) return null;
  const text = await response.text();
  return text.length > MAX_MANIFEST_BYTES ? null : text;
}

export async function fetchHostedRelease(
  manifestUrlText: unknown,
  fetchImpl: typeof fetch = fetch,
): Promise<HostedRelease> {
  const url = parseManifestUrl(manifestUrlText);
  const manifestUrl = url.href;
  let manifestText = '';
  let manifest: GateManifest | { problem: string };
  try {
    const response = await fetchImpl(manifestUrl, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS), redirect: 'error' });
    if (!response.ok) {
      manifest = { problem: `${manifestUrl} answered ${response.status}: the mf-manifest.json is missing.` };
    } else {
      const text = await readLimited(response);
      if (text === null) {
        manifest = { problem: `${manifestUrl} is larger than 1 MB: not a manifest.` };
      } else {
        manifestText = text;
        manifest = readGateManifest(JSON.parse(text)) ?? {
          problem: `${manifestUrl} is not a Module Federation manifest.`,
        };
      }
    }
  } catch {
    manifest = { problem: `${manifestUrl} could not be read (no answer, or not JSON).` };
  }

  const entryUrl = new URL('problem' in manifest ? 'remoteEntry.js' : manifest.remoteEntry, manifestUrl).href;
  let remoteEntryProblem: string | null = null;
  try {
    const response = await fetchImpl(entryUrl, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS), redirect: 'error' });
    if (!response.ok) remoteEntryProblem = `${entryUrl} answered ${response.status}: the remote entry is missing.`;
    else if ((await response.arrayBuffer()).byteLength === 0) remoteEntryProblem = `${entryUrl} is empty.`;
  } catch {
    remoteEntryProblem = `${entryUrl} could not be read.`;
  }
  return { manifestUrl, manifestText, manifest, entryUrl, remoteEntryProblem };
}
