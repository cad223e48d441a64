// The two commands a team uses, run as the README shows them (through tsx, like `npm run users` / `npm run remotes`).
import { execFileSync, spawnSync } from 'node:child_process';
import { REPO_ROOT } from '../paths';

function run(script: string, args: string[], env: Record<string, string> = {}): string {
  return execFileSync(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: REPO_ROOT,
    env: { ...process.env, ...env },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  }).trim();
}

/** `npm run users -- deploy-token <remote>` against the site's DATA_DIR (and database): the token it prints once. */
export function deployToken(dataDir: string, remote: string, databaseUrl?: string): string {
  return run('server/src/users-cli.ts', ['deploy-token', remote], {
    DATA_DIR: dataDir,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
}

/** `npm run remotes -- publish <folder> --no-build …`: the version it published. */
export function publishWithCli(site: string, token: string, folder: string, extra: string[] = []): string {
  const output = run('server/src/remotes-cli.ts', [
    'publish',
    folder,
    '--no-build',
    '--site',
    site,
    '--token',
    token,
    ...extra,
  ]);
  const match = /version ([0-9a-f]{12})/.exec(output);
  if (!match) throw new Error(`No version in the output of publish:\n${output}`);
  return match[1]!;
}

/** `npm run remotes -- publish <remote>` as a team runs it (building the remote first): its exit code and output. */
export function publishBuildingWithCli(
  site: string,
  token: string,
  remote: string,
): { status: number; output: string } {
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'server/src/remotes-cli.ts', 'publish', remote, '--site', site, '--token', token],
    { cwd: REPO_ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
  );
  return { status: result.status ?? 1, output: `${result.stdout}${result.stderr}` };
}
