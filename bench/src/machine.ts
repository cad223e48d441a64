// What the numbers were measured on.
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import { REPO_ROOT } from './paths';

export interface MachineInfo {
  cpu: string;
  cores: number;
  memoryGiB: number;
  os: string;
  node: string;
  /** Load average (1 min) when the run started: other work sharing the machine skews every number. */
  loadAverageAtStart: number;
}

export interface SourceInfo {
  commit: string;
  /** Uncommitted changes under the measured folders. */
  dirty: boolean;
}

export function machineInfo(): MachineInfo {
  const cpus = os.cpus();
  return {
    cpu: cpus[0]?.model.trim() ?? 'unknown',
    cores: cpus.length,
    memoryGiB: Math.round((os.totalmem() / 1024 ** 3) * 10) / 10,
    os: `${os.type()} ${os.release()} (${os.arch()})`,
    node: process.version,
    loadAverageAtStart: Math.round((os.loadavg()[0] ?? 0) * 100) / 100,
  };
}

export function sourceInfo(): SourceInfo {
  const git = (...args: string[]) => execFileSync('git', args, { cwd: REPO_ROOT, encoding: 'utf8' }).trim();
  try {
    const folders = [
      'server',
      'shell',
      'mf-catalog',
      'mf-recipe-view',
      'mf-recipe-editor',
      'shared-api',
      'shared-ui',
      'scripts',
    ];
    return {
      commit: git('rev-parse', '--short', 'HEAD'),
      dirty: git('status', '--porcelain', '--', ...folders) !== '',
    };
  } catch {
    return { commit: 'unknown', dirty: false };
  }
}
