// Deploy tokens (docs/design.md §7): random, shown once, stored only as a hash, scoped to one remote. They are looked up
// by their SHA-256, so no comparison ever runs over the secret itself.
import { randomBytes } from 'node:crypto';
import type { DeployToken, ReleaseStore } from '../db/releases';
import { hashToken } from '../accounts/token-hash';

const PREFIX = 'srd_';

export async function issueDeployToken(
  releases: ReleaseStore,
  remote: string,
): Promise<{ token: string; record: DeployToken }> {
  const token = `${PREFIX}${randomBytes(32).toString('base64url')}`;
  const record = await releases.createToken(remote, hashToken(token));
  return { token, record };
}

export function revokeDeployToken(releases: ReleaseStore, token: string): Promise<boolean> {
  return releases.revokeToken(hashToken(token.trim()));
}
