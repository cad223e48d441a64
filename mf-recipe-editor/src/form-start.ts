import type { EditorValues } from './editor-values';

/** A recipe as the form starts from it: its values and its saved image. */
export interface FormStart {
  values: EditorValues;
  imageUrl: string | null;
  /** Filled in by an import from a web page: unsaved, with the reference of the picture the import kept. */
  imported?: { image: string | null };
}
