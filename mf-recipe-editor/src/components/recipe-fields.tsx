import type { ImportField } from '@simple-recipes/shared-api';
import { NOT_FOUND_HINT, PICTURE_NOT_FETCHED_HINT, PICTURE_NOT_FOUND_HINT } from '../not-found-fields';
import type { OwnRecipe } from '../hooks/use-same-name-recipe';
import { FormTextField } from './form-text-field';
import { NameField } from './name-field';
import { ImagePicker } from './image-picker';
import { TagsField } from './tags-field';
import styles from './recipe-fields.module.css';

/** The picture input's id: a refused upload moves focus there. */
export const IMAGE_INPUT_ID = 'editor-image';

interface RecipeFieldsProps {
  image: File | null;
  onImageChange(file: File | null): void;
  savedImageUrl: string | null;
  imageError?: string;
  imageNote?: string;
  isPreparingImage?: boolean;
  /** The fields an import from a web page did not find (and the editor has not filled in since). */
  notFound?: ReadonlySet<ImportField>;
  /** The page named a picture that could not be brought in. */
  pictureNotFetched?: boolean;
  /** Update mode: the recipe being edited, whose own name the Name field does not warn about. */
  own?: OwnRecipe;
}

/** The "Recipe" part of the form: name, counts and times, source, tags and image. */
export function RecipeFields({
  image,
  onImageChange,
  savedImageUrl,
  imageError,
  imageNote,
  isPreparingImage,
  notFound = new Set(),
  pictureNotFetched,
  own,
}: RecipeFieldsProps) {
  return (
    <div className={styles.fields}>
      <div className={styles.wide}>
        <NameField notFound={notFound.has('name')} own={own} />
      </div>
      <FormTextField
        name="recipe.serving_count"
        notFound={notFound.has('serving_count')}
        label="Serving Count"
        inputMode="numeric"
      />
      <FormTextField
        name="recipe.prep_time"
        notFound={notFound.has('prep_time')}
        label="Prep Time"
        inputMode="numeric"
        hint="in minutes"
      />
      <FormTextField
        name="recipe.cooking_time"
        notFound={notFound.has('cooking_time')}
        label="Cooking Time"
        inputMode="numeric"
        hint="in minutes"
      />
      <div className={styles.wide}>
        <FormTextField
          name="recipe.source"
          notFound={notFound.has('source')}
          label="Source"
          inputMode="url"
          placeholder="www.example.com/recipe"
        />
      </div>
      <div className={styles.wide}>
        <TagsField hint={notFound.has('tags') ? NOT_FOUND_HINT : undefined} />
      </div>
      <div className={styles.wide}>
        <ImagePicker
          id={IMAGE_INPUT_ID}
          file={image}
          onChange={onImageChange}
          savedImageUrl={savedImageUrl}
          error={imageError}
          note={imageNote}
          isPreparing={isPreparingImage}
          hint={
            notFound.has('image') ? (pictureNotFetched ? PICTURE_NOT_FETCHED_HINT : PICTURE_NOT_FOUND_HINT) : undefined
          }
        />
      </div>
    </div>
  );
}
