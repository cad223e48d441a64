import { FormTextField } from './form-text-field';
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
}

/** The "Recipe" part of the form: name, counts and times, source, tags and image. */
export function RecipeFields({
  image,
  onImageChange,
  savedImageUrl,
  imageError,
  imageNote,
  isPreparingImage,
}: RecipeFieldsProps) {
  return (
    <div className={styles.fields}>
      <div className={styles.wide}>
        <FormTextField name="recipe.name" label="Name" autoComplete="off" />
      </div>
      <FormTextField name="recipe.serving_count" label="Serving Count" inputMode="numeric" />
      <FormTextField name="recipe.prep_time" label="Prep Time" inputMode="numeric" hint="in minutes" />
      <FormTextField name="recipe.cooking_time" label="Cooking Time" inputMode="numeric" hint="in minutes" />
      <div className={styles.wide}>
        <FormTextField name="recipe.source" label="Source" inputMode="url" placeholder="www.example.com/recipe" />
      </div>
      <div className={styles.wide}>
        <TagsField />
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
        />
      </div>
    </div>
  );
}
