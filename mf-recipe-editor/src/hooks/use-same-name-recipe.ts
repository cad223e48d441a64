import { useCallback, useEffect, useState } from 'react';
import { LIMITS, type SameNameRecipe } from '@simple-recipes/shared-api';
import { getRecipesOfName } from '@simple-recipes/shared-api/saving';

/** How long typing must pause before the name is looked up; leaving the field looks it up at once. */
export const NAME_CHECK_PAUSE_MS = 800;

/** Update mode: the recipe being edited, which is no other recipe of its name. */
export interface OwnRecipe {
  name: string;
  stub: string;
}

/**
 * Another recipe already saved under the name in the field (as the server tells names apart: case, accents and
 * surrounding spaces aside), or null. The name is looked up once typing pauses or the field is left (`checkNow`),
 * never per keystroke; a look-up whose name is no longer in the field is cancelled, and one that fails says nothing:
 * this is a courtesy, never a reason to stop the editor. Update mode leaves the recipe's own name, unchanged, alone.
 */
export function useSameNameRecipe(name: string, own?: OwnRecipe): { recipe: SameNameRecipe | null; checkNow(): void } {
  const typed = name.trim();
  const askable = typed !== '' && typed !== own?.name.trim() && [...typed].length <= LIMITS.nameMax;
  const wanted = askable ? typed : '';
  // The name whose look-up is due; it counts only while it is still the one in the field.
  const [due, setDue] = useState('');
  const active = wanted !== '' && due === wanted ? wanted : '';
  const [answers, setAnswers] = useState<ReadonlyMap<string, SameNameRecipe[]>>(() => new Map());

  useEffect(() => {
    if (!wanted) return;
    const timer = setTimeout(() => setDue(wanted), NAME_CHECK_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [wanted]);

  useEffect(() => {
    if (!active || answers.has(active)) return;
    const controller = new AbortController();
    getRecipesOfName(active, controller.signal).then(
      (recipes) => {
        if (!controller.signal.aborted) setAnswers((known) => new Map(known).set(active, recipes));
      },
      () => undefined,
    );
    return () => controller.abort();
  }, [active, answers]);

  const checkNow = useCallback(() => setDue(wanted), [wanted]);
  const recipe = (active && answers.get(active)?.find((found) => found.stub !== own?.stub)) || null;
  return { recipe, checkNow };
}
