import { createHash } from 'node:crypto';

/** What is stored for a secret token (a session or a deploy token): its SHA-256, so a leaked database leaks no token. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}
