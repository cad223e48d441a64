// The remotes a release may be published for, by the folder name the API and DATA_DIR/releases use (`mf-catalog`).
import { REMOTES, type RemoteKey } from '@simple-recipes/shared-api/contracts';

export interface RemoteSpec {
  key: RemoteKey;
  /** Federated name the shell registers (`mf_catalog`). */
  name: string;
  folder: string;
  /** The page the shell loads (`./CatalogPage`). */
  expose: string;
}

export const REMOTE_SPECS: readonly RemoteSpec[] = (Object.keys(REMOTES) as RemoteKey[]).map((key) => ({
  key,
  ...REMOTES[key],
}));

export const REMOTE_FOLDERS = REMOTE_SPECS.map((spec) => spec.folder);

export function remoteByFolder(folder: string): RemoteSpec | undefined {
  return REMOTE_SPECS.find((spec) => spec.folder === folder);
}

/** Versions are 12 lower-case hex characters (version-hash.ts): also what keeps them safe in paths and URLs. */
export const VERSION_PATTERN = /^[0-9a-f]{12}$/;
