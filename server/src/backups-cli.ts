// `npm run backup -- FILE` and `npm run restore -- FILE [--force]`, on the DATA_DIR / DATABASE_URL the server uses.
// A backup may run while the server runs; a restore wants the server stopped (it writes the database and pictures).
import { dataDirOf, resolvePath } from './config';
import { BackupDamagedError, restoreBackup } from './backups/restore-backup';
import { createBackup } from './backups/create-backup';
import { BackupRefusedError } from './backups/manifest';

const USAGE = 'Usage: npm run backup -- FILE   |   npm run restore -- FILE [--force]';

function formatBytes(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MiB` : `${(bytes / 1024).toFixed(1)} KiB`;
}

async function main(): Promise<void> {
  const [command, ...args] = process.argv.slice(2);
  const force = args.includes('--force');
  const files = args.filter((arg) => arg !== '--force');
  if ((command !== 'backup' && command !== 'restore') || files.length !== 1 || (command === 'backup' && force)) {
    throw new BackupRefusedError(USAGE);
  }
  const file = resolvePath(process.env, files[0]!);
  const dataDir = dataDirOf(process.env);
  const databaseUrl = process.env.DATABASE_URL || undefined;

  if (command === 'backup') {
    const summary = await createBackup({ dataDir, databaseUrl, file });
    const recipes = summary.contents.tables.find((table) => table.name === 'recipes')?.rows ?? 0;
    console.log(
      `Backed up ${recipes} recipes, ${summary.contents.images.length} picture files and ` +
        `${summary.contents.releases?.length ?? 0} published releases to ${file} ` +
        `(${formatBytes(summary.bytes)}; release ${summary.manifest.release}, schema version ${summary.manifest.schemaVersion}).`,
    );
    return;
  }
  const summary = await restoreBackup({ file, dataDir, databaseUrl, force });
  console.log(
    `Restored ${summary.recipes} recipes, ${summary.images} picture files and ${summary.releases} published releases from ${file} ` +
      `(written by release ${summary.manifest.release} on ${summary.manifest.database}, schema version ${summary.manifest.schemaVersion}` +
      (summary.migrated.length > 0 ? `; then ran migrations ${summary.migrated.join(', ')}` : '') +
      `). Every recipe is whole and every picture present.`,
  );
}

main().catch((error: unknown) => {
  const known = error instanceof BackupRefusedError || error instanceof BackupDamagedError;
  const message = error instanceof Error ? error.message : String(error);
  console.error(known ? message : `${process.argv[2] === 'restore' ? 'The restore' : 'The backup'} failed: ${message}`);
  process.exit(1);
});
