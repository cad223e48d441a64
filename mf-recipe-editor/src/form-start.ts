import type { ImportField } from '@simple-recipes/shared-api';
import type { EditorValues } from './editor-values';

/** A recipe as the form starts from it: its values and its saved image. */
export interface FormStart {
  values: EditorValues;
  imageUrl: string | null;
  /** Update mode: the recipe's current stub (the address it was opened at may be a former one). */
  stub?: string;
  /**
   * Filled in by an import from a web page: unsaved, with the reference of the picture the import kept, the fields the
   * page did not give, and the address of a picture it names that could not be brought in.
   */
  imported?: { image: string | null; missing: ImportField[]; pictureNotFetched: string | null };
}
