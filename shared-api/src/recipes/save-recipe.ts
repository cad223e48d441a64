import { useCallback, useState } from 'react';
import { useSWRConfig } from 'swr';
import {
  API_HEADERS,
  ApiError,
  NETWORK_ERROR_MESSAGE,
  apiUrl,
  errorFromResponse,
  parseSuccessBody,
  recipeKey,
  reloadRecipe,
  revalidateRecipeLists,
  type RecipeDraft,
} from '@simple-recipes/shared-api';

export interface SaveOptions {
  /** Update this recipe; without it a new recipe is created. */
  stub?: string;
  /** Upload progress, 0..1. */
  onProgress?(fraction: number): void;
  signal?: AbortSignal;
}

/**
 * The multipart body of a save (docs/design.md §3): `files` (only with an image) or `importedImage` (the reference of a
 * picture an import kept) or, without either, `removeImage` (an update that removes the picture), then `recipe`,
 * `ingredients`, `steps` as JSON. A picture wins over `removeImage`: it replaces the old one anyway.
 */
export function saveRecipeFormData(draft: RecipeDraft): FormData {
  const form = new FormData();
  if (draft.image) {
    const name = 'name' in draft.image && typeof draft.image.name === 'string' ? draft.image.name : 'image';
    form.append('files', draft.image, name);
  } else if (draft.importedImage) {
    form.append('importedImage', draft.importedImage);
  } else if (draft.removeImage) {
    form.append('removeImage', 'true');
  }
  form.append('recipe', JSON.stringify(draft.recipe));
  form.append('ingredients', JSON.stringify(draft.ingredients));
  form.append('steps', JSON.stringify(draft.steps));
  return form;
}

/** The path a save goes to: `/recipes` to create, `/recipes/:stub` to update. */
export function savePath(stub?: string): string {
  return stub ? recipeKey(stub) : '/recipes';
}

function stubFrom(body: unknown, status: number): string {
  const stub = typeof body === 'string' ? body.trim() : '';
  if (!stub) throw new ApiError(status, 'The server did not say where the recipe was saved.');
  return stub;
}

/**
 * Creates or updates a recipe in one multipart request and resolves to its stub (which changes when the name does).
 * Sent with XMLHttpRequest, as fetch cannot report upload progress. Rejects with an ApiError: 409 changed meanwhile,
 * 413 too large, 415 not an image, 422 with field errors, 0 when the server could not be reached.
 */
export function saveRecipe(draft: RecipeDraft, options: SaveOptions = {}): Promise<string> {
  const { stub, onProgress, signal } = options;
  return new Promise<string>((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open('POST', apiUrl(savePath(stub)));
    for (const [name, value] of Object.entries(API_HEADERS)) xhr.setRequestHeader(name, value);
    xhr.setRequestHeader('Accept', 'text/plain, application/json;q=0.9');

    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(Math.min(1, event.loaded / event.total));
    });
    xhr.upload.addEventListener('load', () => onProgress?.(1));

    const abort = () => xhr.abort();
    signal?.addEventListener('abort', abort, { once: true });
    const settle = () => signal?.removeEventListener('abort', abort);

    xhr.addEventListener('load', () => {
      settle();
      const contentType = xhr.getResponseHeader('content-type');
      const text = typeof xhr.responseText === 'string' ? xhr.responseText : '';
      try {
        if (xhr.status < 200 || xhr.status >= 300) throw errorFromResponse(xhr.status, text, contentType);
        resolve(stubFrom(parseSuccessBody(xhr.status, text, contentType), xhr.status));
      } catch (error) {
        reject(error);
      }
    });
    xhr.addEventListener('error', () => {
      settle();
      reject(new ApiError(0, NETWORK_ERROR_MESSAGE));
    });
    xhr.addEventListener('timeout', () => {
      settle();
      reject(new ApiError(0, NETWORK_ERROR_MESSAGE));
    });
    xhr.addEventListener('abort', () => {
      settle();
      reject(signal?.reason ?? new DOMException('The save was cancelled.', 'AbortError'));
    });

    xhr.send(saveRecipeFormData(draft));
  });
}

export interface SaveRecipeState {
  save(draft: RecipeDraft, options?: { stub?: string }): Promise<string>;
  isSaving: boolean;
  /** Upload progress of the running save, 0..1. */
  progress: number;
  error: unknown;
}

/** `saveRecipe` with its state; on success every recipe list and the saved recipe (old and new stub) are reloaded. */
export function useSaveRecipe(): SaveRecipeState {
  const { cache, mutate } = useSWRConfig();
  const [state, setState] = useState<Omit<SaveRecipeState, 'save'>>({ isSaving: false, progress: 0, error: undefined });

  const save = useCallback(
    async (draft: RecipeDraft, options: { stub?: string } = {}) => {
      setState({ isSaving: true, progress: 0, error: undefined });
      try {
        const saved = await saveRecipe(draft, {
          stub: options.stub,
          onProgress: (progress) => setState((current) => ({ ...current, progress })),
        });
        const scope = { cache, mutate };
        const stubs = new Set([saved, ...(options.stub ? [options.stub] : [])]);
        // Not awaited: the caller moves on (to the recipe page) while lists reload in the background.
        void Promise.all([revalidateRecipeLists(scope), ...[...stubs].map((stub) => reloadRecipe(scope, stub))]).catch(
          (error: unknown) => console.error('The recipe lists could not be refreshed.', error),
        );
        setState({ isSaving: false, progress: 1, error: undefined });
        return saved;
      } catch (error) {
        setState({ isSaving: false, progress: 0, error });
        throw error;
      }
    },
    [cache, mutate],
  );

  return { save, ...state };
}
