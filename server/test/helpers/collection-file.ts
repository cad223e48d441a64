// Collection files for the import tests: zips built in memory, sent as the multipart part `file`, and the answer
// read back (NDJSON progress lines ended by the result, or plain JSON when nothing was written).
import { ZipFile } from 'yazl';
import type { CollectionImportResult } from '@simple-recipes/shared-api/types';
import type { ApiClient } from './client';

export async function zipOf(entries: Array<[string, Buffer | string]>, compress = true): Promise<Buffer> {
  const zip = new ZipFile();
  for (const [name, data] of entries)
    zip.addBuffer(Buffer.isBuffer(data) ? data : Buffer.from(data), name, { compress });
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export function uploadCollection(client: ApiClient, bytes: Buffer, name: string): Promise<Response> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), name);
  return client.request('POST', '/api/imports', { body: form });
}

/** The answer of an import that wrote recipes: its progress lines, then the result. */
export async function collectionImportResult(
  response: Response,
): Promise<{ result: CollectionImportResult; progress: unknown[] }> {
  expect(response.status).toBe(200);
  const lines = (await response.text())
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as Record<string, unknown>);
  const last = lines[lines.length - 1] ?? {};
  const result = ('result' in last ? last.result : last) as CollectionImportResult;
  return { result, progress: lines.slice(0, -1) };
}
