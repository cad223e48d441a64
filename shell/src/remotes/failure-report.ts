import { REMOTES, type RemoteKey } from '@simple-recipes/shared-api/contracts';

/** What went wrong, in the words the server counts (routes/remotes.ts). */
export type FailureKind = 'missing-file' | 'script-error' | 'timeout' | 'no-page';

export function failureKindOf(error: unknown): FailureKind {
  const text = String((error as { cause?: unknown })?.cause ?? '') + String(error);
  if (/did not load within|timed? ?out/i.test(text)) return 'timeout';
  if (/ScriptNetworkError|Failed to load script|404|net::|Loading (?:script|chunk) .* failed/i.test(text))
    return 'missing-file';
  if (/no default export/i.test(text)) return 'no-page';
  return 'script-error';
}

/**
 * Tells the server a version of a remote failed to load here, so the status shows a bad release (a canary) by its
 * failures. A beacon: it survives the page being left, and nothing about the visitor is sent.
 */
export function reportRemoteFailure(key: RemoteKey, version: string | undefined, kind: FailureKind): void {
  if (!version || typeof navigator === 'undefined' || typeof navigator.sendBeacon !== 'function') return;
  try {
    navigator.sendBeacon(`/api/remotes/${REMOTES[key].folder}/failures`, JSON.stringify({ version, kind }));
  } catch {
    // A report is a bonus; the page goes on either way.
  }
}
