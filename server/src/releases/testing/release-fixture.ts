// Builds that look like the webpack factory's output (mf-manifest.json with shared singletons and the contract
// version, remoteEntry.js, a page chunk), for tests of the gate, publishing and serving without running webpack.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CONTRACT_VERSION } from '@simple-recipes/shared-api/contracts';
import { REMOTE_SPECS, type RemoteSpec } from '../remote-names';

export interface SharedFixture {
  name: string;
  version: string;
  requiredVersion?: string;
}

export const SHARED_FIXTURE: SharedFixture[] = [
  { name: 'react', version: '19.3.1', requiredVersion: '^19.3.1' },
  { name: 'react/jsx-runtime', version: '19.3.1', requiredVersion: '^19.3.1' },
  { name: 'react-dom', version: '19.3.1', requiredVersion: '^19.3.1' },
  { name: 'react-router-dom', version: '7.18.5', requiredVersion: '^7.18.5' },
  { name: 'swr', version: '2.5.1', requiredVersion: '^2.5.1' },
  { name: '@simple-recipes/shared-api', version: '1.0.0', requiredVersion: '^1.0.0' },
  { name: '@simple-recipes/shared-ui', version: '1.0.0', requiredVersion: '^1.0.0' },
];

export interface BuildFixture {
  name?: string;
  expose?: string;
  /** null: the manifest records none (a build from before contract versions). */
  contractVersion?: number | null;
  shared?: SharedFixture[];
  /** Text the page chunk carries (so two builds differ in content). */
  content?: string;
  /** Files left out of the build. */
  omit?: Array<'mf-manifest.json' | 'remoteEntry.js'>;
}

export function manifestJson(options: BuildFixture & { name: string; exposes: string[]; chunk?: string }): string {
  const shared = options.shared ?? SHARED_FIXTURE;
  const contract = options.contractVersion === undefined ? CONTRACT_VERSION : options.contractVersion;
  const assets = (js: string[]) => ({ js: { sync: js, async: [] }, css: { sync: [], async: [] } });
  return JSON.stringify({
    id: options.name,
    name: options.name,
    metaData: {
      name: options.name,
      remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
      publicPath: 'auto',
      ...(contract === null ? {} : { contractVersion: contract }),
    },
    shared: shared.map((entry) => ({
      id: `${options.name}:${entry.name}`,
      ...entry,
      singleton: true,
      assets: assets([]),
    })),
    remotes: [],
    exposes: options.exposes.map((exposePath) => ({
      id: `${options.name}:${exposePath.slice(2)}`,
      name: exposePath.slice(2),
      path: exposePath,
      assets: assets(options.chunk ? [options.chunk] : []),
    })),
  });
}

function write(file: string, content: string): void {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
}

/** A remote's dist/ folder. */
export function writeRemoteBuild(dir: string, remote: RemoteSpec, options: BuildFixture = {}): void {
  const name = options.name ?? remote.name;
  const expose = options.expose ?? remote.expose;
  const chunk = `__federation_expose_${expose.slice(2)}.0123456789.js`;
  const omit = new Set(options.omit ?? []);
  if (!omit.has('remoteEntry.js'))
    write(path.join(dir, 'remoteEntry.js'), `var ${name}; /* ${options.content ?? 'v1'} */`);
  write(path.join(dir, chunk), `/* ${options.content ?? 'v1'} page */`);
  if (!omit.has('mf-manifest.json'))
    write(path.join(dir, 'mf-manifest.json'), manifestJson({ ...options, name, exposes: [expose], chunk }));
}

/** The shell's dist/ folder: index.html, remotes.json and its manifest. */
export function writeShellBuild(
  dir: string,
  options: { shared?: SharedFixture[]; contractVersion?: number } = {},
): void {
  write(
    path.join(dir, 'index.html'),
    '<!doctype html><html lang="en"><head><title>Simple Recipes For Everyone</title></head><body><div id="root"></div></body></html>',
  );
  write(
    path.join(dir, 'remotes.json'),
    JSON.stringify(
      Object.fromEntries(REMOTE_SPECS.map(({ name, folder }) => [name, `/remotes/${folder}/remoteEntry.js`])),
    ),
  );
  write(path.join(dir, 'mf-manifest.json'), manifestJson({ name: 'shell', exposes: [], ...options }));
}

/** A site root (shell + the three remotes, all fitting each other) in a temporary folder. */
export function createReleaseSite() {
  const rootDir = mkdtempSync(path.join(tmpdir(), 'release-site-'));
  writeShellBuild(path.join(rootDir, 'shell', 'dist'));
  for (const remote of REMOTE_SPECS)
    writeRemoteBuild(path.join(rootDir, remote.folder, 'dist'), remote, { content: 'built-in' });
  return { rootDir, cleanup: () => rmSync(rootDir, { recursive: true, force: true }) };
}

/** A remote build in a temporary folder (for packing and publishing). */
export function createRemoteBuild(remote: RemoteSpec, options: BuildFixture = {}) {
  const dir = mkdtempSync(path.join(tmpdir(), `${remote.folder}-build-`));
  writeRemoteBuild(dir, remote, options);
  return { dir, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}
