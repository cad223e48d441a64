// Guards against dependency confusion: every workspace package is named under the project's scope, and every
// package that uses another one names it by that scoped name, at its exact version, and gets our own folder
// (the link npm makes), never a registry package of the same name.
import { existsSync, readFileSync, realpathSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const SCOPE = '@simple-recipes/';
const DEPENDENCY_FIELDS = ['dependencies', 'devDependencies', 'peerDependencies', 'optionalDependencies'];

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

/** The first `node_modules/<name>` Node's resolution would find from `fromDir`, as a real path (links followed). */
function installedFolder(name, fromDir, root) {
  for (let dir = fromDir; ; dir = dirname(dir)) {
    const candidate = join(dir, 'node_modules', name);
    if (existsSync(candidate)) return realpathSync(candidate);
    if (dir === root || dir === dirname(dir)) return null;
  }
}

/**
 * @param {string} root a folder with an npm-workspaces package.json
 * @param {{ checkInstall?: boolean }} options checkInstall: also check node_modules (after `npm install`)
 * @returns {string[]} one sentence per problem; empty when the workspace is sound
 */
export function checkWorkspaceNames(root, { checkInstall = true } = {}) {
  root = realpathSync(resolve(root));
  const { workspaces = [] } = readJson(join(root, 'package.json'));
  const packages = workspaces.map((folder) => {
    const dir = join(root, folder);
    return { folder, dir, manifest: readJson(join(dir, 'package.json')) };
  });
  const problems = [];
  const byName = new Map();
  const folderNames = new Set();
  for (const pkg of packages) {
    const { name = '(no name)', version } = pkg.manifest;
    if (!name.startsWith(SCOPE)) problems.push(`${pkg.folder}: package name "${name}" is not under ${SCOPE}`);
    byName.set(name, pkg);
    folderNames.add(pkg.folder);
    folderNames.add(name.startsWith(SCOPE) ? name.slice(SCOPE.length) : name);
    if (!version) problems.push(`${pkg.folder}: has no version to depend on`);
  }
  for (const pkg of packages) {
    for (const field of DEPENDENCY_FIELDS) {
      for (const [dep, range] of Object.entries(pkg.manifest[field] ?? {})) {
        const target = byName.get(dep);
        if (!target) {
          if (folderNames.has(dep)) {
            problems.push(
              `${pkg.folder}: ${field} names the workspace package "${dep}" by a bare name; use ${SCOPE}${dep}`,
            );
          }
          continue;
        }
        if (range !== target.manifest.version) {
          problems.push(
            `${pkg.folder}: ${field} "${dep}": "${range}" is not the exact version ${target.manifest.version}`,
          );
        }
        if (!checkInstall) continue;
        const installed = installedFolder(dep, pkg.dir, root);
        if (installed === null) problems.push(`${pkg.folder}: "${dep}" is not installed (run npm install)`);
        else if (installed !== realpathSync(target.dir)) {
          problems.push(
            `${pkg.folder}: "${dep}" resolves to ${installed}, not to the workspace folder ${target.folder}`,
          );
        }
      }
    }
  }
  return problems;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const problems = checkWorkspaceNames(process.argv[2] ?? join(dirname(fileURLToPath(import.meta.url)), '../..'));
  for (const problem of problems) console.error(`workspace: ${problem}`);
  if (problems.length > 0) process.exit(1);
  console.log('workspace: every package is scoped and linked');
}
