// Builds the front end (all four apps, production) when a dist/ is missing or older than anything it is built
// from, so `npm run test:e2e` always tests the current code without rebuilding needlessly.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { APPS, REPO_ROOT } from './support/paths';

const SOURCES = [
  ...APPS.flatMap((app) => [`${app}/src`, `${app}/public`, `${app}/webpack.config.js`, `${app}/package.json`]),
  'shared-api/src',
  'shared-ui/src',
  'scripts/webpack',
  'package-lock.json',
];

/** The newest modification time under a file or folder (tests and test helpers do not count). */
function newest(file: string): number {
  if (!existsSync(file)) return 0;
  const stat = statSync(file);
  if (!stat.isDirectory()) return /\.test\.tsx?$/.test(file) ? 0 : stat.mtimeMs;
  return readdirSync(file).reduce((latest, name) => Math.max(latest, newest(path.join(file, name))), stat.mtimeMs);
}

/** When each app's last build finished: its manifest is written at the end. 0 when not built. */
function builtAt(app: string): number {
  const manifest = path.join(REPO_ROOT, app, 'dist', 'mf-manifest.json');
  return existsSync(manifest) ? statSync(manifest).mtimeMs : 0;
}

export default function globalSetup(): void {
  if (process.env.E2E_SKIP_BUILD === '1') return;
  const sourcesChanged = Math.max(...SOURCES.map((source) => newest(path.join(REPO_ROOT, source))));
  const oldestBuild = Math.min(...APPS.map(builtAt));
  if (oldestBuild > sourcesChanged) return;
  console.log(
    oldestBuild === 0
      ? 'e2e: building the front end (no build yet)…'
      : 'e2e: sources changed since the last build; rebuilding the front end…',
  );
  const configs = APPS.flatMap((app) => ['--config', `${app}/webpack.config.js`]);
  execFileSync(process.execPath, [require.resolve('webpack-cli/bin/cli.js'), '--mode', 'production', ...configs], {
    cwd: REPO_ROOT,
    stdio: 'inherit',
  });
}
