// `npm run remotes -- publish` builds the remote into a temporary folder of its own: `<remote>/dist` is what the
// running site serves as the remote built with it (the shell's fallback, where a rollback ends), so a release —
// one the gate refuses, or a broken one rolled back later — must never land there.
import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface BuildCommand {
  command: string;
  args: string[];
  cwd: string;
  env: NodeJS.ProcessEnv;
}

/** Runs a build; true when it succeeded. */
export type BuildRunner = (build: BuildCommand) => boolean;

export function remoteBuildCommand(folder: string, root: string, outputDir: string): BuildCommand {
  return {
    command: 'npm',
    args: ['run', 'build', '-w', folder],
    cwd: root,
    // scripts/webpack/index.js writes there instead of <remote>/dist.
    env: { ...process.env, BUILD_OUTPUT_DIR: outputDir },
  };
}

const runWithNpm: BuildRunner = ({ command, args, cwd, env }) =>
  spawnSync(command, args, { cwd, env, stdio: ['ignore', 'inherit', 'inherit'] }).status === 0;

/** Builds `folder` into a new temporary folder, hands it to `use`, and removes it afterwards (also on failure). */
export async function withFreshBuild<T>(
  folder: string,
  root: string,
  use: (outputDir: string) => Promise<T>,
  run: BuildRunner = runWithNpm,
): Promise<T> {
  const parent = await mkdtemp(path.join(tmpdir(), `publish-${folder}-`));
  try {
    const outputDir = path.join(parent, 'dist');
    if (!run(remoteBuildCommand(folder, root, outputDir))) throw new Error(`The build of ${folder} failed.`);
    return await use(outputDir);
  } finally {
    await rm(parent, { recursive: true, force: true });
  }
}
