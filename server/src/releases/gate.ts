// The deploy gate (docs/design.md §7): a remote's release may go live only when its mf-manifest.json fits the shell's.
// Returns every problem found (none: the release passes), each a sentence the publishing team can act on.
import semver from 'semver';
import type { GateManifest } from './federation-manifest';
import type { RemoteSpec } from './remote-names';

/** The modules the shell and every remote share as singletons (scripts/webpack/shared.js). */
export const SHARED_SINGLETONS = [
  'react',
  'react-dom',
  'react-router-dom',
  'swr',
  '@simple-recipes/shared-api',
  '@simple-recipes/shared-ui',
] as const;

/** `react/jsx-runtime` belongs to `react`: shared through its `react/` prefix, one copy with it. */
function singletonOf(name: string): string | undefined {
  return SHARED_SINGLETONS.find((singleton) => name === singleton || name.startsWith(`${singleton}/`));
}

function satisfies(version: string, range: string): boolean {
  return semver.valid(version) !== null && semver.validRange(range) !== null && semver.satisfies(version, range);
}

export interface GateInput {
  remote: RemoteSpec;
  /** The release's manifest, or why it could not be read. */
  manifest: GateManifest | { problem: string };
  /** Why the remote entry is missing or unreadable; null when it is there. */
  remoteEntryProblem: string | null;
  /** The shell's own manifest, or null when the site has none to compare with. */
  shell: GateManifest | null;
}

export function gateProblems({ remote, manifest, remoteEntryProblem, shell }: GateInput): string[] {
  const problems: string[] = [];
  if (remoteEntryProblem) problems.push(remoteEntryProblem);
  if ('problem' in manifest) return [manifest.problem, ...problems];
  if (!shell)
    return [...problems, 'The site has no shell manifest (shell/dist/mf-manifest.json) to check the release against.'];

  if (manifest.name !== remote.name) {
    problems.push(
      `The federated name is "${manifest.name ?? '(none)'}"; the shell loads this area as "${remote.name}".`,
    );
  }
  if (!manifest.exposes.includes(remote.expose)) {
    problems.push(`It does not expose ${remote.expose}, the page the shell loads for ${remote.folder}.`);
  }
  for (const shared of manifest.shared) {
    if (!singletonOf(shared.name)) continue;
    const provided = shell.shared.find((entry) => entry.name === shared.name);
    if (!provided) {
      problems.push(`It shares ${shared.name} ${shared.version}, which the shell does not provide.`);
      continue;
    }
    if (shared.requiredVersion && !satisfies(provided.version, shared.requiredVersion)) {
      problems.push(
        `It requires ${shared.name} ${shared.requiredVersion}, but the shell provides ${provided.version}.`,
      );
    }
    if (provided.requiredVersion && !satisfies(shared.version, provided.requiredVersion)) {
      problems.push(`Its ${shared.name} is ${shared.version}, but the shell requires ${provided.requiredVersion}.`);
    }
  }
  if (manifest.contractVersion === null) {
    problems.push(
      'Its manifest records no props-contract version (metaData.contractVersion): rebuild it with the current build scripts.',
    );
  } else if (manifest.contractVersion !== shell.contractVersion) {
    problems.push(
      `It was built against props-contract version ${manifest.contractVersion}; the shell uses version ${shell.contractVersion ?? '(none)'}.`,
    );
  }
  return problems;
}
