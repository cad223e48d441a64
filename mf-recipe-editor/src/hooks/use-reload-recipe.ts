import { useState } from 'react';
import type { FormStart } from '../form-start';

/** Loading the saved recipe again (after a 409: someone else changed it) and starting the form over from it. */
export function useReloadRecipe(reload: (() => Promise<FormStart>) | undefined, startOver: (fresh: FormStart) => void) {
  const [isReloading, setIsReloading] = useState(false);
  const [reloadError, setReloadError] = useState<unknown>(null);

  const reloadRecipe = async () => {
    if (!reload) return;
    setIsReloading(true);
    setReloadError(null);
    try {
      startOver(await reload());
    } catch (error) {
      console.error('Reloading the recipe failed:', error);
      setReloadError(error);
    } finally {
      setIsReloading(false);
    }
  };

  return { reloadRecipe: reload ? reloadRecipe : undefined, isReloading, reloadError };
}
