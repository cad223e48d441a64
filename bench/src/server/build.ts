// The production builds the bench measures: server/dist (esbuild) and each app's dist (webpack). Built when
// missing or older than their sources (like the e2e setup), or always with --build.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { log } from '../log';
import { APPS, REPO_ROOT, SERVER_MAIN } from '../paths';

const require = createRequire(import.meta.url);

/** The newest modification time under a file or folder (tests excluded). */
function newest(file: string): number {
  if (!existsSync(file)) return 0;
  const stat = statSync(file);
  if (!stat.isDirectory()) return /\.test\.tsx?$/.test(file) ? 0 : stat.mtimeMs;
  return readdirSync(file).reduce((latest, name) => Math.max(latest, newest(path.join(file, name))), stat.mtimeMs);
}

const inRepo = (...paths: string[]) => paths.map((p) => path.join(REPO_ROOT, p));

function frontEndBuiltAt(): number {
  return Math.min(
    ...APPS.map((app) => {
      const marker = path.join(REPO_ROOT, app, 'dist', 'mf-manifest.json');
      return existsSync(marker) ? statSync(marker).mtimeMs : 0;
    }),
  );
}

export function ensureBuilt(force: boolean): { server: 'built' | 'up to date'; frontEnd: 'built' | 'up to date' } {
  const serverSources = Math.max(...inRepo('server/src', 'server/scripts', 'shared-api/src').map(newest));
  const serverBuilt = existsSync(SERVER_MAIN) ? statSync(SERVER_MAIN).mtimeMs : 0;
  let server: 'built' | 'up to date' = 'up to date';
  if (force || serverBuilt <= serverSources) {
    log('building the server (server/dist)…');
    execFileSync(process.execPath, ['scripts/build.mjs'], {
      cwd: path.join(REPO_ROOT, 'server'),
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    server = 'built';
  }

  const frontSources = Math.max(
    ...inRepo(
      ...APPS.flatMap((app) => [`${app}/src`, `${app}/public`, `${app}/webpack.config.js`]),
      'shared-api/src',
      'shared-ui/src',
      'scripts/webpack',
    ).map(newest),
  );
  let frontEnd: 'built' | 'up to date' = 'up to date';
  if (force || frontEndBuiltAt() <= frontSources) {
    log('building the front end (webpack --mode production, four apps)…');
    const configs = APPS.flatMap((app) => ['--config', `${app}/webpack.config.js`]);
    execFileSync(process.execPath, [require.resolve('webpack-cli/bin/cli.js'), '--mode', 'production', ...configs], {
      cwd: REPO_ROOT,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    frontEnd = 'built';
  }
  return { server, frontEnd };
}
