// The files of releases, under DATA_DIR/releases (shared by every server process, like the pictures):
//   releases/<remote>/<version>/…   one published release, never changed once there
//   releases/.incoming/<random>/    an upload being unpacked and checked; renamed into place only when it passed
import { readFileSync, statSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { readGateManifest, type GateManifest } from './federation-manifest';

const INCOMING = '.incoming';

export function releasesRoot(dataDir: string): string {
  return path.join(dataDir, 'releases');
}

export function releaseDir(root: string, folder: string, version: string): string {
  return path.join(root, folder, version);
}

/** A new empty folder for one upload. */
export async function makeIncomingDir(root: string): Promise<string> {
  const incoming = path.join(root, INCOMING);
  await mkdir(incoming, { recursive: true });
  return mkdtemp(path.join(incoming, 'upload-'));
}

/**
 * Moves a checked upload to its version's folder; false when that version is already there (the same files were
 * published before, or by another process a moment ago), in which case the upload is left for the caller to remove.
 */
export async function moveIntoPlace(from: string, to: string): Promise<boolean> {
  await mkdir(path.dirname(to), { recursive: true });
  try {
    await rename(from, to);
    return true;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOTEMPTY' || code === 'EEXIST') return false;
    throw error;
  }
}

/** Uploads left behind by a process that stopped mid-way (older than `graceMs`: another may still be writing). */
export async function sweepIncoming(root: string, graceMs: number, now = Date.now()): Promise<number> {
  const incoming = path.join(root, INCOMING);
  let names: string[];
  try {
    names = await readdir(incoming);
  } catch {
    return 0;
  }
  let removed = 0;
  for (const name of names) {
    const folder = path.join(incoming, name);
    const info = await stat(folder).catch(() => null);
    if (info && now - info.mtimeMs >= graceMs) {
      await rm(folder, { recursive: true, force: true });
      removed += 1;
    }
  }
  return removed;
}

export interface FolderForGate {
  manifest: GateManifest | { problem: string };
  remoteEntryProblem: string | null;
}

/** A release folder's manifest and whether the remote entry it names is there, as the gate needs them. */
export function readFolderForGate(dir: string): FolderForGate {
  let manifest: GateManifest | { problem: string };
  try {
    manifest = readGateManifest(JSON.parse(readFileSync(path.join(dir, 'mf-manifest.json'), 'utf8'))) ?? {
      problem: 'mf-manifest.json is not a Module Federation manifest.',
    };
  } catch (error) {
    const missing = (error as NodeJS.ErrnoException).code === 'ENOENT';
    manifest = { problem: missing ? 'mf-manifest.json is missing.' : 'mf-manifest.json is not readable JSON.' };
  }
  const entryName = 'problem' in manifest ? 'remoteEntry.js' : manifest.remoteEntry;
  const entryFile = path.resolve(dir, entryName);
  let remoteEntryProblem: string | null = null;
  if (!entryFile.startsWith(path.resolve(dir) + path.sep)) {
    remoteEntryProblem = `The manifest names a remote entry outside the release (${entryName}).`;
  } else {
    const info = statSync(entryFile, { throwIfNoEntry: false });
    if (!info?.isFile()) remoteEntryProblem = `${entryName} is missing.`;
    else if (info.size === 0) remoteEntryProblem = `${entryName} is empty.`;
  }
  return { manifest, remoteEntryProblem };
}

export async function removeFolder(dir: string): Promise<void> {
  await rm(dir, { recursive: true, force: true });
}
