import { mkdtempSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { hashDirectory, releaseVersion } from './version-hash';

describe('release versions', () => {
  const a = { path: 'remoteEntry.js', sha256: 'aa' };
  const b = { path: 'chunks/1.js', sha256: 'bb' };

  it('are 12 hex characters, the same for the same files in any order', () => {
    expect(releaseVersion([a, b])).toMatch(/^[0-9a-f]{12}$/);
    expect(releaseVersion([a, b])).toBe(releaseVersion([b, a]));
  });

  it('change with any byte or any name', () => {
    expect(releaseVersion([a, { ...b, sha256: 'bc' }])).not.toBe(releaseVersion([a, b]));
    expect(releaseVersion([a, { ...b, path: 'chunks/2.js' }])).not.toBe(releaseVersion([a, b]));
    expect(releaseVersion([a])).not.toBe(releaseVersion([a, b]));
  });

  it('of a folder match the hash of the same files listed', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'version-hash-'));
    try {
      mkdirSync(path.join(dir, 'chunks'));
      writeFileSync(path.join(dir, 'remoteEntry.js'), 'entry');
      writeFileSync(path.join(dir, 'chunks', '1.js'), 'one');
      const files = await hashDirectory(dir);
      expect(files.map((file) => file.path).sort()).toEqual(['chunks/1.js', 'remoteEntry.js']);
      writeFileSync(path.join(dir, 'chunks', '1.js'), 'uno');
      expect(releaseVersion(await hashDirectory(dir))).not.toBe(releaseVersion(files));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
