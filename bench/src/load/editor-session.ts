// Logs the bench's editor in (the server created the account on first start) and returns the session cookie.
import { BENCH_EDITOR } from '../server/server-process';

export const MARKER = { 'x-requested-with': 'XMLHttpRequest' } as const;

export async function editorCookie(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/session`, {
    method: 'POST',
    headers: { ...MARKER, 'content-type': 'application/json' },
    body: JSON.stringify(BENCH_EDITOR),
  });
  const sid = response.headers.getSetCookie().find((cookie) => cookie.startsWith('sid='));
  if (response.status !== 204 || !sid)
    throw new Error(`The bench editor could not log in: ${response.status} ${await response.text()}`);
  return sid.split(';')[0] as string;
}
