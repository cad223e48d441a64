// The remotes built with the site (<folder>/dist) pass the same gate as a published release when the server
// starts, so a build that does not fit its shell never starts; each gets its content version for the page and
// the status.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { readGateManifest, type GateManifest } from './federation-manifest';
import { gateProblems } from './gate';
import { readFolderForGate } from './release-folders';
import { REMOTE_SPECS } from './remote-names';
import { hashDirectory, releaseVersion } from './version-hash';

/** The shell's own manifest, null when its build has none. */
export function readShellManifest(shellDir: string): GateManifest | null {
  const file = path.join(shellDir, 'mf-manifest.json');
  if (!existsSync(file)) return null;
  return readGateManifest(JSON.parse(readFileSync(file, 'utf8')));
}

/**
 * Gates every built remote against the shell; throws with every problem when one does not pass. Returns the
 * content version of each built remote, by folder.
 */
export async function checkBuiltInRemotes(
  remoteDirs: Record<string, string>,
  shell: GateManifest | null,
): Promise<Partial<Record<string, string>>> {
  const versions: Partial<Record<string, string>> = {};
  const failures: string[] = [];
  for (const remote of REMOTE_SPECS) {
    const dir = remoteDirs[remote.folder];
    if (!dir || !existsSync(dir)) continue;
    if (shell) {
      const problems = gateProblems({ remote, ...readFolderForGate(dir), shell });
      if (problems.length > 0) failures.push(`${remote.folder}: ${problems.join(' ')}`);
    }
    versions[remote.folder] = releaseVersion(await hashDirectory(dir));
  }
  if (failures.length > 0) {
    throw new Error(`The built remotes do not fit the shell (rebuild them together): ${failures.join(' | ')}`);
  }
  return versions;
}
