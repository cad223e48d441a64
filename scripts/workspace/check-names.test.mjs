import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { checkWorkspaceNames } from './check-names.mjs';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '../..');
const made = [];
after(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A throwaway workspace: { folder: package.json contents }, with node_modules links as npm would make them. */
function workspace(packages, links = {}) {
  const root = mkdtempSync(join(tmpdir(), 'workspace-names-'));
  made.push(root);
  writeFileSync(join(root, 'package.json'), JSON.stringify({ private: true, workspaces: Object.keys(packages) }));
  for (const [folder, manifest] of Object.entries(packages)) {
    mkdirSync(join(root, folder));
    writeFileSync(join(root, folder, 'package.json'), JSON.stringify(manifest));
  }
  for (const [name, target] of Object.entries(links)) {
    const link = join(root, 'node_modules', name);
    mkdirSync(dirname(link), { recursive: true });
    if (target.startsWith('registry:')) {
      mkdirSync(link);
      writeFileSync(join(link, 'package.json'), JSON.stringify({ name, version: target.slice(9) }));
    } else symlinkSync(join(root, target), link);
  }
  return root;
}

const api = { name: '@simple-recipes/shared-api', version: '1.0.0' };

describe('workspace package names', () => {
  it('passes on this repository as installed', () => {
    assert.deepEqual(checkWorkspaceNames(repoRoot), []);
  });

  it('passes on a scoped workspace whose dependency is linked to its folder', () => {
    const root = workspace(
      {
        'shared-api': api,
        app: { name: '@simple-recipes/app', version: '1.0.0', dependencies: { '@simple-recipes/shared-api': '1.0.0' } },
      },
      { '@simple-recipes/shared-api': 'shared-api' },
    );
    assert.deepEqual(checkWorkspaceNames(root), []);
  });

  it('fails on a package with a bare name', () => {
    const root = workspace({ 'shared-ui': { name: 'shared-ui', version: '1.0.0' } });
    assert.deepEqual(checkWorkspaceNames(root), ['shared-ui: package name "shared-ui" is not under @simple-recipes/']);
  });

  it('fails on a dependency that names a workspace package by its bare name', () => {
    const root = workspace({
      'shared-api': api,
      app: { name: '@simple-recipes/app', version: '1.0.0', dependencies: { 'shared-api': '*' } },
    });
    assert.deepEqual(checkWorkspaceNames(root), [
      'app: dependencies names the workspace package "shared-api" by a bare name; use @simple-recipes/shared-api',
    ]);
  });

  it('fails on a range instead of the exact version', () => {
    const root = workspace(
      {
        'shared-api': api,
        app: {
          name: '@simple-recipes/app',
          version: '1.0.0',
          dependencies: { '@simple-recipes/shared-api': '^1.0.0' },
        },
      },
      { '@simple-recipes/shared-api': 'shared-api' },
    );
    assert.deepEqual(checkWorkspaceNames(root), [
      'app: dependencies "@simple-recipes/shared-api": "^1.0.0" is not the exact version 1.0.0',
    ]);
  });

  it('fails when the dependency resolves to a registry copy instead of the workspace folder', () => {
    const root = workspace(
      {
        'shared-api': api,
        app: { name: '@simple-recipes/app', version: '1.0.0', dependencies: { '@simple-recipes/shared-api': '1.0.0' } },
      },
      { '@simple-recipes/shared-api': 'registry:1.0.0' },
    );
    const [problem, ...rest] = checkWorkspaceNames(root);
    assert.match(
      problem ?? '',
      /^app: "@simple-recipes\/shared-api" resolves to .*node_modules\/@simple-recipes\/shared-api, not to the workspace folder shared-api$/,
    );
    assert.deepEqual(rest, []);
  });

  it('fails when the dependency is not installed at all', () => {
    const root = workspace({
      'shared-api': api,
      app: { name: '@simple-recipes/app', version: '1.0.0', dependencies: { '@simple-recipes/shared-api': '1.0.0' } },
    });
    assert.deepEqual(checkWorkspaceNames(root), [
      'app: "@simple-recipes/shared-api" is not installed (run npm install)',
    ]);
  });
});
