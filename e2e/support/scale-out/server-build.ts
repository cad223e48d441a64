// The production server bundle (server/dist/main.js, what `npm start` runs), rebuilt when it is missing or older
// than anything it is bundled from. e2e's global setup builds only the front end.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../paths';

export const SERVER_MAIN = path.join(REPO_ROOT, 'server', 'dist', 'main.js');

const SOURCES = ['server/src', 'server/scripts', 'server/package.json', 'shared-api/src', 'package-lock.json'];

/** The newest modification time under a file or folder (tests do not count). */
function newest(file: string): number {
  if (!existsSync(file)) return 0;
  const stat = statSync(file);
  if (!stat.isDirectory()) return /\.test\.tsx?$/.test(file) ? 0 : stat.mtimeMs;
  return readdirSync(file).reduce((latest, name) => Math.max(latest, newest(path.join(file, name))), stat.mtimeMs);
}

export function ensureServerBuilt(): void {
  const builtAt = existsSync(SERVER_MAIN) ? statSync(SERVER_MAIN).mtimeMs : 0;
  const changed = Math.max(...SOURCES.map((source) => newest(path.join(REPO_ROOT, source))));
  if (builtAt > changed) return;
  execFileSync(process.execPath, ['scripts/build.mjs'], { cwd: path.join(REPO_ROOT, 'server'), stdio: 'inherit' });
}
