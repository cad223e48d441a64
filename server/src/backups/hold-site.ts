import { holdSite, SiteInUseError, type SiteRelease, type SiteUser } from '../db/site-in-use';
import { BackupRefusedError } from './manifest';

/**
 * Holds the site for a backup or a restore before either reads or changes anything; a site in use refuses it with
 * the sentence the command prints as it is.
 */
export async function holdSiteFor(
  user: Exclude<SiteUser, 'server'>,
  databaseUrl: string | undefined,
  dataDir: string,
): Promise<SiteRelease> {
  try {
    return await holdSite(user, databaseUrl, dataDir);
  } catch (error) {
    throw error instanceof SiteInUseError ? new BackupRefusedError(error.message) : error;
  }
}
