// A process's memory as the kernel counts it: resident now (VmRSS) and the most it ever was (VmHWM), and how much
// of the resident memory is file pages (RssFile: SQLite's database file read through a memory map, which the
// kernel can drop whenever it needs the room; anonymous memory is what the process itself holds).
import { readFile } from 'node:fs/promises';

export interface ProcessMemory {
  rssMiB: number;
  peakRssMiB: number;
  /** null where the kernel does not say (RssFile is Linux 4.5 and later); absent in reports of older runs. */
  fileMiB?: number | null;
}

/** Reads the kB figures of /proc/<pid>/status text. */
export function parseProcStatus(status: string): ProcessMemory {
  const kb = (field: string, required = true) => {
    const match = new RegExp(`^${field}:\\s+(\\d+)\\s+kB`, 'm').exec(status);
    if (!match) {
      if (required) throw new Error(`/proc status has no ${field} line.`);
      return null;
    }
    return Math.round((Number(match[1]) / 1024) * 10) / 10;
  };
  return { rssMiB: kb('VmRSS') as number, peakRssMiB: kb('VmHWM') as number, fileMiB: kb('RssFile', false) };
}

/** null where /proc is not there (not Linux). */
export async function processMemory(pid: number): Promise<ProcessMemory | null> {
  try {
    return parseProcStatus(await readFile(`/proc/${pid}/status`, 'utf8'));
  } catch {
    return null;
  }
}
