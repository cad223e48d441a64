// Type-checks every workspace that has a tsconfig.json (tsc --noEmit per package), failing on the first error.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const { workspaces } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const tsc = join(root, 'node_modules', 'typescript', 'bin', 'tsc');
let failed = false;
for (const ws of workspaces) {
  const project = join(root, ws, 'tsconfig.json');
  if (!existsSync(project)) continue;
  try {
    execFileSync(process.execPath, [tsc, '--noEmit', '-p', project], { stdio: 'inherit' });
    console.log(`typecheck ok: ${ws}`);
  } catch {
    console.error(`typecheck FAILED: ${ws}`);
    failed = true;
  }
}
process.exit(failed ? 1 : 0);
