// A small tmpfs as DATA_DIR, to fill for real (CI runs as root on a clean machine). Where mounting is not allowed
// (not root, a container without CAP_SYS_ADMIN) the fault tests skip with this module's reason.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmdirSync } from 'node:fs';
import { open, readdir, unlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

function mount(dir: string, sizeMb: number): void {
  execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${sizeMb}m`, 'tmpfs', dir], { stdio: 'pipe' });
}

/** Why a tmpfs cannot be mounted here (tried once, synchronously), or null when it can. */
export function smallDiskUnavailable(): string | null {
  if (process.platform !== 'linux') return 'tmpfs mounts need Linux';
  if (process.getuid?.() !== 0) return 'mounting a tmpfs needs root (CI runs the suite as root)';
  const dir = mkdtempSync(join(tmpdir(), 'recipes-mount-probe-'));
  try {
    mount(dir, 1);
    execFileSync('umount', [dir], { stdio: 'pipe' });
    return null;
  } catch (error) {
    return `mount -t tmpfs failed here (${String((error as { stderr?: unknown }).stderr ?? error).trim()})`;
  } finally {
    rmdirSync(dir);
  }
}

export interface SmallDisk {
  dir: string;
  /** Writes a filler file until the disk is completely full. */
  fill(): Promise<void>;
  /** Removes the filler. */
  free(): Promise<void>;
  /** Makes a folder of the disk read-only (a read-only bind mount over it) or writable again. */
  readOnly(folder: string, readOnly: boolean): void;
  unmount(): void;
}

const FILLER = 'filler.bin';

export function mountSmallDisk(sizeMb: number): SmallDisk {
  const dir = mkdtempSync(join(tmpdir(), 'recipes-small-disk-'));
  mount(dir, sizeMb);
  let mounted = true;
  return {
    dir,
    async fill() {
      const handle = await open(join(dir, FILLER), 'a');
      try {
        for (const size of [1024 * 1024, 4096, 1]) {
          const chunk = Buffer.alloc(size, 0xab);
          for (;;) {
            try {
              await handle.write(chunk);
            } catch (error) {
              if ((error as NodeJS.ErrnoException).code === 'ENOSPC') break;
              throw error;
            }
          }
        }
      } finally {
        await handle.close();
      }
    },
    async free() {
      if ((await readdir(dir)).includes(FILLER)) await unlink(join(dir, FILLER));
    },
    readOnly(folder, readOnly) {
      const path = join(dir, folder);
      if (!readOnly) return void execFileSync('umount', [path], { stdio: 'pipe' });
      execFileSync('mount', ['--bind', path, path], { stdio: 'pipe' });
      execFileSync('mount', ['-o', 'remount,bind,ro', path], { stdio: 'pipe' });
    },
    unmount() {
      if (!mounted) return;
      execFileSync('umount', ['-l', dir], { stdio: 'pipe' });
      mounted = false;
      rmdirSync(dir);
    },
  };
}
