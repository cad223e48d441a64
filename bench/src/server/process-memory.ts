// A process's memory as the kernel counts it: resident now (VmRSS) and the most it ever was (VmHWM).
import { readFile } from 'node:fs/promises';

export interface ProcessMemory {
  rssMiB: number;
  peakRssMiB: number;
}

/** Reads the kB figures of /proc/<pid>/status text. */
export function parseProcStatus(status: string): ProcessMemory {
  const kb = (field: string) => {
    const match = new RegExp(`^${field}:\\s+(\\d+)\\s+kB`, 'm').exec(status);
    if (!match) throw new Error(`/proc status has no ${field} line.`);
    return Math.round((Number(match[1]) / 1024) * 10) / 10;
  };
  return { rssMiB: kb('VmRSS'), peakRssMiB: kb('VmHWM') };
}

/** null where /proc is not there (not Linux). */
export async function processMemory(pid: number): Promise<ProcessMemory | null> {
  try {
    return parseProcStatus(await readFile(`/proc/${pid}/status`, 'utf8'));
  } catch {
    return null;
  }
}
