import { useCallback, useState } from 'react';
import { useSWRConfig } from 'swr';
import {
  API_HEADERS,
  ApiError,
  NETWORK_ERROR_MESSAGE,
  apiUrl,
  errorFromResponse,
  revalidateRecipeLists,
  type CollectionImportResult,
} from '@simple-recipes/shared-api';

export interface CollectionImportOptions {
  /** Upload progress, 0..1. */
  onProgress?(fraction: number): void;
  /** Recipes written so far, as the server reports them after each chunk. */
  onWritten?(done: number, total: number): void;
}

type AnswerLine = {
  done?: unknown;
  total?: unknown;
  result?: CollectionImportResult;
  error?: unknown;
} & Partial<CollectionImportResult>;

function answerLines(text: string): AnswerLine[] {
  return text
    .split('\n')
    .filter((line) => line.trim())
    .flatMap((line) => {
      try {
        return [JSON.parse(line) as AnswerLine];
      } catch {
        // The line being written when the text was read.
        return [];
      }
    });
}

/** The end of an import's answer: the result (streamed `{ result }` or plain JSON), or the error it ended with. */
function resultOf(text: string, status: number): CollectionImportResult {
  const last = answerLines(text).pop();
  if (last?.result) return last.result;
  if (last && typeof last.error === 'string') throw new ApiError(500, last.error);
  if (last && typeof last.imported === 'number') return last as CollectionImportResult;
  throw new ApiError(status, 'The server sent an answer that could not be read.');
}

/**
 * `POST /api/imports` with the file as multipart part `file` (this site's export zip, a zip of JSON-LD recipes, or
 * one JSON-LD file). Sent with XMLHttpRequest for upload progress; while the server writes, its answer streams
 * `{ done, total }` lines, then the result. Rejects with an ApiError (422 for a broken file, which changed nothing).
 */
export function importCollection(file: Blob, options: CollectionImportOptions = {}): Promise<CollectionImportResult> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', apiUrl('/imports'));
    for (const [name, value] of Object.entries(API_HEADERS)) xhr.setRequestHeader(name, value);
    xhr.setRequestHeader('Accept', 'application/x-ndjson, application/json');
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) options.onProgress?.(Math.min(1, event.loaded / event.total));
    });
    xhr.upload.addEventListener('load', () => options.onProgress?.(1));
    xhr.addEventListener('progress', () => {
      if (xhr.status !== 200 || typeof xhr.responseText !== 'string') return;
      const written = answerLines(xhr.responseText)
        .filter((line) => typeof line.done === 'number')
        .pop();
      if (written) options.onWritten?.(written.done as number, written.total as number);
    });
    xhr.addEventListener('load', () => {
      const contentType = xhr.getResponseHeader('content-type');
      const text = typeof xhr.responseText === 'string' ? xhr.responseText : '';
      try {
        if (xhr.status < 200 || xhr.status >= 300) throw errorFromResponse(xhr.status, text, contentType);
        resolve(resultOf(text, xhr.status));
      } catch (error) {
        reject(error);
      }
    });
    xhr.addEventListener('error', () => reject(new ApiError(0, NETWORK_ERROR_MESSAGE)));
    const form = new FormData();
    form.append('file', file, 'name' in file && typeof file.name === 'string' ? file.name : 'recipes.zip');
    xhr.send(form);
  });
}

export interface CollectionImportState {
  start(file: Blob): Promise<CollectionImportResult>;
  isImporting: boolean;
  /** Upload progress, 0..1; at 1 the server is importing. */
  progress: number;
  /** Recipes written so far while the server imports, or null before it starts writing. */
  written: { done: number; total: number } | null;
  result: CollectionImportResult | null;
  error: unknown;
}

/** `importCollection` with its state; afterwards every recipe list reloads. */
export function useCollectionImport(): CollectionImportState {
  const { cache, mutate } = useSWRConfig();
  const [state, setState] = useState<Omit<CollectionImportState, 'start'>>({
    isImporting: false,
    progress: 0,
    written: null,
    result: null,
    error: undefined,
  });
  const start = useCallback(
    async (file: Blob) => {
      setState({ isImporting: true, progress: 0, written: null, result: null, error: undefined });
      try {
        const result = await importCollection(file, {
          onProgress: (progress) => setState((current) => ({ ...current, progress })),
          onWritten: (done, total) => setState((current) => ({ ...current, written: { done, total } })),
        });
        setState({ isImporting: false, progress: 1, written: null, result, error: undefined });
        void revalidateRecipeLists({ cache, mutate }).catch((error: unknown) =>
          console.error('The recipe lists could not be refreshed.', error),
        );
        return result;
      } catch (error) {
        setState({ isImporting: false, progress: 0, written: null, result: null, error });
        throw error;
      }
    },
    [cache, mutate],
  );
  return { start, ...state };
}
