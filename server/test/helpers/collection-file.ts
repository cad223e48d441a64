// Collection files for the import tests: zips built in memory, sent as the multipart part `file`, and the answer
// read back (NDJSON progress lines ended by the result, or plain JSON when nothing was written).
import yauzl from 'yauzl';
import { ZipFile } from 'yazl';
import type { CollectionImportResult, Recipe } from '@simple-recipes/shared-api/types';
import { type ApiClient, editorClient } from './client';
import { startServer, type TestServer } from './server';

export async function zipOf(entries: Array<[string, Buffer | string]>, compress = true): Promise<Buffer> {
  const zip = new ZipFile();
  for (const [name, data] of entries)
    zip.addBuffer(Buffer.isBuffer(data) ? data : Buffer.from(data), name, { compress });
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The names of a zip's entries. */
export function zipEntryNames(zip: Buffer): Promise<string[]> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(zip, { lazyEntries: true }, (error, file) => {
      if (error || !file) return reject(error ?? new Error('no zip'));
      const names: string[] = [];
      file.on('entry', (entry: yauzl.Entry) => {
        names.push(entry.fileName);
        file.readEntry();
      });
      file.on('end', () => resolve(names));
      file.on('error', reject);
      file.readEntry();
      return undefined;
    });
  });
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

/** A recipe's ingredient sections as rows to compare: [name, [[amount, ingredient, notes], …]]. */
export function ingredientRows(recipe: Recipe): Array<[string, string[][]]> {
  return recipe.ingredients_sections.map((section) => [
    section.name,
    section.ingredients.map(({ amount, ingredient, notes }) => [amount, ingredient, notes]),
  ]);
}

/** A recipe's step sections as rows to compare: [name, [[step, notes], …]]. */
export function stepRows(recipe: Recipe): Array<[string, string[][]]> {
  return recipe.recipe_sections.map((section) => [section.name, section.steps.map(({ step, notes }) => [step, notes])]);
}

export interface ImportSuite {
  server: TestServer;
  editor: ApiClient;
  upload(bytes: Buffer, name: string): Promise<Response>;
  importResult(response: Response): Promise<CollectionImportResult>;
}

/**
 * A server of its own for a suite of collection imports, with an editor and a Breakfast tag (BRK) for files'
 * keywords to match: started before the suite's tests, closed after them.
 */
export function importSuite(): ImportSuite {
  const suite = {
    upload: (bytes: Buffer, name: string) => uploadCollection(suite.editor, bytes, name),
    importResult: async (response: Response) => (await collectionImportResult(response)).result,
  } as ImportSuite;
  beforeAll(async () => {
    suite.server = await startServer();
    suite.editor = await editorClient(suite.server);
    await suite.server.store.ensureTags([{ tag: 'Breakfast', shorthand: 'BRK' }]);
  });
  afterAll(async () => {
    await suite.server?.close();
  });
  return suite;
}
