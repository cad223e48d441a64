import { useFormikContext } from 'formik';
import type { EditorValues } from '../editor-values';
import { useSameNameRecipe, type OwnRecipe } from '../hooks/use-same-name-recipe';
import { FormTextField, fieldId } from './form-text-field';
import { SameNameNote } from './same-name-note';

const NAME = 'recipe.name';

interface NameFieldProps {
  /** An import from a web page did not find the name. */
  notFound: boolean;
  /** Update mode: the recipe being edited (its own name is not "another recipe's"). */
  own?: OwnRecipe;
}

/**
 * The recipe's Name, with a polite note under it when another recipe already has that name. The note is announced
 * (a live region that is always there, so its content is read when it appears) and describes the field beside its
 * hint and its error.
 */
export function NameField({ notFound, own }: NameFieldProps) {
  const { values } = useFormikContext<EditorValues>();
  const { recipe, checkNow } = useSameNameRecipe(String(values.recipe.name ?? ''), own);
  const noteId = `${fieldId(NAME)}-same-name`;
  return (
    <div>
      <FormTextField
        name={NAME}
        notFound={notFound}
        label="Name"
        autoComplete="off"
        describedBy={recipe ? noteId : undefined}
        onBlur={checkNow}
      />
      <div aria-live="polite">{recipe && <SameNameNote id={noteId} recipe={recipe} />}</div>
    </div>
  );
}
