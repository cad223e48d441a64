import { useCallback, useState } from 'react';
import { useSWRConfig } from 'swr';
import { API_HEADERS, ApiError, NETWORK_ERROR_MESSAGE, apiUrl, errorFromResponse, parseSuccessBody } from '../client';
import { revalidateRecipeLists } from '../recipes/revalidate';
import type { CollectionImportResult } from '../types';

export interface CollectionImportOptions {
  /** Upload progress, 0..1. */
  onProgress?(fraction: number): void;
}

/**
 * `POST /api/imports` with the file as multipart part `file` (this site's export zip, a zip of JSON-LD recipes, or
 * one JSON-LD file). Sent with XMLHttpRequest for upload progress. Rejects with an ApiError (422 for a broken file,
 * which changed nothing).
 */
export function importCollection(file: Blob, options: CollectionImportOptions = {}): Promise<CollectionImportResult> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', apiUrl('/imports'));
    for (const [name, value] of Object.entries(API_HEADERS)) xhr.setRequestHeader(name, value);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) options.onProgress?.(Math.min(1, event.loaded / event.total));
    });
    xhr.upload.addEventListener('load', () => options.onProgress?.(1));
    xhr.addEventListener('load', () => {
      const contentType = xhr.getResponseHeader('content-type');
      const text = typeof xhr.responseText === 'string' ? xhr.responseText : '';
      try {
        if (xhr.status < 200 || xhr.status >= 300) throw errorFromResponse(xhr.status, text, contentType);
        resolve(parseSuccessBody(xhr.status, text, contentType) as CollectionImportResult);
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
  result: CollectionImportResult | null;
  error: unknown;
}

/** `importCollection` with its state; afterwards every recipe list reloads. */
export function useCollectionImport(): CollectionImportState {
  const { cache, mutate } = useSWRConfig();
  const [state, setState] = useState<Omit<CollectionImportState, 'start'>>({ isImporting: false, progress: 0, result: null, error: undefined });
  const start = useCallback(
    async (file: Blob) => {
      setState({ isImporting: true, progress: 0, result: null, error: undefined });
      try {
        const result = await importCollection(file, { onProgress: (progress) => setState((current) => ({ ...current, progress })) });
        setState({ isImporting: false, progress: 1, result, error: undefined });
        void revalidateRecipeLists({ cache, mutate }).catch((error: unknown) => console.error('The recipe lists could not be refreshed.', error));
        return result;
      } catch (error) {
        setState({ isImporting: false, progress: 0, result: null, error });
        throw error;
      }
    },
    [cache, mutate],
  );
  return { start, ...state };
}
