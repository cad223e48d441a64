import { useCallback, useState } from 'react';
import { useSWRConfig } from 'swr';
import { apiFetch } from '../client';
import { recipeKey } from './get-recipe';
import { forgetRecipe, revalidateRecipeLists } from './revalidate';

/** `DELETE /api/recipes/:stub`; resolves to the removed stub (404 when it is already gone). */
export async function deleteRecipe(stub: string): Promise<string> {
  const body = await apiFetch<unknown>(recipeKey(stub), { method: 'DELETE' });
  return typeof body === 'string' && body.trim() ? body.trim() : stub;
}

export interface DeleteRecipeState {
  remove(stub: string): Promise<void>;
  isRemoving: boolean;
  error: unknown;
}

/** `deleteRecipe` with its state; on success the recipe leaves the cache and every list reloads without it. */
export function useDeleteRecipe(): DeleteRecipeState {
  const { cache, mutate } = useSWRConfig();
  const [state, setState] = useState<Omit<DeleteRecipeState, 'remove'>>({ isRemoving: false, error: undefined });

  const remove = useCallback(
    async (stub: string) => {
      setState({ isRemoving: true, error: undefined });
      try {
        const removed = await deleteRecipe(stub);
        const scope = { cache, mutate };
        void Promise.all([
          revalidateRecipeLists(scope),
          forgetRecipe(scope, stub),
          ...(removed !== stub ? [forgetRecipe(scope, removed)] : []),
        ]).catch((error: unknown) => console.error('The recipe lists could not be refreshed.', error));
        setState({ isRemoving: false, error: undefined });
      } catch (error) {
        setState({ isRemoving: false, error });
        throw error;
      }
    },
    [cache, mutate],
  );

  return { remove, ...state };
}
